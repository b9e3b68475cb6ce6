import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.js';
import type { ServerConfig } from '../../../server/config.js';
import type { Database } from '../../../server/db/database.js';
import { renderPicture } from '../../../server/demo/pictures/svg-art.js';
import { registerProviderStateRoute } from '../../../server/verification/provider-state.routes.js';

/** Servers over one test database, each closed by closeAll (a harness's dispose). */
export interface ServerPool {
  /** A server with `defaults`, then `config` over them. */
  build(config?: Partial<ServerConfig>): Promise<FastifyInstance>;
  closeAll(): Promise<void>;
}

/**
 * High limits by default (per address, per account, per guest's writes): a suite that signs
 * in and writes a lot would otherwise meet them. A limit's own test builds its server with
 * the production values or low ones.
 */
export const TEST_LIMITS: Partial<ServerConfig> = {
  authRateLimit: { max: 1000, timeWindowMs: 60_000 },
  signInLimits: { failuresPerAccount: 100_000, windowMs: 60_000, knownAddressMs: 60_000 },
  guestWriteLimits: {
    message: { max: 100_000, windowMs: 60_000 },
    note: { max: 100_000, windowMs: 60_000 },
    trip: { max: 100_000, windowMs: 60_000 },
    context: { max: 100_000, windowMs: 60_000 },
  },
};
const TEST_RATE_LIMIT = TEST_LIMITS;

export const serverPool = (db: Database, defaults: Partial<ServerConfig> = {}): ServerPool => {
  const servers: FastifyInstance[] = [];
  return {
    build: async (config = {}) => {
      const app = await buildServer({
        db,
        config: { ...TEST_RATE_LIMIT, ...defaults, ...config },
        pictures: renderPicture,
        providerStateRoute: registerProviderStateRoute,
      });
      servers.push(app);
      return app;
    },
    closeAll: async () => {
      for (const server of servers) await server.close();
    },
  };
};

/** Signs in through the API and returns the session token; a refusal fails the test's setup. */
export const loginThrough = async (
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ sessionToken: string }>().sessionToken;
};
