import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Env, flag, isProduction, positiveInt, wholeNumber } from './config-values.js';
import { defaultPostgresTimeouts, type PostgresTimeouts } from './db/postgres-database.js';
import { defaultGuestWriteLimits, type GuestWriteLimits } from './http/guest-writes.js';
import type { LoggerSetting } from './http/logging.js';
import { defaultOverloadSettings, embeddedOverloadSettings, type OverloadSettings } from './http/overload.js';
import type { RateLimitSettings } from './http/rate-limit.js';
import { mapSourceOrigins, pageConnectOrigins } from './http/security-headers.js';
import { defaultSignInLimits, type SignInLimits } from './http/sign-in-attempts.js';

/** What buildServer needs beyond the database; every field has a default. */
export interface ServerConfig {
  /** The product's short name, shown by the main-site stand-in. */
  productName: string;
  /** `false` in tests; main.ts logs requests at info. */
  logger: LoggerSetting;
  /** Sign-in and sign-up attempts per client IP and window. */
  authRateLimit: RateLimitSettings;
  /**
   * How many proxies in front of the host to trust for the client address (TRUST_PROXY): 0
   * trusts none; n takes the address n hops from the right of X-Forwarded-For, the one the
   * nearest trusted proxy saw. Never the left-most, which any client writes itself and so
   * would pick its own rate-limit bucket (docs/host/decisions.md#hardening).
   */
  trustProxy: number;
  /**
   * Where guests reach the app (PUBLIC_APP_URL): the links the host writes for them (card
   * tokens, account links) start here, never at the request's Host header, which whoever
   * sends the request chooses.
   */
  publicAppUrl: string;
  /** Origins allowed to call the API from another host; empty means same origin only. */
  corsOrigins: readonly string[];
  /**
   * Hosts beyond this one the app's pages may call (Content-Security-Policy connect-src):
   * the API and session hosts, analytics and error reporting, from the app's PUBLIC_* values.
   */
  connectOrigins: readonly string[];
  /**
   * Prefix for the catalog's image paths (/media/...) in answers: '' keeps them relative to
   * this host; set it when images are served from another host or a CDN.
   */
  mediaBaseUrl: string;
  /** The hosts of the configured map source the pages may load (img-src, connect-src). */
  tileOrigins: readonly string[];
  /** The clock: today's date for stays and which promotions run. Tests pin it. */
  now: () => Date;
  /**
   * Stripe's secret key (STRIPE_SECRET_KEY): cards go through Stripe when it is set, through
   * the offline sandbox provider when not (docs/host/decisions.md#payment-cards).
   */
  stripeSecretKey: string | undefined;
  /**
   * Whether the host answers Pact's state changes at /_pact/provider-states
   * (PACT_PROVIDER_STATES), for contract verification runs only: the endpoint writes fixtures
   * into the database (docs/host/decisions.md#provider-states).
   */
  providerStates: boolean;
  /** Whether the host serves its OpenAPI document at /api/openapi.json and Swagger UI at /api/docs (API_DOCS). */
  apiDocs: boolean;
  /** How long a client may take to send a request, and how long idle connections stay open. */
  httpTimeouts: HttpTimeouts;
  /** Failed sign-ins per account before it refuses addresses it does not know. */
  signInLimits: SignInLimits;
  /** Messages, notes, trips and new booking contexts per guest in a burst. */
  guestWriteLimits: GuestWriteLimits;
  /** When a process refuses new work with 503 instead of queueing it. */
  overload: OverloadSettings;
}

/**
 * Issue 25, finding 6: without these a client sending its body one byte every ten seconds
 * held a connection for minutes, and a thousand such clients locked everyone else out.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this (408 otherwise). */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** A connection silent this long is closed, even mid-request. */
  idleMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

