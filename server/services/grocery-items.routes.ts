import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { listGroceryItems } from './service.store.js';

/**
 * GET /api/grocery-items: what a grocery-list field offers, aisle by aisle
 * (docs/product/calls.md#services-and-misc).
 */
export const registerGroceryItemRoutes = (app: FastifyInstance, db: Database): void => {
  app.get('/api/grocery-items', async () => listGroceryItems(db));
};
