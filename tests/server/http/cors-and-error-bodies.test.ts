import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { HttpError } from '../../../server/http/http-error.js';
import { stubDatabase } from '../support/stub-database.js';

const APP_ORIGIN = 'https://app.keyhaven.test';
const PORTAL_ORIGIN = 'https://sso.keyhaven.test';

describe('CORS: only the configured origins may call the API from another host', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase(), config: { corsOrigins: [APP_ORIGIN, PORTAL_ORIGIN] } });
  });
  afterAll(() => app.close());

  const preflight = (origin: string, method = 'PUT', headers = 'content-type,x-session-token') =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/user/u1/phone',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it.each([APP_ORIGIN, PORTAL_ORIGIN])('answers %s by name', async (origin) => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers.vary).toContain('Origin');
  });

  it('lets an allowed origin send the session token, e-mail and phone headers', async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const allowed = String(response.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(',')
      .map((name) => name.trim());
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'x-session-token', 'x-user-email', 'x-user-phone']),
    );
    expect(
      String(response.headers['access-control-allow-methods'])
        .split(',')
        .map((method) => method.trim()),
    ).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    // The token travels in a header, never a cookie: no credentialed requests are invited.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each([
    'https://evil.example.com',
    'https://app.keyhaven.test.evil.example.com',
    'http://app.keyhaven.test',
    'null',
  ])('gives %s no permission, simple request or preflight', async (origin) => {
    const simple = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    // Without Access-Control-Allow-Origin naming it, the browser refuses the answer whatever
    // else the preflight lists.
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off entirely without configured origins (same origin only)', async () => {
    const sameOrigin = await buildServer({ db: stubDatabase() });
    const response = await sameOrigin.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: APP_ORIGIN },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await sameOrigin.close();
  });
});

describe('error answers are { message } and nothing more', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase() });
    app.get('/api/test/bug', async () => {
      const missing = undefined as unknown as { field: string };
      return missing.field;
    });
    app.get('/api/test/thrown-text', async () => {
      throw 'a bare string from a library';
    });
    app.get('/api/test/unavailable', async () => {
      throw new HttpError(503, 'The payment provider is not answering');
    });
  });
  afterAll(() => app.close());

  const STACK_LIKE = /\bat \S+ \(|\.ts:\d+|\.js:\d+|node_modules|TypeError|Cannot read/;

  it.each([
    ['a schema violation', { method: 'POST', url: '/api/login/', payload: { username: 'a@b.co' } }, 400],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"x":',
      },
      400,
    ],
    [
      'a body of a type the API does not read',
      { method: 'POST', url: '/api/login/', headers: { 'content-type': 'text/xml' }, payload: '<x/>' },
      415,
    ],
    [
      'a body over 1 MB on a real route',
      {
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'a@b.co', password: 'x'.repeat(1024 * 1024) },
      },
      413,
    ],
    ['no session', { method: 'GET', url: '/api/my-roles' }, 401],
    ['an unknown path', { method: 'GET', url: '/api/nothing/here' }, 404],
    ['a bug in a route', { method: 'GET', url: '/api/test/bug' }, 500],
    ['a thrown non-error', { method: 'GET', url: '/api/test/thrown-text' }, 500],
    ['a deliberate 503', { method: 'GET', url: '/api/test/unavailable' }, 503],
  ] as const)('for %s (%#)', async (_case, request, status) => {
    const response = await app.inject(request as InjectOptions);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(STACK_LIKE);
  });
});