export const defaultServerConfig: ServerConfig = {
  productName: 'Keyhaven',
  logger: false,
  authRateLimit: { max: 10, timeWindowMs: 60_000 },
  trustProxy: 0,
  publicAppUrl: 'http://localhost:3000',
  corsOrigins: [],
  connectOrigins: [],
  mediaBaseUrl: '',
  tileOrigins: [],
  now: () => new Date(),
  stripeSecretKey: undefined,
  providerStates: false,
  apiDocs: false,
  httpTimeouts: { requestMs: 30_000, headersMs: 10_000, idleMs: 15_000, keepAliveMs: 5_000 },
  signInLimits: defaultSignInLimits,
  guestWriteLimits: defaultGuestWriteLimits,
  overload: embeddedOverloadSettings,
};

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** How main.ts runs the process, read from the environment. */
export interface RuntimeSettings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where the shared limits count instead of the database (REDIS_URL), and their key prefix. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  dataDir: string;
  /** The rsbuild output, or undefined when another server (rsbuild dev) serves pages. */
  staticDir: string | undefined;
  seedDemo: boolean;
  /** On SIGTERM: how long /api/ready answers 503 before the process stops listening. */
  stopDrainMs: number;
  /** On SIGTERM: the longest a stop may take before the process exits anyway (exit 1). */
  stopTimeoutMs: number;
  postgresTimeouts: PostgresTimeouts;
  server: ServerConfig;
}

export { flag, isProduction };

/**
 * TRUST_PROXY as a hop count: unset, 'false' or '0' trust none; 'true' is one proxy (the
 * usual load balancer); a whole number is that many.
 */
export const proxyHops = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return 0;
  const text = value.trim().toLowerCase();
  if (['false', 'no', 'off'].includes(text)) return 0;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error(`TRUST_PROXY must be true, false or a number of proxies from 0 to 10, got "${value}"`);
  return n;
};

/**
 * PACT_PROVIDER_STATES, refused under NODE_ENV=production unless
 * PACT_PROVIDER_STATES_IN_PRODUCTION also says so: the endpoint rewrites rows of a live
 * database, so a setting copied into a production environment must stop the start, not open
 * it (docs/host/decisions.md#provider-states).
 */
