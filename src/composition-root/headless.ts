import { InMemoryAnalytics } from '../adapters/analytics/in-memory-analytics.js';
import { ManualClock } from '../adapters/clock/manual-clock.js';
import { ManualScheduler } from '../adapters/clock/manual-scheduler.js';
import { InMemoryCookieJar } from '../adapters/cookies/in-memory-cookie-jar.js';
import { InMemoryErrorReporter } from '../adapters/error-reporting/in-memory-error-reporter.js';
import { RecordingNavigation } from '../adapters/navigation/recording-navigation.js';
import { HttpSandboxPaymentHost, type SandboxPaymentHost } from '../adapters/payment/sandbox-payment-host.js';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider.js';
import { RestClient } from '../adapters/rest/rest-client.js';
import { RestSessionGateway } from '../adapters/rest/rest-session-gateway.js';
import { InMemoryKeyValueStore } from '../adapters/storage/in-memory-key-value-store.js';
import { InMemorySessionSignals } from '../adapters/storage/in-memory-session-signals.js';
import type { AppConfig } from '../core/shared/app-config.js';
import { buildContainer, type PortAdapters } from './container.js';
import { createRestGateways } from './rest-gateways.js';

export interface HeadlessOptions {
  /** Where the REST host and its session backend are (apiBaseUrl, authBaseUrl). */
  readonly config: AppConfig;
  /** How requests leave: the platform's fetch unless a test hands in a fake host. */
  readonly fetch?: typeof fetch;
  /** The moment the clock starts at; it moves only when the scheduler is advanced. */
  readonly now?: Date | string;
  /** Where sandbox card widgets register their test cards (the host's sandbox unless given). */
  readonly paymentHost?: SandboxPaymentHost;
}

/**
 * The adapters of a run without a browser: the real REST gateways and session backend over
 * fetch, and in memory what a browser would hold (cookies, storage, analytics, error
 * reports, navigation, other tabs' session events), each open for the caller to read. Time
 * stands still until `scheduler.advance(ms)` moves it (with the clock), so nothing polls
 * behind a script's back and a run ends when its work does.
 */
export const headlessAdapters = ({ config, fetch, now = new Date(), paymentHost }: HeadlessOptions) => {
  const cookies = new InMemoryCookieJar();
  const api = new RestClient({ baseUrl: config.apiBaseUrl, cookies, fetch });
  const clock = new ManualClock(now);
  return {
    gateways: createRestGateways(api),
    cookies,
    keyValueStore: new InMemoryKeyValueStore(),
    sessionGateway: new RestSessionGateway(
      new RestClient({ baseUrl: config.authBaseUrl, cookies, fetch }),
      cookies,
    ),
    sessionSignals: new InMemorySessionSignals(),
    analytics: new InMemoryAnalytics(),
    errorReporter: new InMemoryErrorReporter(),
    clock,
    scheduler: new ManualScheduler(clock),
    navigation: new RecordingNavigation(),
    paymentProvider: new SandboxPaymentProvider(paymentHost ?? new HttpSandboxPaymentHost(api), clock),
  } satisfies PortAdapters;
};

/**
 * The app's own container, built headless: the real view-models, use cases and gateways,
 * run in plain Node (MobX needs no DOM). `overrides` replaces adapters, as tests do.
 */
export const buildHeadlessContainer = <A extends Partial<PortAdapters>>(
  options: HeadlessOptions,
  overrides: A = {} as A,
) => {
  const adapters = { ...headlessAdapters(options), ...overrides };
  return { container: buildContainer(options.config, adapters), ...adapters };
};
