import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';

export interface RateLimitSettings {
  max: number;
  timeWindowMs: number;
}

/**
 * Registers the limiter without a global limit: only routes that opt in with
 * `config: { rateLimit: ... }` (sign-in, sign-up, promo validation) are counted, per
 * client IP. Counters live in memory, which is right for a single-process host.
 */
export const registerRateLimiting = async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts: try again in ${context.after}`),
  });
};

export const routeRateLimit = (settings: RateLimitSettings) => ({
  rateLimit: { max: settings.max, timeWindow: settings.timeWindowMs },
});
