import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { LimitCounters } from '../http/limit-counters.js';
import { promoGuessAllowance } from './promo-guesses.js';
import { registerPromoRedemptionRoute } from './promo-redemption.routes.js';
import { registerPromoValidationRoute } from './promo-validation.routes.js';

/**
 * Promo codes (docs/product/calls.md#services-and-misc, docs/host/decisions.md#promo-codes):
 * checking a code, and redeeming codes on an item.
 */
export const registerPromoCodeRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  counters: LimitCounters,
) => {
  // One allowance for both: a code tried at checking or at redeeming is one guess alike.
  const guesses = promoGuessAllowance(counters, config.authRateLimit);
  registerPromoValidationRoute(app, db, config, guesses);
  registerPromoRedemptionRoute(app, db, config, guesses);
};
