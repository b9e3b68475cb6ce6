import 'reflect-metadata';
import { Container } from 'inversify';
import { listenForGlobalErrors } from './adapters/analytics/global-error-tracking.js';
import { LoggingAnalytics } from './adapters/analytics/logging-analytics.js';
import { redactSearch } from './adapters/analytics/page-context.js';
import { SegmentAnalytics } from './adapters/analytics/segment-analytics.js';
import { SystemClock } from './adapters/clock/system-clock.js';
import { TimerScheduler } from './adapters/clock/timer-scheduler.js';
import { DocumentCookieJar } from './adapters/cookies/document-cookie-jar.js';
import { LoggingErrorReporter } from './adapters/error-reporting/logging-error-reporter.js';
import { parseSentryDsn } from './adapters/error-reporting/sentry-dsn.js';
import { SentryErrorReporter } from './adapters/error-reporting/sentry-error-reporter.js';
import { BrowserNavigation } from './adapters/navigation/browser-navigation.js';
import { HttpSandboxPaymentHost } from './adapters/payment/sandbox-payment-host.js';
import { SandboxPaymentProvider } from './adapters/payment/sandbox-payment-provider.js';
import { StripePaymentProvider } from './adapters/payment/stripe-payment-provider.js';
import { RestBookingContextGateway } from './adapters/rest/rest-booking-context-gateway.js';
import { RestClient } from './adapters/rest/rest-client.js';
import { RestInterestGateway } from './adapters/rest/rest-interest-gateway.js';
import { RestItineraryGateway } from './adapters/rest/rest-itinerary-gateway.js';
import { RestItineraryItemGateway } from './adapters/rest/rest-itinerary-item-gateway.js';
import { RestLeadGateway } from './adapters/rest/rest-lead-gateway.js';
import { RestListingBookingGateway } from './adapters/rest/rest-listing-booking-gateway.js';
import { RestListingCatalogGateway } from './adapters/rest/rest-listing-catalog-gateway.js';
import { RestListingGateway } from './adapters/rest/rest-listing-gateway.js';
import { RestListingItemGateway } from './adapters/rest/rest-listing-item-gateway.js';
import { RestMarketGateway } from './adapters/rest/rest-market-gateway.js';
import { RestMessageGateway } from './adapters/rest/rest-message-gateway.js';
import { RestPaymentGateway } from './adapters/rest/rest-payment-gateway.js';
import { RestPortalGateway } from './adapters/rest/rest-portal-gateway.js';
import { RestPromoCodeGateway } from './adapters/rest/rest-promo-code-gateway.js';
import { RestPromotionGateway } from './adapters/rest/rest-promotion-gateway.js';
import { RestRoleGateway } from './adapters/rest/rest-role-gateway.js';
import { RestServiceBookingGateway } from './adapters/rest/rest-service-booking-gateway.js';
import { RestServiceGateway } from './adapters/rest/rest-service-gateway.js';
import { RestSessionGateway } from './adapters/rest/rest-session-gateway.js';
import { RestUserGateway } from './adapters/rest/rest-user-gateway.js';
import { BrowserKeyValueStore } from './adapters/storage/browser-key-value-store.js';
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
import { PortalGateway } from './core/session/portal-gateway.port.js';
import { RoleGateway } from './core/session/role-gateway.port.js';
import { SessionGateway } from './core/session/session-gateway.port.js';
import { UserGateway } from './core/session/user-gateway.port.js';
import { AppConfig } from './core/shared/app-config.js';
import { CookieJar } from './core/storage/cookie-jar.port.js';
import { KeyValueStore } from './core/storage/key-value-store.port.js';
import { Clock } from './core/time/clock.port.js';
import { Scheduler } from './core/time/scheduler.port.js';
import { ContentHomesViewModel } from './ui/catalog/content-homes.view-model.js';
import { ListingCatalogViewModel } from './ui/catalog/listing-catalog.view-model.js';
import { ServiceCatalogViewModel } from './ui/services/service-catalog.view-model.js';
import { ShellViewModel } from './ui/shell/shell.view-model.js';
import { PortalViewModel } from './ui/sso/portal.view-model.js';

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

/** Every REST gateway over one client: the app's, or a test's over a fake host. */
export const createRestGateways = (api: RestClient): RestGateways => ({
  roleGateway: new RestRoleGateway(api),
  userGateway: new RestUserGateway(api),
  bookingContextGateway: new RestBookingContextGateway(api),
  serviceBookingGateway: new RestServiceBookingGateway(api),
  listingBookingGateway: new RestListingBookingGateway(api),
  promotionGateway: new RestPromotionGateway(api),
  promoCodeGateway: new RestPromoCodeGateway(api),
  itineraryGateway: new RestItineraryGateway(api),
  itineraryItemGateway: new RestItineraryItemGateway(api),
  listingItemGateway: new RestListingItemGateway(api),
  listingGateway: new RestListingGateway(api),
  listingCatalogGateway: new RestListingCatalogGateway(api),
  serviceGateway: new RestServiceGateway(api),
  marketGateway: new RestMarketGateway(api),
  leadGateway: new RestLeadGateway(api),
  messageGateway: new RestMessageGateway(api),
  interestGateway: new RestInterestGateway(api),
  paymentGateway: new RestPaymentGateway(api),
});

