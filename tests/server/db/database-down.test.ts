import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import type { Database } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';
import { openPostgresDatabase } from '../../../server/db/postgres-database.js';
import { seedDemoAccounts } from '../../../server/demo/seed/demo-accounts.js';
import { TRY_AGAIN_LATER } from '../../../server/http/error-handling.js';

/**
 * Issue 25, finding 8: a database that is down, or a lock held elsewhere, answers 503 in the
 * catalogue's words within the configured limits, /api/health does not wait behind a busy
 * pool, and the host recovers on its own once the database answers again. PostgreSQL only:
 * the host reaches it through a loopback relay the test can cut.
 */
const DATABASE_URL = process.env.DATABASE_URL;

/** A TCP relay to PostgreSQL that can refuse connections (down) and accept them again (up). */
const relayTo = (target: URL) => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<number>((resolve) => {
      const relay = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = relay;
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as { port: number }).port;
        resolve(port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  return { up, down };
};

const login = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: 'nobody@example.com', password: 'not-the-password' },
  });

/** Polls until `check` holds, without a fixed sleep standing in for the wait. */
const eventually = async (check: () => Promise<boolean>, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

describe.skipIf(!DATABASE_URL)('a database that is down or locked (PostgreSQL)', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const relay = relayTo(new URL(DATABASE_URL ?? 'postgres://localhost'));
  let admin: pg.Client;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const port = await relay.up();
    const url = new URL(DATABASE_URL as string);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    db = await openPostgresDatabase({
      connectionString: url.toString(),
      schema,
      max: 3,
      timeouts: { poolWaitMs: 1000, lockMs: 1000, statementMs: 5000 },
    });
    await migrate(db);
    await seedDemoAccounts(db);
    app = await buildServer({ db });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close().catch(() => {});
    await relay.down();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('answers sign-in normally while the database is up', async () => {
    expect((await login(app)).statusCode).toBe(401);
  });

  it('answers 503 in the catalogue words while the database refuses connections, then recovers', async () => {
    await relay.down();
    const refused = await login(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: TRY_AGAIN_LATER, code: 'service-unavailable' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const search = await app.inject({ method: 'GET', url: '/api/listings/destinations' });
    expect(search.statusCode).toBe(503);
    expect(search.json().message).toBe(TRY_AGAIN_LATER);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await relay.up();
    expect(await eventually(async () => (await login(app)).statusCode === 401, 15_000)).toBe(true);
  }, 40_000);

  it('a lock held elsewhere answers 503 at lock_timeout, and /api/health does not wait behind the pool', async () => {
    await admin.query('begin');
    await admin.query(`lock table ${schema}.users in access exclusive mode`);
    try {
      const started = Date.now();
      const blocked = Promise.all([login(app), login(app), login(app), login(app)]);
      // The pool (3) is full of sign-ins waiting on the lock: the health check must not queue.
      const healthStarted = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(Date.now() - healthStarted).toBeLessThan(4000);
      expect([200, 503]).toContain(health.statusCode);
      const answers = await blocked;
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json().message).toBe(TRY_AGAIN_LATER);
      }
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await admin.query('rollback');
    }
    expect((await login(app)).statusCode).toBe(401);
  }, 40_000);
});
