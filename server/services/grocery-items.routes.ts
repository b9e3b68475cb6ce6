import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { GroceryItemRow } from '../db/rows/trips.js';

/**
 * GET /api/grocery-items: what a grocery-list field offers, aisle by aisle
 * (docs/product/calls.md#services-and-misc).
 */
export const registerGroceryItemRoutes = (app: FastifyInstance, db: Database): void => {
  app.get('/api/grocery-items', async () => {
    const { rows } = await db.query<
      { objectId: GroceryItemRow['id'] } & Pick<GroceryItemRow, 'name' | 'category'>
    >(`select id as "objectId", name, category from grocery_items order by category, sort_order, name, id`);
    return rows;
  });
};