export const providerStatesSetting = (env: Env): boolean => {
  const enabled = flag(env, 'PACT_PROVIDER_STATES', false);
  if (enabled && isProduction(env) && !flag(env, 'PACT_PROVIDER_STATES_IN_PRODUCTION', false))
    throw new Error(
      'PACT_PROVIDER_STATES is set with NODE_ENV=production: the provider-state endpoint writes test data into the database. Unset it, or set PACT_PROVIDER_STATES_IN_PRODUCTION=true if this really is a verification host.',
    );
  return enabled;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far CLOCK_OFFSET_DAYS may move the clock: ten years either way covers every bookable
 * window a verification run needs, and keeps "today" a real date (99,999,999 days is past
 * the last date a JavaScript Date can hold).
 */
export const MAX_CLOCK_OFFSET_DAYS = 3660;

/**
 * CLOCK_OFFSET_DAYS, test-only: the host's clock that many whole days from the real date, so a
 * verification run can check that nothing the host is asked depends on the day it runs
 * (contracts/README.md#what-a-verification-run-needs). Refused under NODE_ENV=production: a
 * live host with a wrong today would take bookings for days gone by.
 */
export const clockSetting = (env: Env): (() => Date) => {
  const value = env.CLOCK_OFFSET_DAYS?.trim();
  if (value === undefined || value === '' || value === '0') return defaultServerConfig.now;
  const days = Number(value);
  if (!Number.isInteger(days) || Math.abs(days) > MAX_CLOCK_OFFSET_DAYS)
    throw new Error(
      `CLOCK_OFFSET_DAYS must be a whole number of days from -${MAX_CLOCK_OFFSET_DAYS} to ${MAX_CLOCK_OFFSET_DAYS}, got "${env.CLOCK_OFFSET_DAYS}"`,
    );
  if (isProduction(env))
    throw new Error(
      'CLOCK_OFFSET_DAYS is for verification runs only: it is refused with NODE_ENV=production',
    );
  return () => new Date(Date.now() + days * DAY_MS);
};

const millis = (env: Env, name: string, fallback: number) => positiveInt(env[name], fallback, name);

export const readRuntimeSettings = (env: Env): RuntimeSettings => {
  const port = positiveInt(env.PORT, 3000, 'PORT');
  const http = defaultServerConfig.httpTimeouts;
  const pg = defaultPostgresTimeouts;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'keyhaven:',
    dataDir: resolve(REPO_ROOT, env.DATA_DIR || '.data/pglite'),
    staticDir: flag(env, 'SERVE_STATIC', true) ? resolve(REPO_ROOT, env.STATIC_DIR || 'dist') : undefined,
    seedDemo: flag(env, 'SEED_DEMO', true),
    stopDrainMs: env.STOP_DRAIN_MS?.trim() === '0' ? 0 : millis(env, 'STOP_DRAIN_MS', 0),
    stopTimeoutMs: millis(env, 'STOP_TIMEOUT_MS', 20_000),
    postgresTimeouts: {
      statementMs: millis(env, 'DATABASE_STATEMENT_TIMEOUT_MS', pg.statementMs),
      lockMs: millis(env, 'DATABASE_LOCK_TIMEOUT_MS', pg.lockMs),
      poolWaitMs: millis(env, 'DATABASE_POOL_WAIT_MS', pg.poolWaitMs),
      idleInTransactionMs: pg.idleInTransactionMs,
    },
    server: {
      productName: env.PUBLIC_PRODUCT_SHORT_NAME || defaultServerConfig.productName,
      logger: { level: env.LOG_LEVEL || 'info' },
      authRateLimit: {
        max: positiveInt(
          env.AUTH_RATE_LIMIT_MAX,
          defaultServerConfig.authRateLimit.max,
          'AUTH_RATE_LIMIT_MAX',
        ),
        timeWindowMs: positiveInt(
          env.AUTH_RATE_LIMIT_WINDOW_MS,
          defaultServerConfig.authRateLimit.timeWindowMs,
          'AUTH_RATE_LIMIT_WINDOW_MS',
        ),
      },
      trustProxy: proxyHops(env.TRUST_PROXY),
      publicAppUrl: (env.PUBLIC_APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      connectOrigins: pageConnectOrigins(env),
      mediaBaseUrl: (env.PUBLIC_MEDIA_URL ?? '').replace(/\/+$/, ''),
      tileOrigins: mapSourceOrigins(env),
      now: clockSetting(env),
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      providerStates: providerStatesSetting(env),
      // On while developing, off in production unless asked for: the document lists every call.
      apiDocs: flag(env, 'API_DOCS', !isProduction(env)),
      httpTimeouts: {
        requestMs: millis(env, 'HTTP_REQUEST_TIMEOUT_MS', http.requestMs),
        headersMs: millis(env, 'HTTP_HEADERS_TIMEOUT_MS', http.headersMs),
        idleMs: millis(env, 'HTTP_IDLE_TIMEOUT_MS', http.idleMs),
        keepAliveMs: millis(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', http.keepAliveMs),
      },
      signInLimits: defaultServerConfig.signInLimits,
      guestWriteLimits: scaledWriteLimits(
        positiveInt(env.GUEST_WRITE_LIMIT_FACTOR, 1, 'GUEST_WRITE_LIMIT_FACTOR'),
      ),
      overload: {
        // 0 switches the event-loop check off (OverloadSettings).
        maxEventLoopDelayMs: wholeNumber(
          env.OVERLOAD_EVENT_LOOP_DELAY_MS,
          defaultOverloadSettings.maxEventLoopDelayMs,
          'OVERLOAD_EVENT_LOOP_DELAY_MS',
        ),
        maxPoolWaiting: positiveInt(
          env.OVERLOAD_POOL_WAITING,
          defaultOverloadSettings.maxPoolWaiting,
          'OVERLOAD_POOL_WAITING',
        ),
      },
    },
  };
};

/**
 * The per-guest burst limits times `factor` (GUEST_WRITE_LIMIT_FACTOR): the browser journeys
 * sign one demo guest in again and again, faster than any person, so they raise it as they
 * raise AUTH_RATE_LIMIT_MAX.
 */
const scaledWriteLimits = (factor: number): GuestWriteLimits =>
  Object.fromEntries(
    Object.entries(defaultGuestWriteLimits).map(([kind, limit]) => [
      kind,
      { ...limit, max: limit.max * factor },
    ]),
  ) as GuestWriteLimits;
