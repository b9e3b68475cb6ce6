import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { pingDatabase } from './database-ping.store.js';
import { READS_NO_INPUT } from './hostile-input.js';
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
  db: Pick<Database, 'query' | 'lastAnswerAt'>,
  clock: () => number = performance.now.bind(performance),
) => {
  let upAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  /** Whether a success is recent enough to answer from without probing. */
  // A query of the host's that just succeeded says as much as a probe would (PGlite: the
  // probe would queue behind every search in the worker).
  const trusted = () =>
    clock() - Math.max(upAt, db.lastAnswerAt?.() ?? Number.NEGATIVE_INFINITY) < DATABASE_UP_FOR_MS;
  const probe = (): Promise<void> => {
    if (trusted()) return Promise.resolve();
    running ??= pingDatabase(db)
      .then(() => {
        upAt = clock();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return Object.assign(probe, { trusted });
};

/**
 * The longest a health check waits for the database. With every pool connection busy (a
 * lock held elsewhere, a burst of slow writes) the probe queues behind them; the balancer
 * must hear "not ready" within its own check timeout, not after the queue drains.
 */
export const HEALTH_WAIT_MS = 2000;

const withDeadline = (work: Promise<void>, ms: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
    timer.unref();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Only a failing check is logged: a load balancer polls this route every few seconds on every
 * host, and a line per success (the route's 'request completed' at info) would bury the log in
 * lines that say nothing. A check that finds the database down logs an error with the cause.
 */
export const HEALTH_LOG_LEVEL = 'warn';

/**
 * Liveness that includes the database, so a load balancer drops a host that lost it. It reads
 * no input, so the hostile-input guard skips it. While the database is trusted the answer is
 * returned at once, not from an async function: nearly every check takes that path, and Fastify
 * then sends it in the same turn instead of after a promise and a microtask.
 */
/**
 * Whether this process takes new work. A stopping process turns it off first, so a balancer
 * polling /api/ready stops sending before the process stops listening (issue 31).
 */
export interface Readiness {
  accepting: boolean;
}

export const registerHealthRoutes = (
  app: FastifyInstance,
  db: Database,
  readiness: Readiness = { accepting: true },
  waitMs = HEALTH_WAIT_MS,
) => {
  const probe = databaseProbe(db);
  const up = { status: 'ok', database: db.engine };
  app.get('/api/health', { logLevel: HEALTH_LOG_LEVEL, config: READS_NO_INPUT }, (request) => {
    if (probe.trusted()) return up;
    return withDeadline(probe(), waitMs).then(
      () => up,
      (error: unknown) => {
        request.log.error({ err: error }, 'health check: the database is not answering');
        throw new HttpError(503, 'The database is not answering');
      },
    );
  });

  app.get('/api/ready', { logLevel: HEALTH_LOG_LEVEL, config: READS_NO_INPUT }, async (_request, reply) => {
    if (!readiness.accepting) return reply.code(503).send({ ready: false, reason: 'stopping' });
    try {
      if (!probe.trusted()) await withDeadline(probe(), waitMs);
      return { ready: true };
    } catch {
      return reply.code(503).send({ ready: false, reason: 'database' });
    }
  });
};
