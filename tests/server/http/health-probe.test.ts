import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { DATABASE_UP_FOR_MS, databaseProbe } from '../../../server/http/health.routes.js';
import { stubDatabase } from '../support/stub-database.js';

/** /api/health probes the database, sharing one probe across a burst of checks. */
describe('the database probe of /api/health', () => {
  const countingDatabase = () => {
    const state = { probes: 0, down: false };
    const db = {
      query: async <T>() => {
        state.probes += 1;
        if (state.down) throw new Error('connection refused');
        return { rows: [] as T[] };
      },
    };
    return { state, db };
  };

  it('probes once for checks that arrive together, and trusts a success for a while', async () => {
    const { state, db } = countingDatabase();
    let now = 0;
    const probe = databaseProbe(db, () => now);
    expect(probe.trusted()).toBe(false);
    await Promise.all([probe(), probe(), probe()]);
    expect(state.probes).toBe(1);
    expect(probe.trusted()).toBe(true);
    now = DATABASE_UP_FOR_MS - 1;
    await probe();
    expect(state.probes).toBe(1);
    now = DATABASE_UP_FOR_MS + 1;
    await probe();
    expect(state.probes).toBe(2);
  });

  it('reports a lost database once the success is older than the window, and on every check after', async () => {
    const { state, db } = countingDatabase();
    let now = 0;
    const probe = databaseProbe(db, () => now);
    await probe();
    state.down = true;
    now = DATABASE_UP_FOR_MS + 1;
    await expect(probe()).rejects.toThrow('connection refused');
    await expect(probe()).rejects.toThrow('connection refused');
    expect(state.probes).toBe(3);
    expect(probe.trusted()).toBe(false);
  });

  it('trusts any query of the host that succeeded within the window, and probes once it is older', async () => {
    const { state, db } = countingDatabase();
    let now = 5_000;
    let answeredAt = 4_500;
    const probe = databaseProbe({ ...db, lastAnswerAt: () => answeredAt }, () => now);
    await probe();
    expect(state.probes).toBe(0);
    answeredAt = now - DATABASE_UP_FOR_MS - 1;
    await probe();
    expect(state.probes).toBe(1);
    now += DATABASE_UP_FOR_MS + 1;
    state.down = true;
    await expect(probe()).rejects.toThrow('connection refused');
  });

  const loggedServer = async (fail: boolean) => {
    const lines: string[] = [];
    const app = await buildServer({
      db: stubDatabase({ fail }),
      config: { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } },
    });
    return { app, lines };
  };

  it('writes no log line for a check that passes, as other routes do at info', async () => {
    const { app, lines } = await loggedServer(false);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['request completed']);
    await app.close();
  });

  it('logs a failing check as an error, with the cause scrubbed', async () => {
    const { app, lines } = await loggedServer(true);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, msg: 'health check: the database is not answering' });
    expect(logged[0].err.message).toContain('ECONNREFUSED');
    await app.close();
  });

  it('answers the same, body and headers, whether it probed the database or trusted a recent probe', async () => {
    const app = await buildServer({ db: stubDatabase() });
    const probing = await app.inject({ method: 'GET', url: '/api/health' });
    const trusting = await app.inject({ method: 'GET', url: '/api/health' });
    for (const response of [probing, trusting]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
    }
    const { date: _probedAt, ...probed } = probing.headers;
    const { date: _trustedAt, ...trusted } = trusting.headers;
    expect(trusted).toEqual(probed);
    expect(probed).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    await app.close();
  });

  it('answers 503 when the database does not answer', async () => {
    const app = await buildServer({ db: stubDatabase({ fail: true }) });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
