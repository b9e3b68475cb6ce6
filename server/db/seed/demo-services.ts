import type { Queryable } from '../database.js';

/** Seeds the demo services, inside the catalog's seeding transaction (after markets, homes and the demo accounts). */
export const seedDemoServices = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  void db;
  void anchor;
};
