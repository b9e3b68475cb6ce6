// The lite build, which Inversify 8 loads itself: the full one only adds Map, Set and
// WeakMap fallbacks for engines without them (3 kB gzip of the first download).
import 'reflect-metadata/lite';
import * as E from 'fp-ts/lib/Either.js';
import { Container } from 'inversify';
import { listenForGlobalErrors } from './adapters/analytics/global-error-tracking.js';
import { LoggingAnalytics } from './adapters/analytics/logging-analytics.js';
import { redactSearch } from './adapters/analytics/page-context.js';
import { SystemClock } from './adapters/clock/system-clock.js';
import { TimerScheduler } from './adapters/clock/timer-scheduler.js';
import { DocumentCookieJar } from './adapters/cookies/document-cookie-jar.js';
import { LoggingErrorReporter } from './adapters/error-reporting/logging-error-reporter.js';
import { BrowserNavigation } from './adapters/navigation/browser-navigation.js';
import { SANDBOX_POWERED_BY, STRIPE_POWERED_BY } from './adapters/payment/powered-by.js';
import { RestClient } from './adapters/rest/rest-client.js';
import { RestLeadGateway } from './adapters/rest/rest-lead-gateway.js';
import { RestListingCatalogGateway } from './adapters/rest/rest-listing-catalog-gateway.js';
import { RestMarketGateway } from './adapters/rest/rest-market-gateway.js';
import { RestSessionGateway } from './adapters/rest/rest-session-gateway.js';
import { BrowserKeyValueStore } from './adapters/storage/browser-key-value-store.js';
import { BrowserSessionSignals } from './adapters/storage/browser-session-signals.js';
import { AnalyticsSink } from './core/analytics/analytics-sink.port.js';
import { BookingContextGateway } from './core/booking/booking-context-gateway.port.js';
import { ListingBookingGateway } from './core/booking/listing-booking-gateway.port.js';
import { ServiceBookingGateway } from './core/booking/service-booking-gateway.port.js';
import { ListingCatalogGateway } from './core/catalog/listing-catalog-gateway.port.js';
import { ErrorReporter } from './core/errors/error-reporter.port.js';
import { InterestGateway } from './core/interest/interest-gateway.port.js';
import { ItineraryGateway } from './core/itinerary/itinerary-gateway.port.js';
import { ItineraryItemGateway } from './core/itinerary/itinerary-item-gateway.port.js';
import { LeadGateway } from './core/lead/lead-gateway.port.js';
import { ListingGateway } from './core/listing/listing-gateway.port.js';
import { ListingItemGateway } from './core/listing/listing-item-gateway.port.js';
import { MarketGateway } from './core/market/market-gateway.port.js';
import { MessageGateway } from './core/messaging/message-gateway.port.js';
import { ExternalNavigation } from './core/navigation/external-navigation.port.js';
import { PaymentGateway } from './core/payment/payment-gateway.port.js';
import { PaymentProvider } from './core/payment/payment-provider.port.js';
import { PromoCodeGateway } from './core/promo/promo-code-gateway.port.js';
import { PromotionGateway } from './core/promo/promotion-gateway.port.js';
import { ServiceGateway } from './core/service/service-gateway.port.js';
import { RoleGateway } from './core/session/role-gateway.port.js';
import { SessionGateway } from './core/session/session-gateway.port.js';
import { SessionSignals } from './core/session/session-signals.port.js';
import { UserGateway } from './core/session/user-gateway.port.js';
import { AppConfig } from './core/shared/app-config.js';
import { appError } from './core/shared/app-error.js';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from './core/shared/retry.js';
import { CookieJar } from './core/storage/cookie-jar.port.js';
import { KeyValueStore } from './core/storage/key-value-store.port.js';
import { Clock } from './core/time/clock.port.js';
import { Scheduler } from './core/time/scheduler.port.js';
import { ShellViewModel } from './ui/shell/shell.view-model.js';

