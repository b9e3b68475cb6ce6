import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';
import type { LimitCounters } from './limit-counters.js';
import type { RedisLimitStore } from './redis-counters.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

export interface RateLimitSettings {
  max: number;
  timeWindowMs: number;
}

/**
 * Registers the limiter without a global limit: only routes that opt in with
 * `config: { rateLimit: ... }` (sign-in, sign-up, promo validation) are counted, per
 * client IP. Counters live in the database (limit_counters), shared by every host process on it,
 * through the limiter's own store interface (docs/host/limits.md). With REDIS_URL set they count
 * in Redis through the limiter's own Redis support instead (docs/host/cluster.md).
 */
export const registerRateLimiting = async (
  app: FastifyInstance,
  counters: LimitCounters,
  redis?: RedisLimitStore,
) => {
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis: redis.redis, nameSpace: `${redis.prefix}rate:` }
      : { store: sharedRateLimitStore(counters) }),
    // A database that cannot count must not turn every sign-in into a 500: the request goes on
    // to the route, which answers 503 itself if the database is really gone.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts: try again in ${context.after}`),
  });
};

export const routeRateLimit = (settings: RateLimitSettings) => ({
  rateLimit: { max: settings.max, timeWindow: settings.timeWindowMs },
});
