import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { promotionsJson } from './market-json.js';
import { runningPromotions } from './promotion.store.js';

/**
 * GET /api/promotional-messages/active: the promotions running now, as an object keyed by
 * promotion (docs/product/calls.md#auth-and-context), each with what its banner shows.
 * productLines empty means every line.
 */
export const registerPromotionRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  app.get('/api/promotional-messages/active', async () =>
    promotionsJson(await runningPromotions(db, config.now())),
  );
};
