import type { Queryable } from '../database.js';

/** Seeds the demo card-tokens, inside the catalog's seeding transaction (after markets, homes and the demo accounts). */
export const seedDemoCardTokens = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  void db;
  void anchor;
};
