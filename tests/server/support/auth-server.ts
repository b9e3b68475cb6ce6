import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../../server/config.js';
import type { Database, DatabaseEngine } from '../../../server/db/database.js';
import { openSeededDatabase } from './seeded-database.js';
import { loginThrough, serverPool } from './server-pool.js';

export const GUEST = { email: 'guest@keyhaven.test', password: 'vacation-demo-1' };
export const CONCIERGE = { email: 'concierge@keyhaven.test', password: 'concierge-demo-1' };

export interface AuthHarness {
  db: Database;
  app: FastifyInstance;
  /** Another server over the same database, e.g. with a different config. */
  build(config?: Partial<ServerConfig>): Promise<FastifyInstance>;
  /** Signs in through the API and returns the session token. */
  login(account: { email: string; password: string }): Promise<string>;
  dispose(): Promise<void>;
}

/** A migrated database with the demo accounts and a server over it. */
export const openAuthHarness = async (engine: DatabaseEngine): Promise<AuthHarness> => {
  const { db, dispose } = await openSeededDatabase(engine, { catalog: false });
  const pool = serverPool(db);
  const app = await pool.build();
  return {
    db,
    app,
    build: pool.build,
    login: (account) => loginThrough(app, account),
    dispose: async () => {
      await pool.closeAll();
      await dispose();
    },
  };
};
