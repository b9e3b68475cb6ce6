import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.js';
import type { ServerConfig } from '../../../server/config.js';
import type { Database, DatabaseEngine } from '../../../server/db/database.js';
import { renderPicture } from '../../../server/demo/pictures/svg-art.js';
import { openSeededDatabase } from './seeded-database.js';
import { TEST_LIMITS } from './server-pool.js';

export interface CatalogHarness {
  db: Database;
  app: FastifyInstance;
  /** The seed day: demo calendars and trips are relative to it, and the server's clock is pinned to its noon. */
  anchor: string;
  /** GET through the server; answers status and parsed JSON. */
  get(url: string): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>;
  dispose(): Promise<void>;
}

/**
 * A database with the demo data and a server over it, one per test file (seeded-database.ts).
 * Tests may add rows of their own; each file has its own copy.
 */
export const openCatalogHarness = async (
  engine: DatabaseEngine,
  config: Partial<ServerConfig> = {},
): Promise<CatalogHarness> => {
  const { db, anchor, dispose: disposeDb } = await openSeededDatabase(engine);
  const app = await buildServer({
    db,
    pictures: renderPicture,
    config: { ...TEST_LIMITS, now: () => new Date(`${anchor}T12:00:00Z`), ...config },
  });
  return {
    db,
    app,
    anchor,
    get: async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const type = String(response.headers['content-type'] ?? '');
      return {
        status: response.statusCode,
        body: type.includes('json') ? response.json() : response.body,
        headers: response.headers,
      };
    },
    dispose: async () => {
      await app.close();
      await disposeDb();
    },
  };
};
