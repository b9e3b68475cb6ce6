import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RateLimitSettings } from './auth/rate-limit.js';
import { pageConnectOrigins } from './http/security-headers.js';

/** What buildServer needs beyond the database; every field has a default. */
export interface ServerConfig {
  /** The product's short name, shown by the main-site stand-in. */
  productName: string;
  /** `false` in tests; main.ts logs requests at info. */
  logger: false | { level: string; stream?: { write(line: string): void } };
  /** Sign-in and sign-up attempts per client IP and window. */
  authRateLimit: RateLimitSettings;
  /** Trust X-Forwarded-For (behind a proxy), so limits count real clients. */
  trustProxy: boolean;
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
  /** The clock: today's date for stays and which promotions run. Tests pin it. */
  now: () => Date;
  /**
   * Stripe's secret key (STRIPE_SECRET_KEY): cards go through Stripe when it is set, through
   * the offline sandbox provider when not (docs/host/decisions.md#payment-cards).
   */
  stripeSecretKey: string | undefined;
}

export const defaultServerConfig: ServerConfig = {
  productName: 'Keyhaven',
  logger: false,
  authRateLimit: { max: 10, timeWindowMs: 60_000 },
  trustProxy: false,
  corsOrigins: [],
  connectOrigins: [],
  mediaBaseUrl: '',
  now: () => new Date(),
  stripeSecretKey: undefined,
};

export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** How main.ts runs the process, read from the environment. */
export interface RuntimeSettings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The rsbuild output, or undefined when another server (rsbuild dev) serves pages. */
  staticDir: string | undefined;
  seedDemo: boolean;
  server: ServerConfig;
}

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no', 'off'].includes(value.toLowerCase());

const positiveInt = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

export const readRuntimeSettings = (env: Env): RuntimeSettings => ({
  port: positiveInt(env.PORT, 3000, 'PORT'),
  host: env.HOST || '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(REPO_ROOT, env.DATA_DIR || '.data/pglite'),
  staticDir: flag(env.SERVE_STATIC, true) ? resolve(REPO_ROOT, env.STATIC_DIR || 'dist') : undefined,
  seedDemo: flag(env.SEED_DEMO, true),
  server: {
    productName: env.PUBLIC_PRODUCT_SHORT_NAME || defaultServerConfig.productName,
    logger: { level: env.LOG_LEVEL || 'info' },
    authRateLimit: {
      max: positiveInt(env.AUTH_RATE_LIMIT_MAX, defaultServerConfig.authRateLimit.max, 'AUTH_RATE_LIMIT_MAX'),
      timeWindowMs: positiveInt(
        env.AUTH_RATE_LIMIT_WINDOW_MS,
        defaultServerConfig.authRateLimit.timeWindowMs,
        'AUTH_RATE_LIMIT_WINDOW_MS',
      ),
    },
    trustProxy: flag(env.TRUST_PROXY, false),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    connectOrigins: pageConnectOrigins(env),
    mediaBaseUrl: (env.PUBLIC_MEDIA_URL ?? '').replace(/\/+$/, ''),
    now: defaultServerConfig.now,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
  },
});