/** The REST host's calls (SPEC section 7), one gateway per port. */
export interface RestGateways {
  readonly roleGateway: RoleGateway;
  readonly userGateway: UserGateway;
  readonly bookingContextGateway: BookingContextGateway;
  readonly serviceBookingGateway: ServiceBookingGateway;
  readonly listingBookingGateway: ListingBookingGateway;
  readonly promotionGateway: PromotionGateway;
  readonly promoCodeGateway: PromoCodeGateway;
  readonly itineraryGateway: ItineraryGateway;
  readonly itineraryItemGateway: ItineraryItemGateway;
  readonly listingItemGateway: ListingItemGateway;
  readonly listingGateway: ListingGateway;
  readonly listingCatalogGateway: ListingCatalogGateway;
  readonly serviceGateway: ServiceGateway;
  readonly marketGateway: MarketGateway;
  readonly leadGateway: LeadGateway;
  readonly messageGateway: MessageGateway;
  readonly interestGateway: InterestGateway;
  readonly paymentGateway: PaymentGateway;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A REST gateway whose code loads on its first call. Every method of a gateway returns a
 * promise of an Either, so a stand-in can take the call, wait for the module and pass the
 * call on; a module that cannot be loaded (retried as lazy views are) answers Left
 * 'network', as a request that got no answer does. Nothing else is answered: no `then`
 * (Inversify would take the gateway for a promise), no symbols. What is set on the
 * stand-in (a test's stub) stays on it.
 */
export const deferredGateway = <T extends object>(
  what: string,
  load: () => Promise<T>,
  known: Partial<T> = {},
): T => {
  let loading: Promise<T> | null = null;
  const adapter = () => {
    loading ??= retry(load, { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep }).catch(
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return new Proxy({ ...known } as T, {
    get: (target, name) => {
      if (Reflect.has(target, name)) return Reflect.get(target, name); // assigned on it, e.g. a test's stub
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        let gateway: T;
        try {
          gateway = await adapter();
        } catch (error) {
          return E.left(appError('network', `The ${what} could not be loaded: ${String(error)}`));
        }
        const method = (gateway as Record<string, unknown>)[name];
        if (typeof method !== 'function') throw new TypeError(`${what} has no method ${name}`);
        return method.apply(gateway, args);
      };
    },
  });
};

/**
 * Every REST gateway over one client: the app's, or a test's over a fake host. What app
 * start-up and the home search call (session, lead, partner, catalog) is in the first
 * download; the rest, with the codecs of trips, bookings, payments and promotions, is one
 * chunk that loads when a page first calls one of them (issue 6 item 9: initial JS).
 */
export const createRestGateways = (api: RestClient): RestGateways => {
  const deferred = <T extends object>(
    what: string,
    make: (rest: typeof import('./deferred-gateways.js')) => T,
  ) => deferredGateway(what, () => import('./deferred-gateways.js').then(make));
  return {
    roleGateway: deferred('role gateway', (rest) => new rest.RestRoleGateway(api)),
    userGateway: deferred('user gateway', (rest) => new rest.RestUserGateway(api)),
    bookingContextGateway: deferred(
      'booking context gateway',
      (rest) => new rest.RestBookingContextGateway(api),
    ),
    serviceBookingGateway: deferred(
      'service booking gateway',
      (rest) => new rest.RestServiceBookingGateway(api),
    ),
    listingBookingGateway: deferred(
      'listing booking gateway',
      (rest) => new rest.RestListingBookingGateway(api),
    ),
    promotionGateway: deferred('promotion gateway', (rest) => new rest.RestPromotionGateway(api)),
    promoCodeGateway: deferred('promo code gateway', (rest) => new rest.RestPromoCodeGateway(api)),
    itineraryGateway: deferred('itinerary gateway', (rest) => new rest.RestItineraryGateway(api)),
    itineraryItemGateway: deferred(
      'itinerary item gateway',
      (rest) => new rest.RestItineraryItemGateway(api),
    ),
    listingItemGateway: deferred('listing item gateway', (rest) => new rest.RestListingItemGateway(api)),
    listingGateway: deferred('listing gateway', (rest) => new rest.RestListingGateway(api)),
    listingCatalogGateway: new RestListingCatalogGateway(api),
    serviceGateway: deferred('service gateway', (rest) => new rest.RestServiceGateway(api)),
    marketGateway: new RestMarketGateway(api),
    leadGateway: new RestLeadGateway(api),
    messageGateway: deferred('message gateway', (rest) => new rest.RestMessageGateway(api)),
    interestGateway: deferred('interest gateway', (rest) => new rest.RestInterestGateway(api)),
    paymentGateway: deferred('payment gateway', (rest) => new rest.RestPaymentGateway(api)),
  };
};

/** One implementation per core port. Browser adapters in the app; in-memory ones in tests. */
export interface PortAdapters {
  readonly gateways: RestGateways;
  readonly cookies: CookieJar;
  readonly keyValueStore: KeyValueStore;
  readonly sessionGateway: SessionGateway;
  readonly sessionSignals: SessionSignals;
  readonly analytics: AnalyticsSink;
  readonly errorReporter: ErrorReporter;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly navigation: ExternalNavigation;
  readonly paymentProvider: PaymentProvider;
}

/** The page as error reports name it: no fragment, no card token or e-mail in the query. */
const reportedPageUrl = (): string =>
  `${window.location.origin}${window.location.pathname}${redactSearch(window.location.search)}`;

const loadThirdParty = () => import('./deferred-adapters.js');

/**
 * A one-way port (analytics, error reports) whose adapter is loading: calls made
 * meanwhile wait, in order, and go to it once it is there, or to `fallback` if it could
 * not be loaded.
 */
export const queuedUntilLoaded = <T extends object>(
  loading: Promise<T>,
  methods: readonly (keyof T & string)[],
  fallback: () => T,
): T => {
  let adapter: T | null = null;
  const waiting: [keyof T & string, unknown[]][] = [];
  const call = (target: T, name: keyof T & string, args: unknown[]) =>
    (target[name] as (...values: unknown[]) => unknown).apply(target, args);
  void loading
    .catch((error: unknown) => {
      console.warn('[adapters] a configured service could not be loaded; the console stands in', error);
      return fallback();
    })
    .then((loaded) => {
      adapter = loaded;
      for (const [name, args] of waiting.splice(0)) call(loaded, name, args);
    });
  return Object.fromEntries(
    methods.map((name) => [
      name,
      (...args: unknown[]) => {
        if (adapter) return call(adapter, name, args);
        waiting.push([name, args]);
        return undefined;
      },
    ]),
  ) as T;
};

/** Sentry with a DSN, the console without one (or with one that is not a DSN). */
const createErrorReporter = (config: AppConfig, clock: Clock): ErrorReporter => {
  const dsnText = config.errorReportingDsn;
  if (!dsnText) return new LoggingErrorReporter();
  const sentry = loadThirdParty().then((adapters) => {
    const dsn = adapters.parseSentryDsn(dsnText);
    if (dsn) return new adapters.SentryErrorReporter({ dsn, clock, pageUrl: reportedPageUrl });
    console.warn('[error] PUBLIC_SENTRY_DSN is not a Sentry DSN; errors go to the console');
    return new LoggingErrorReporter();
  });
  return queuedUntilLoaded<ErrorReporter>(sentry, ['report'], () => new LoggingErrorReporter());
};

/**
 * The only place that knows which adapter serves which port (DESIGN.md). Third-party
 * services are used only when configured: Segment with an analytics key, Sentry with a
 * DSN, Stripe with a publishable key; otherwise the console and our sandbox stand in, so
 * the app runs offline. Their code (and the sandbox card widget's) is not in the first
 * download: it loads at start when configured, the card provider on its first call.
 * Installs the page-wide listeners too: uncaught errors are tracked and reported, and
 * queued analytics are sent when the page is hidden.
 */
export const createBrowserAdapters = (config: AppConfig): PortAdapters => {
  const cookies = new DocumentCookieJar();
  const auth = new RestClient({ baseUrl: config.authBaseUrl, cookies });
  const api = new RestClient({ baseUrl: config.apiBaseUrl, cookies });
  const clock = new SystemClock();
  const scheduler = new TimerScheduler();
  const errorReporter = createErrorReporter(config, clock);
  const keyValueStore = new BrowserKeyValueStore(() => window.localStorage, errorReporter);
  const writeKey = config.analyticsKey;
  const segment = writeKey
    ? queuedUntilLoaded<AnalyticsSink & { flush(): void }>(
        loadThirdParty().then(
          (adapters) =>
            new adapters.SegmentAnalytics({
              writeKey,
              host: config.analyticsHost,
              store: keyValueStore,
              clock,
              scheduler,
            }),
        ),
        ['page', 'track', 'identify', 'alias', 'flush'],
        () => Object.assign(new LoggingAnalytics(), { flush: () => undefined }),
      )
    : null;
  const analytics: AnalyticsSink = segment ?? new LoggingAnalytics();
  if (segment) window.addEventListener('pagehide', () => segment.flush());
  listenForGlobalErrors(window, { analytics, errorReporter });
  const stripe = Boolean(config.paymentPublishableKey);
  return {
    gateways: createRestGateways(api),
    cookies,
    keyValueStore,
    sessionGateway: new RestSessionGateway(auth, cookies),
    sessionSignals: new BrowserSessionSignals(window),
    analytics,
    errorReporter,
    clock,
    scheduler,
    navigation: new BrowserNavigation(window),
    paymentProvider: deferredGateway<PaymentProvider>(
      'card payment provider',
      () =>
        loadThirdParty().then((adapters) =>
          stripe
            ? new adapters.StripePaymentProvider()
            : new adapters.SandboxPaymentProvider(new adapters.HttpSandboxPaymentHost(api), clock),
        ),
      { poweredBy: stripe ? STRIPE_POWERED_BY : SANDBOX_POWERED_BY },
    ),
  };
};

const bindGateways = (container: Container, gateways: RestGateways): void => {
  container.bind<RoleGateway>(RoleGateway).toConstantValue(gateways.roleGateway);
  container.bind<UserGateway>(UserGateway).toConstantValue(gateways.userGateway);
  container
    .bind<BookingContextGateway>(BookingContextGateway)
    .toConstantValue(gateways.bookingContextGateway);
  container
    .bind<ServiceBookingGateway>(ServiceBookingGateway)
    .toConstantValue(gateways.serviceBookingGateway);
  container
    .bind<ListingBookingGateway>(ListingBookingGateway)
    .toConstantValue(gateways.listingBookingGateway);
  container.bind<PromotionGateway>(PromotionGateway).toConstantValue(gateways.promotionGateway);
  container.bind<PromoCodeGateway>(PromoCodeGateway).toConstantValue(gateways.promoCodeGateway);
  container.bind<ItineraryGateway>(ItineraryGateway).toConstantValue(gateways.itineraryGateway);
  container.bind<ItineraryItemGateway>(ItineraryItemGateway).toConstantValue(gateways.itineraryItemGateway);
  container.bind<ListingItemGateway>(ListingItemGateway).toConstantValue(gateways.listingItemGateway);
  container.bind<ListingGateway>(ListingGateway).toConstantValue(gateways.listingGateway);
  container
    .bind<ListingCatalogGateway>(ListingCatalogGateway)
    .toConstantValue(gateways.listingCatalogGateway);
  container.bind<ServiceGateway>(ServiceGateway).toConstantValue(gateways.serviceGateway);
  container.bind<MarketGateway>(MarketGateway).toConstantValue(gateways.marketGateway);
  container.bind<LeadGateway>(LeadGateway).toConstantValue(gateways.leadGateway);
  container.bind<MessageGateway>(MessageGateway).toConstantValue(gateways.messageGateway);
  container.bind<InterestGateway>(InterestGateway).toConstantValue(gateways.interestGateway);
  container.bind<PaymentGateway>(PaymentGateway).toConstantValue(gateways.paymentGateway);
};

/**
 * The guest app's container. Ports are bound here, each to its adapter, and so is the
 * view-model one instance serves everywhere (the shell); the portal's entry adds its own
 * ports and view-model (portal-composition-root.ts). A page's own view-model (an
 * `@injectable()` class the page asks for: home search, content homes, services, trips,
 * cards) the container builds itself, a new one each time, as `toSelf()` did: naming it
 * here would pull its code, codecs and rules into every page's first download instead of
 * its page's chunk (issue 6 item 9).
 */
export const buildContainer = (config: AppConfig, adapters: PortAdapters): Container => {
  const container = new Container({ autobind: true });
  container.bind<AppConfig>(AppConfig).toConstantValue(config);
  container.bind<CookieJar>(CookieJar).toConstantValue(adapters.cookies);
  container.bind<KeyValueStore>(KeyValueStore).toConstantValue(adapters.keyValueStore);
  container.bind<SessionGateway>(SessionGateway).toConstantValue(adapters.sessionGateway);
  container.bind<SessionSignals>(SessionSignals).toConstantValue(adapters.sessionSignals);
  container.bind<AnalyticsSink>(AnalyticsSink).toConstantValue(adapters.analytics);
  container.bind<ErrorReporter>(ErrorReporter).toConstantValue(adapters.errorReporter);
  container.bind<Clock>(Clock).toConstantValue(adapters.clock);
  container.bind<Scheduler>(Scheduler).toConstantValue(adapters.scheduler);
  container.bind<ExternalNavigation>(ExternalNavigation).toConstantValue(adapters.navigation);
  container.bind<PaymentProvider>(PaymentProvider).toConstantValue(adapters.paymentProvider);
  bindGateways(container, adapters.gateways);
  container.bind(ShellViewModel).toSelf().inSingletonScope();
  return container;
};
