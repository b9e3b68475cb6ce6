import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { HttpError } from '../../../server/http/http-error.js';
import { stubDatabase } from '../support/stub-database.js';

/** The headers an answer carries beyond those of the transport and the body. */
const TRANSPORT = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name)));

/** What /api/* and /auth/* answers carry: OWASP's REST set, nothing a document needs. */
const API_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
};

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase() });
    app.get('/api/test/cached', async (_request, reply) =>
      reply.header('Cache-Control', 'private, max-age=60').send({}),
    );
  });
  afterAll(() => app.close());

  it('give pages a policy that admits our own origin and the payment provider only', async () => {
    const response = await app.inject({ method: 'GET', url: '/main-site/stays/ski' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it("give pages helmet's document headers", async () => {
    const response = await app.inject({ method: 'GET', url: '/main-site/stays/ski' });
    expect(response.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('switch off the browser features a page never uses, keeping payment for us and Stripe', async () => {
    const response = await app.inject({ method: 'GET', url: '/main-site/stays/ski' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('payment=(self "https://js.stripe.com")');
  });

  it('give API and session answers the REST set only: no document headers', async () => {
    for (const url of ['/api/health', '/auth/current-user']) {
      const response = await app.inject({ method: 'GET', url });
      expect(securityHeadersOf(response.headers), url).toEqual(API_ANSWER_HEADERS);
    }
  });

  it('answer a broken %-escape in our shape, without echoing the address', async () => {
    for (const url of ['/api/listings/%E0%A4%A', '/api/guest-listing/%zz<script>']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The address is not valid: it holds a broken %-escape.' });
    }
  });

  it('keep API answers out of caches, unless the route says otherwise; pages are not no-store', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const cached = await app.inject({ method: 'GET', url: '/api/test/cached' });
    expect(cached.headers['cache-control']).toBe('private, max-age=60');
    const page = await app.inject({ method: 'GET', url: '/main-site/stays/ski' });
    expect(page.headers['cache-control']).toBeUndefined();
  });

  it('are on error answers too, by path', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(securityHeadersOf(api.headers)).toEqual(API_ANSWER_HEADERS);
    const other = await app.inject({ method: 'GET', url: '/media/unknown/thing' });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
    expect(other.headers['permissions-policy']).toContain('camera=()');
    expect(other.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase() });
    app.get('/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
    });
    app.get('/api/test/teapot', async () => {
      throw new HttpError(418, 'I am a teapot');
    });
    app.post('/api/test/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown/deeper'],
    ['GET', '/auth/unknown'],
    ['DELETE', '/auth/current-user'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('never leaks a stack or an internal message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(response.body).not.toMatch(/secret_table|db\.ts|at /);
  });

  it('keeps the status and message of a deliberate error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot' });
  });

  it('answers malformed JSON with 400 { message }', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { text: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('names the field and the reason when a body breaks its schema', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'a@b.co' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'password is required' });

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: { email: 'a@b.co', password: 'long-enough', firstName: {}, lastName: 'B' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: 'firstName must be string' });
  });
});

describe('health', () => {
  it('answers 503 without details when the database does not answer', async () => {
    const app = await buildServer({ db: stubDatabase({ fail: true }) });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database is not answering' });
    await app.close();
  });
});
