import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './auth/account-routes.js';
import { registerLoginRoute } from './auth/login.routes.js';
import { registerPasswordResetRoute } from './auth/password-reset.routes.js';
import { registerRoleRoutes } from './auth/roles.routes.js';
import { registerSessionRoutes } from './auth/session.routes.js';
import { registerSignupRoute } from './auth/signup.routes.js';
import { registerUserPhoneRoute } from './auth/user-phone.routes.js';
import { registerBookingContextRoutes } from './booking-contexts/booking-context.routes.js';
import { registerCalendarRoutes } from './calendar/calendar.routes.js';
import { registerCatalogRoutes } from './catalog/catalog.routes.js';
import { findHomeFirstPhoto } from './catalog/home.store.js';
import { registerInstantPricingRoute } from './catalog/instant-pricing.routes.js';
import { registerListingRoutes } from './catalog/listing.routes.js';
import { registerSearchRoutes } from './catalog/search.routes.js';
import { registerConciergeRoutes } from './concierge/concierge.routes.js';
import { registerConciergeOutboxRoute } from './concierge/concierge-outbox.routes.js';
import { defaultServerConfig, type ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { formatValidationError, frameworkErrors, registerErrorHandling } from './http/error-handling.js';
import { guestWrites } from './http/guest-writes.js';
import { type Readiness, registerHealthRoutes } from './http/health.routes.js';
import { registerHostileInputGuard } from './http/hostile-input.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { databaseCounters } from './http/limit-counters.js';
import { loggerOptions, OneLinePerRequest } from './http/logging.js';
import { registerMainSite } from './http/main-site-page.js';
import { registerApiDocs } from './http/openapi/openapi-document.js';
import { registerOverloadGuard } from './http/overload.js';
import { registerRateLimiting } from './http/rate-limit.js';
import { type RedisLimitStore, redisCounters } from './http/redis-counters.js';
import { requestLoggerFactory } from './http/request-logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { SESSION_TOKEN_HEADER } from './http/session-header.js';
import { signInAttempts } from './http/sign-in-attempts.js';
import { pageFallback, registerStaticFiles } from './http/static-site.js';
import { registerItineraryItemRoutes } from './itinerary-items/itinerary-items.routes.js';
import { tripItems } from './itinerary-items/trip-items.js';
import { type MailOutbox, tableMailOutbox } from './mail/mail-outbox.js';
import { registerInterestRoutes } from './market/interest.routes.js';
import { registerLeadRoutes } from './market/lead.routes.js';
import { registerMarketRoutes } from './market/market.routes.js';
import { registerPromotionRoutes } from './market/promotion.routes.js';
import { registerMediaRoutes } from './media/media.routes.js';
import type { PictureRenderer } from './media/picture.js';
import { registerPaymentRoutes } from './payments/payments.routes.js';
import { registerPendingRoutes } from './pending/pending.routes.js';
import { registerPromoCodeRoutes } from './promo-codes/promo-code.routes.js';
import { registerServiceRoutes } from './services/services.routes.js';
import { registerTripRoutes } from './trips/trips.routes.js';

/**
 * Fastify leaves the request and connection timeouts at 0 (none); these bound how long a slow
 * client can hold a connection (issue 25, finding 6). Node checks the request and header
 * deadlines on an interval (30 s by default), so the interval is tied to the deadlines.
 */
const httpTimeoutOptions = (timeouts: ServerConfig['httpTimeouts']) => ({
  requestTimeout: timeouts.requestMs,
  connectionTimeout: timeouts.idleMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  http: {
    headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
  },
});

export interface BuildServerOptions {
  db: Database;
  /** The built front end (dist/); omit it when another server serves the pages. */
  staticDir?: string | undefined;
  config?: Partial<ServerConfig>;
  /** Turned off by a stopping process (main.ts) so /api/ready answers 503 first. */
  readiness?: Readiness;
  /** Where the limits count when REDIS_URL is set; the database otherwise. The caller closes it. */
  redis?: RedisLimitStore | undefined;
  /** Where the host's mail goes (docs/host/decisions.md#mail-outbox): the mail_outbox table unless given. */
  mailOutbox?: MailOutbox | undefined;
  /** Draws the /media pictures (main.ts passes the demo's); without it every picture is a 404. */
  pictures?: PictureRenderer | undefined;
  /**
   * Pact's state-change route (server/verification), registered when config.providerStates is
   * on. Handed in by the entry so that production code never imports the verification support.
   */
  providerStateRoute?: ProviderStateRoute | undefined;
}

/** Registers the route Pact's verifier sets up its provider states through. */
export type ProviderStateRoute = (app: FastifyInstance, db: Database, now: () => Date) => void;

/**
 * The whole host, not yet listening: main.ts calls listen, tests call inject. The
 * database is the caller's to open and close.
 */
export const buildServer = async ({
  db,
  staticDir,
  config = {},
  readiness,
  redis,
  mailOutbox = tableMailOutbox,
  pictures,
  providerStateRoute,
}: BuildServerOptions): Promise<FastifyInstance> => {
  const settings: ServerConfig = { ...defaultServerConfig, ...config };
  const app = Fastify({
    logger: loggerOptions(settings.logger),
    logController: new OneLinePerRequest(),
    // Without a logger Fastify makes no request loggers at all; with one, they are made lazily.
    ...(settings.logger === false ? {} : { childLoggerFactory: requestLoggerFactory }),
    bodyLimit: 1024 * 1024,
    ...httpTimeoutOptions(settings.httpTimeouts),
    // The nearest `trustProxy` hops are proxies of ours; the address before them is the client.
    trustProxy:
      settings.trustProxy > 0 ? (_address: string, hop: number) => hop < settings.trustProxy : false,
    // The app calls /api/login/ and /api/signup/ with a slash, other paths without one.
    routerOptions: { ignoreTrailingSlash: true },
    schemaErrorFormatter: formatValidationError,
    frameworkErrors,
  });

  // A home's page announces its first photo with the page (server/http/page-preloads.ts).
  const pages = staticDir
    ? pageFallback(staticDir, { firstPhotoOf: (homeId) => findHomeFirstPhoto(db, homeId) })
    : undefined;
  registerErrorHandling(app, pages);
  await registerOverloadGuard(app, db, settings.overload);
  registerJsonBodyParser(app);
  registerHostileInputGuard(app);
  await registerSecurityHeaders(app, settings);
  // Limits count in the database, shared by every host process on it (docs/host/limits.md), or
  // in Redis when REDIS_URL is set (docs/host/cluster.md).
  const counters = redis ? redisCounters(redis) : databaseCounters(db);
  await registerRateLimiting(app, counters, redis);
  if (settings.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...settings.corsOrigins],
      allowedHeaders: ['Content-Type', SESSION_TOKEN_HEADER, 'X-User-Email', 'X-User-Phone'],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
    });
  }

  const writes = guestWrites(counters, settings.guestWriteLimits);
  // Before the routes: the document is collected as they register.
  if (settings.apiDocs) await registerApiDocs(app);
  registerHealthRoutes(app, db, readiness);
  registerLoginRoute(app, db, settings.authRateLimit, signInAttempts(counters, settings.signInLimits));
  registerSignupRoute(app, db, settings.authRateLimit);
  registerSessionRoutes(app, db);
  registerRoleRoutes(app, db);
  registerCatalogRoutes(app, db, settings);
  registerSearchRoutes(app, db, settings);
  registerListingRoutes(app, db, settings);
  registerInstantPricingRoute(app, db, settings);
  registerMarketRoutes(app, db, settings);
  registerLeadRoutes(app, db, settings);
  registerInterestRoutes(app, db, settings);
  registerPromotionRoutes(app, db, settings);
  registerTripRoutes(app, db, settings, writes, tripItems);
  registerItineraryItemRoutes(app, db, settings);
  registerCalendarRoutes(app, db, settings);
  registerPendingRoutes(app, db);
  registerBookingContextRoutes(app, db, settings, writes, counters);
  registerPromoCodeRoutes(app, db, settings, counters);
  registerServiceRoutes(app, db, settings);
  registerPaymentRoutes(app, db, settings);
  registerConciergeRoutes(app, db, settings);
  registerConciergeOutboxRoute(app, db, mailOutbox);
  registerUserPhoneRoute(app, db);
  registerAccountRoutes(app, db, settings);
  registerPasswordResetRoute(app, db, settings, mailOutbox);
  registerMediaRoutes(app, db, pictures);
  if (settings.providerStates) {
    // Said at once rather than answering 404 to every state change of a verification run.
    if (!providerStateRoute) throw new Error('providerStates is on but no providerStateRoute was given');
    providerStateRoute(app, db, settings.now);
  }
  registerMainSite(app, settings.productName);
  if (staticDir && pages) await registerStaticFiles(app, staticDir, pages);

  return app;
};
