import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { defaultServerConfig } from '../../../server/config.js';
import { stubDatabase } from '../support/stub-database.js';

/**
 * Issue 25, finding 6: a client that sends its request slowly is cut off. The deadlines are
 * shortened so the test takes seconds; the defaults are checked to be set at all.
 */
const timeouts = { requestMs: 1500, headersMs: 1000, idleMs: 10_000, keepAliveMs: 1000 };

/** Writes `text` one byte every `everyMs` until the server closes; resolves with what it saw. */
const trickle = (port: number, head: string, body: string, everyMs: number) =>
  new Promise<{ sent: number; answer: string; closedAfterMs: number }>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const done = () => {
      clearInterval(timer);
      resolve({ sent, answer, closedAfterMs: Date.now() - started });
    };
    socket.on('close', done);
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return;
        socket.write(body[sent] as string);
        sent += 1;
      }, everyMs);
    });
  });

describe('slow clients are cut off (request, header and keep-alive deadlines)', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase(), config: { httpTimeouts: timeouts } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('has request, header, idle and keep-alive deadlines by default', () => {
    const defaults = defaultServerConfig.httpTimeouts;
    for (const ms of Object.values(defaults)) expect(ms).toBeGreaterThan(0);
    expect(defaults.requestMs).toBeLessThanOrEqual(60_000);
  });

  it('a body sent one byte at a time is answered 408 and closed at the request deadline', async () => {
    const body = JSON.stringify({ email: 'guest@example.com', password: 'x'.repeat(80) });
    const head = `POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(port, head, body, 100);
    expect(result.sent).toBeLessThan(body.length);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    // The deadline plus Node's checking interval, with room for a busy machine.
    expect(result.closedAfterMs).toBeLessThan(timeouts.requestMs + 4000);
  }, 20_000);

  it('headers sent one byte at a time are cut off at the header deadline', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
    const result = await trickle(port, head, 'a'.repeat(500), 50);
    expect(result.sent).toBeLessThan(500);
    expect(result.closedAfterMs).toBeLessThan(timeouts.headersMs + 4000);
  }, 20_000);

  it('an idle keep-alive connection is closed after the keep-alive deadline', async () => {
    const result = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', '', 1000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(result.closedAfterMs).toBeLessThan(timeouts.keepAliveMs + 4000);
  }, 20_000);
});
