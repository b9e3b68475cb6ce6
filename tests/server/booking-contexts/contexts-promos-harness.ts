import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerConfig } from '../../../server/config.js';
import type { Database, DatabaseEngine } from '../../../server/db/database.js';
import { marketId } from '../../../server/demo/seed/generate-catalog-base.js';
import { GUEST } from '../support/auth-server.js';
import { openSeededDatabase } from '../support/seeded-database.js';
import { serverPool } from '../support/server-pool.js';

export const MARKET_ID = marketId('rocky-mountains');

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked with toMatchObject or decoded with the core codecs
  body: any;
}

export interface ContextsPromosHarness {
  db: Database;
  app: FastifyInstance;
  anchor: string;
  guest: { id: string; token: string };
  other: { id: string; token: string };
  /** A server over the same database with other settings (a low rate limit). */
  build(config?: Partial<ServerConfig>): Promise<FastifyInstance>;
  call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    token?: string,
    app?: FastifyInstance,
  ): Promise<Answer>;
  dispose(): Promise<void>;
}

/**
 * The whole host over the demo data, its clock pinned to the seed day's noon.
 */
export const openContextsPromosHarness = async (engine: DatabaseEngine): Promise<ContextsPromosHarness> => {
  const { db, anchor, dispose: disposeDb } = await openSeededDatabase(engine);
  const pool = serverPool(db, { now: () => new Date(`${anchor}T12:00:00Z`) });
  const app = await pool.build();
  const call: ContextsPromosHarness['call'] = async (method, url, payload, token, on = app) => {
    const response = await on.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { 'x-session-token': token } : {},
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const login = await call('POST', '/api/login/', { username: GUEST.email, password: GUEST.password });
  const signup = await call('POST', '/api/signup/', {
    email: `other-${engine}@keyhaven.test`,
    password: 'another-long-password',
    firstName: 'Other',
    lastName: 'Guest',
  });
  if (login.status !== 200 || signup.status !== 201) throw new Error('could not sign the test guests in');
  return {
    db,
    app,
    anchor,
    guest: { id: login.body.user.objectId, token: login.body.sessionToken },
    other: { id: signup.body.user.objectId, token: signup.body.token },
    build: pool.build,
    call,
    dispose: async () => {
      await pool.closeAll();
      await disposeDb();
    },
  };
};
