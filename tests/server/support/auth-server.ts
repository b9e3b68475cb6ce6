import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.js';
import type { ServerConfig } from '../../../server/config.js';
import type { Database, DatabaseEngine } from '../../../server/db/database.js';
import { openSeededDatabase } from './seeded-database.js';

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
  const servers: FastifyInstance[] = [];
  const build = async (config: Partial<ServerConfig> = {}) => {
    // A high limit by default: the rate-limit test builds its own server with a low one.
    const app = await buildServer({
      db,
      config: { authRateLimit: { max: 1000, timeWindowMs: 60_000 }, ...config },
    });
    servers.push(app);
    return app;
  };
  const app = await build();
  const login = async (account: { email: string; password: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: account.email, password: account.password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<{ sessionToken: string }>().sessionToken;
  };
  return {
    db,
    app,
    build,
    login,
    dispose: async () => {
      for (const server of servers) await server.close();
      await dispose();
    },
  };
};
