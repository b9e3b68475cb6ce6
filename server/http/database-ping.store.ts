import type { Database } from '../db/database.js';

/** The cheapest statement the database must answer: the health checks' probe. */
export const pingDatabase = async (db: Pick<Database, 'query'>): Promise<void> => {
  await db.query('select 1');
};
