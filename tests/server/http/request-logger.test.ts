import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { RequestLogger } from '../../../server/http/request-logger.js';
import { stubDatabase } from '../support/stub-database.js';

/**
 * Each request's logger becomes a real child of the host's logger only when the request writes
 * a line its level lets through; the lines read as a child's would (request id included).
 */
describe("a request's logger", () => {
  const loggedServer = async (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildServer({
      db: stubDatabase(),
      config: { logger: { level, stream: { write: (line) => lines.push(JSON.parse(line)) } } },
    });
    const seen: { made: boolean; level: string }[] = [];
    const note = (log: FastifyBaseLogger) => {
      const logger = log as unknown as RequestLogger;
      seen.push({ made: logger.made, level: logger.level });
    };
    app.get('/api/test/quiet', async (request) => {
      request.log.debug('not at warn');
      note(request.log);
      return { ok: true };
    });
    app.get('/api/test/says-warn', { logLevel: 'error' }, async (request) => {
      request.log.warn('below the route level');
      note(request.log);
      request.log.error({ detail: 'x' }, 'the route failed %s', 'softly');
      note(request.log);
      request.log.child({ step: 'two' }).error('from a child');
      return { ok: true };
    });
    return { app, lines, seen };
  };

  it('is never made for a request that writes nothing at its level', async () => {
    const { app, lines, seen } = await loggedServer('warn');
    expect((await app.inject({ method: 'GET', url: '/api/test/quiet' })).statusCode).toBe(200);
    expect(seen).toEqual([{ made: false, level: 'warn' }]);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("is made on the first line its level lets through, which carries the request id; the route's level holds", async () => {
    const { app, lines, seen } = await loggedServer('info');
    await app.inject({ method: 'GET', url: '/api/test/says-warn' });
    expect(seen).toEqual([
      { made: false, level: 'error' },
      { made: true, level: 'error' },
    ]);
    // The route's level is error: neither the warning nor the 'request completed' line at info.
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 50, msg: 'the route failed softly' },
      { level: 50, msg: 'from a child' },
    ]);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[1]).toMatchObject({ reqId: lines[0]?.reqId, step: 'two' });
    await app.close();
  });

  it('writes the one line per request of a route without a level of its own, at info', async () => {
    const { app, lines, seen } = await loggedServer('info');
    await app.inject({ method: 'GET', url: '/api/test/quiet' });
    expect(seen).toEqual([{ made: false, level: 'info' }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    await app.close();
  });
});
