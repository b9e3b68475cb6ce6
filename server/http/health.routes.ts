import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from './http-error.js';

/** Liveness that includes the database, so a load balancer drops a host that lost it. */
export const registerHealthRoutes = (app: FastifyInstance, db: Database) => {
  app.get('/api/health', async () => {
    try {
      await db.query('select 1');
    } catch {
      throw new HttpError(503, 'The database is not answering');
    }
    return { status: 'ok', database: db.engine };
  });
};
