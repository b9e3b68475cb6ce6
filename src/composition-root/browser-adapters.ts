import { listenForGlobalErrors } from '../adapters/analytics/global-error-tracking.js';
import { redactSearch } from '../adapters/analytics/page-context.js';
import { SystemClock } from '../adapters/clock/system-clock.js';
import { TimerScheduler } from '../adapters/clock/timer-scheduler.js';
import { DocumentCookieJar } from '../adapters/cookies/document-cookie-jar.js';
import { BrowserNavigation } from '../adapters/navigation/browser-navigation.js';
import { BrowserDevice } from '../adapters/offline/browser-device.js';
import { RestClient } from '../adapters/rest/rest-client.js';
import { RestSessionGateway } from '../adapters/rest/rest-session-gateway.js';
import { BrowserKeyValueStore } from '../adapters/storage/browser-key-value-store.js';
import { BrowserSessionSignals } from '../adapters/storage/browser-session-signals.js';
import type { AppConfig } from '../core/shared/index.js';
import type { PortAdapters } from './container.js';
import { createRestGateways } from './rest-gateways.js';
import { analyticsFor, errorReporterFor, paymentProviderFor } from './third-party-adapters.js';

/** The page as error reports name it: no fragment, no card token or e-mail in the query. */
const reportedPageUrl = (): string =>
  `${window.location.origin}${window.location.pathname}${redactSearch(window.location.search)}`;

/**
 * The browser's adapter for every port. Third-party services are used only when configured:
 * Segment with an analytics key, Sentry with a DSN, Stripe with a publishable key; otherwise
 * the console and our sandbox stand in, so the app runs offline (third-party-adapters.ts).
 * Installs the page-wide listeners too: uncaught errors are tracked and reported, and queued
 * analytics are sent when the page is hidden.
 */
export const createBrowserAdapters = (config: AppConfig): PortAdapters & { appUpdates: BrowserDevice } => {
  const cookies = new DocumentCookieJar();
  // Each trip answer notes when it was fetched, for 'Saved 10:42 — you're offline'.
  const device = new BrowserDevice(window);
  const api = new RestClient({
    baseUrl: config.apiBaseUrl,
    cookies,
    fetch: device.recording((input, init) => globalThis.fetch(input, init)),
  });
  const clock = new SystemClock();
  const scheduler = new TimerScheduler();
  const errorReporter = errorReporterFor(config, clock, reportedPageUrl);
  const keyValueStore = new BrowserKeyValueStore(() => window.localStorage, errorReporter);
  const analytics = analyticsFor(config, { store: keyValueStore, clock, scheduler });
  const { flush } = analytics;
  if (flush) window.addEventListener('pagehide', () => flush.call(analytics));
  listenForGlobalErrors(window, { analytics, errorReporter });
  return {
    gateways: createRestGateways(api),
    cookies,
    keyValueStore,
    sessionGateway: new RestSessionGateway(new RestClient({ baseUrl: config.authBaseUrl, cookies }), cookies),
    sessionSignals: new BrowserSessionSignals(window),
    analytics,
    errorReporter,
    clock,
    scheduler,
    navigation: new BrowserNavigation(window),
    paymentProvider: paymentProviderFor(config, api, clock),
    connectivity: device,
    offlineData: device,
    appUpdates: device,
    documentCopies: device,
  };
};
