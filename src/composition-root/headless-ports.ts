import { InMemoryAnalytics } from '../adapters/analytics/in-memory-analytics.js';
import { ManualClock } from '../adapters/clock/manual-clock.js';
import { ManualScheduler } from '../adapters/clock/manual-scheduler.js';
import { InMemoryCookieJar } from '../adapters/cookies/in-memory-cookie-jar.js';
import { InMemoryErrorReporter } from '../adapters/error-reporting/in-memory-error-reporter.js';
import { InMemoryNotifications } from '../adapters/memory/in-memory-notifications.js';
import type { PortScript } from '../adapters/memory/scripted-port.js';
import { RecordingNavigation } from '../adapters/navigation/recording-navigation.js';
import { HttpSandboxPaymentHost, type SandboxPaymentHost } from '../adapters/payment/sandbox-payment-host.js';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider.js';
import { RestClient } from '../adapters/rest/rest-client.js';
import { RestPortalGateway } from '../adapters/rest/rest-portal-gateway.js';
import { RestSessionGateway } from '../adapters/rest/rest-session-gateway.js';
import { InMemoryKeyValueStore } from '../adapters/storage/in-memory-key-value-store.js';
import { InMemorySessionSignals } from '../adapters/storage/in-memory-session-signals.js';
import type { ErrorReporter } from '../core/errors/index.js';
import type { NotificationSink } from '../core/notifications/index.js';
import type { PaymentProvider } from '../core/payment/index.js';
import type { PortalGateway, SessionGateway } from '../core/session/index.js';
import type { AppConfig } from '../core/shared/index.js';
import type { CookieJar, KeyValueStore } from '../core/storage/index.js';
import type { GatewayRow } from './lazy-ports.js';
import { createRestGateways, REST_GATEWAYS } from './rest-gateways.js';

/*
 * The ports of a run without a browser, built by plain functions: no container, no
 * decorators, no reflect-metadata, so a caller needs none of the app's compiler settings
 * (docs/architecture/conventions.md#headless-and-the-public-entry). headless.ts builds the app's own container
 * from the same ports; memory-ports.ts builds them all in memory; headless-use-cases.ts hands
 * them to the core's use cases.
 */

/** Every REST port by the name the app's gateway table gives it, typed as its port. */
export type GatewayPorts = {
  readonly [K in keyof typeof REST_GATEWAYS]: (typeof REST_GATEWAYS)[K] extends GatewayRow<infer T>
    ? T
    : never;
};

/** What each gateway answers in memory: a script per gateway (see scriptedPort). */
export type GatewayScripts = { readonly [K in keyof GatewayPorts]?: PortScript<GatewayPorts[K]> };

export interface RestPortsOptions {
  /** Where the REST host and its session backend are (apiBaseUrl, authBaseUrl). */
  readonly config: Pick<AppConfig, 'apiBaseUrl' | 'authBaseUrl'>;
  /** How requests leave: the platform's fetch unless a test hands in a fake host. */
  readonly fetch?: typeof fetch;
  /** The moment the clock starts at; it moves only when the scheduler is advanced. */
  readonly now?: Date | string;
  /** Where sandbox card widgets register their test cards (the host's sandbox unless given). */
  readonly paymentHost?: SandboxPaymentHost;
}

/** What a browser would hold, in memory and open for the caller to read; time stands still. */
export const browserInMemory = (now: Date | string) => {
  const clock = new ManualClock(now);
  return {
    cookies: new InMemoryCookieJar(),
    keyValueStore: new InMemoryKeyValueStore(),
    sessionSignals: new InMemorySessionSignals(),
    analytics: new InMemoryAnalytics(),
    errorReporter: new InMemoryErrorReporter(),
    notifications: new InMemoryNotifications(),
    navigation: new RecordingNavigation(),
    clock,
    scheduler: new ManualScheduler(clock),
  };
};

/**
 * The real REST gateways and session backend over fetch, and in memory what a browser would
 * hold (cookies, storage, analytics, error reports, notifications, navigation, other tabs'
 * session events). Time stands still until `scheduler.advance(ms)` moves it (with the
 * clock), so nothing polls behind a script's back and a run ends when its work does.
 */
export const restPorts = ({ config, fetch, now = new Date(), paymentHost }: RestPortsOptions) => {
  const browser = browserInMemory(now);
  const api = new RestClient({ baseUrl: config.apiBaseUrl, cookies: browser.cookies, fetch });
  return {
    ...browser,
    gateways: createRestGateways(api),
    // The portal's sign-in on the API's origin, as the portal screen calls it (composition-root/portal.ts).
    portalGateway: new RestPortalGateway(api),
    sessionGateway: new RestSessionGateway(
      new RestClient({ baseUrl: config.authBaseUrl, cookies: browser.cookies, fetch }),
      browser.cookies,
    ),
    paymentProvider: new SandboxPaymentProvider(
      paymentHost ?? new HttpSandboxPaymentHost(api),
      browser.clock,
    ),
  };
};

/** The ports the core's use cases take, as either factory builds them. */
export interface HeadlessPorts {
  readonly gateways: GatewayPorts;
  readonly cookies: CookieJar;
  readonly keyValueStore: KeyValueStore;
  readonly sessionGateway: SessionGateway;
  readonly portalGateway: PortalGateway;
  readonly errorReporter: ErrorReporter;
  readonly notifications: NotificationSink;
  readonly paymentProvider: PaymentProvider;
}
