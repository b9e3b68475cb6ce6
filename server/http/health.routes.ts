import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from './http-error.js';

/**
 * How long a database that answered counts as up. A load balancer probes every few seconds;
 * probing the database on each of a burst of checks cost a round trip each (most of the
 * answer's cost) and told nothing new. A database that fails is probed again on every check.
 */
export const DATABASE_UP_FOR_MS = 1000;

/**
 * Whether the database answers: one probe shared by the checks that arrive while it runs,
 * and a success trusted for DATABASE_UP_FOR_MS.
 */
export const databaseProbe = (
  db: Pick<Database, 'query'>,
  clock: () => number = performance.now.bind(performance),
) => {
  let upAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return (): Promise<void> => {
    if (clock() - upAt < DATABASE_UP_FOR_MS) return Promise.resolve();
    running ??= db
      .query('select 1')
      .then(() => {
        upAt = clock();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
};

/**
 * Only a failing check is logged: a load balancer polls this route every few seconds on every
 * host, and a line per success (the route's 'request completed' at info) would bury the log in
 * lines that say nothing. A check that finds the database down logs an error with the cause.
 */
export const HEALTH_LOG_LEVEL = 'warn';

/** Liveness that includes the database, so a load balancer drops a host that lost it. */
export const registerHealthRoutes = (app: FastifyInstance, db: Database) => {
  const probe = databaseProbe(db);
  const up = { status: 'ok', database: db.engine };
  app.get('/api/health', { logLevel: HEALTH_LOG_LEVEL }, async (request) => {
    try {
      await probe();
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database is not answering');
      throw new HttpError(503, 'The database is not answering');
    }
    return up;
  });
};