/** One implementation per core port. Browser adapters in the app; in-memory ones in tests. */
export interface PortAdapters {
  readonly gateways: RestGateways;
  readonly cookies: CookieJar;
  readonly keyValueStore: KeyValueStore;
  readonly sessionGateway: SessionGateway;
  readonly portalGateway: PortalGateway;
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

/** Sentry with a DSN, the console without one (or with one that is not a DSN). */
const createErrorReporter = (config: AppConfig, clock: Clock): ErrorReporter => {
  if (!config.errorReportingDsn) return new LoggingErrorReporter();
  const dsn = parseSentryDsn(config.errorReportingDsn);
  if (dsn) return new SentryErrorReporter({ dsn, clock, pageUrl: reportedPageUrl });
  console.warn('[error] PUBLIC_SENTRY_DSN is not a Sentry DSN; errors go to the console');
  return new LoggingErrorReporter();
};

/**
 * The only place that knows which adapter serves which port (DESIGN.md). Third-party
 * services are used only when configured: Segment with an analytics key, Sentry with a
 * DSN, Stripe with a publishable key; otherwise the console and our sandbox stand in, so
 * the app runs offline. Installs the page-wide listeners too: uncaught errors are tracked
 * and reported, and queued analytics are sent when the page is hidden.
 */
export const createBrowserAdapters = (config: AppConfig): PortAdapters => {
  const cookies = new DocumentCookieJar();
  const auth = new RestClient({ baseUrl: config.authBaseUrl, cookies });
  const api = new RestClient({ baseUrl: config.apiBaseUrl, cookies });
  const clock = new SystemClock();
  const scheduler = new TimerScheduler();
  const errorReporter = createErrorReporter(config, clock);
  const keyValueStore = new BrowserKeyValueStore(() => window.localStorage, errorReporter);
  const segment = config.analyticsKey
    ? new SegmentAnalytics({
        writeKey: config.analyticsKey,
        host: config.analyticsHost,
        store: keyValueStore,
        clock,
        scheduler,
      })
    : null;
  const analytics = segment ?? new LoggingAnalytics();
  if (segment) window.addEventListener('pagehide', () => segment.flush());
  listenForGlobalErrors(window, { analytics, errorReporter });
  return {
    gateways: createRestGateways(api),
    cookies,
    keyValueStore,
    sessionGateway: new RestSessionGateway(auth, cookies),
    portalGateway: new RestPortalGateway(api),
    analytics,
    errorReporter,
    clock,
    scheduler,
    navigation: new BrowserNavigation(window),
    paymentProvider: config.paymentPublishableKey
      ? new StripePaymentProvider()
      : new SandboxPaymentProvider(new HttpSandboxPaymentHost(api), clock),
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

export const buildContainer = (config: AppConfig, adapters: PortAdapters): Container => {
  const container = new Container();
  container.bind<AppConfig>(AppConfig).toConstantValue(config);
  container.bind<CookieJar>(CookieJar).toConstantValue(adapters.cookies);
  container.bind<KeyValueStore>(KeyValueStore).toConstantValue(adapters.keyValueStore);
  container.bind<SessionGateway>(SessionGateway).toConstantValue(adapters.sessionGateway);
  container.bind<PortalGateway>(PortalGateway).toConstantValue(adapters.portalGateway);
  container.bind<AnalyticsSink>(AnalyticsSink).toConstantValue(adapters.analytics);
  container.bind<ErrorReporter>(ErrorReporter).toConstantValue(adapters.errorReporter);
  container.bind<Clock>(Clock).toConstantValue(adapters.clock);
  container.bind<Scheduler>(Scheduler).toConstantValue(adapters.scheduler);
  container.bind<ExternalNavigation>(ExternalNavigation).toConstantValue(adapters.navigation);
  container.bind<PaymentProvider>(PaymentProvider).toConstantValue(adapters.paymentProvider);
  bindGateways(container, adapters.gateways);
  container.bind(ShellViewModel).toSelf().inSingletonScope();
  container.bind(PortalViewModel).toSelf().inSingletonScope();
  container.bind(ServiceCatalogViewModel).toSelf();
  container.bind(ListingCatalogViewModel).toSelf();
  container.bind(ContentHomesViewModel).toSelf();
  return container;
};
