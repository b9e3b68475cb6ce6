import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { TRY_AGAIN_LATER } from '../../../server/http/error-handling.js';
import { stubDatabase } from '../support/stub-database.js';

/**
 * Issue 31: a process with requests queueing for database connections answers 503 with
 * Retry-After at once (the health and readiness checks still answer), and a stopping process
 * reports not ready before it stops listening.
 */
describe('overload and readiness', () => {
  it('answers 503 with Retry-After in the catalogue words while requests wait for the pool', async () => {
    let waiting = 0;
    const db = { ...stubDatabase(), waitingForConnection: () => waiting };
    const app = await buildServer({
      db,
      config: { overload: { maxEventLoopDelayMs: 0, maxPoolWaiting: 5 } },
    });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
      waiting = 40;
      const deadline = Date.now() + 10_000;
      let answer = await app.inject({ method: 'GET', url: '/api/countries' });
      while (answer.statusCode !== 503 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await app.inject({ method: 'GET', url: '/api/countries' });
      }
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ message: TRY_AGAIN_LATER, code: 'overloaded' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 20_000);

  it('reports not ready as soon as the process starts stopping', async () => {
    const readiness = { accepting: true };
    const app = await buildServer({ db: stubDatabase(), readiness });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ ready: true });
      readiness.accepting = false;
      const stopping = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([stopping.statusCode, stopping.json()]).toEqual([503, { ready: false, reason: 'stopping' }]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
