import { LoggingAnalytics } from '../adapters/analytics/logging-analytics.js';
import { LoggingErrorReporter } from '../adapters/error-reporting/logging-error-reporter.js';
import { SANDBOX_POWERED_BY, STRIPE_POWERED_BY } from '../adapters/payment/powered-by.js';
import type { RestClient } from '../adapters/rest/rest-client.js';
import type { AnalyticsSink } from '../core/analytics/index.js';
import type { ErrorReporter } from '../core/errors/index.js';
import type { PaymentProvider } from '../core/payment/index.js';
import type { AppConfig } from '../core/shared/index.js';
import type { KeyValueStore } from '../core/storage/index.js';
import type { Clock, Scheduler } from '../core/time/index.js';
import { lazyPort, methodsOf, queuedUntilLoaded } from './lazy-ports.js';

// Segment, Sentry, Stripe and the sandbox card widget: one chunk (its name gathers these
// imports), loaded only when a service is configured or, for the card provider, on first use.
const segment = () =>
  import(/* webpackChunkName: "third-party" */ '../adapters/analytics/segment-analytics.js');
const sentry = () =>
  import(/* webpackChunkName: "third-party" */ '../adapters/error-reporting/sentry-error-reporter.js');
const sentryDsn = () =>
  import(/* webpackChunkName: "third-party" */ '../adapters/error-reporting/sentry-dsn.js');
const stripe = () =>
  import(/* webpackChunkName: "third-party" */ '../adapters/payment/stripe-payment-provider.js');
const sandbox = () =>
  import(/* webpackChunkName: "third-party" */ '../adapters/payment/sandbox-payment-provider.js');
const sandboxHost = () =>
  import(/* webpackChunkName: "third-party" */ '../adapters/payment/sandbox-payment-host.js');

/** Sentry with a DSN, the console without one (or with one that is not a DSN). */
export const errorReporterFor = (
  config: Pick<AppConfig, 'errorReportingDsn'>,
  clock: Clock,
  pageUrl: () => string,
): ErrorReporter => {
  const dsnText = config.errorReportingDsn;
  if (!dsnText) return new LoggingErrorReporter();
  const reporter = Promise.all([sentryDsn(), sentry()]).then(
    ([{ parseSentryDsn }, { SentryErrorReporter }]) => {
      const dsn = parseSentryDsn(dsnText);
      if (dsn) return new SentryErrorReporter({ dsn, clock, pageUrl });
      console.warn('[error] PUBLIC_SENTRY_DSN is not a Sentry DSN; errors go to the console');
      return new LoggingErrorReporter();
    },
  );
  return queuedUntilLoaded<ErrorReporter>(reporter, ['report'], () => new LoggingErrorReporter());
};

/** Segment with an analytics key (and `flush` to send what is queued), else the console. */
export const analyticsFor = (
  config: Pick<AppConfig, 'analyticsKey' | 'analyticsHost'>,
  ports: { readonly store: KeyValueStore; readonly clock: Clock; readonly scheduler: Scheduler },
): AnalyticsSink & { flush?: () => void } => {
  const writeKey = config.analyticsKey;
  if (!writeKey) return new LoggingAnalytics();
  const loading = segment().then(
    ({ SegmentAnalytics }) => new SegmentAnalytics({ writeKey, host: config.analyticsHost, ...ports }),
  );
  return queuedUntilLoaded<AnalyticsSink & { flush(): void }>(
    loading,
    ['page', 'track', 'identify', 'alias', 'flush'],
    () => Object.assign(new LoggingAnalytics(), { flush: () => undefined }),
  );
};

/** Stripe with a publishable key, else our offline sandbox; either loads on its first call. */
export const paymentProviderFor = (
  config: Pick<AppConfig, 'paymentPublishableKey'>,
  api: RestClient,
  clock: Clock,
): PaymentProvider => {
  const withStripe = Boolean(config.paymentPublishableKey);
  const load = async (): Promise<PaymentProvider> => {
    if (withStripe) return new (await stripe()).StripePaymentProvider();
    const [{ SandboxPaymentProvider }, { HttpSandboxPaymentHost }] = await Promise.all([
      sandbox(),
      sandboxHost(),
    ]);
    return new SandboxPaymentProvider(new HttpSandboxPaymentHost(api), clock);
  };
  return lazyPort<PaymentProvider>(
    'card payment provider',
    methodsOf<Omit<PaymentProvider, 'poweredBy'>>()(
      'load',
      'createCardWidget',
      'confirmCardSetup',
      'createCardToken',
    ),
    load,
    { poweredBy: withStripe ? STRIPE_POWERED_BY : SANDBOX_POWERED_BY },
  );
};
