import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { NOT_BUILT_MESSAGE } from '../../../server/http/static-site.js';
import { createFakeBuild, missingBuildDir } from '../support/fake-build.js';
import { stubDatabase } from '../support/stub-database.js';

const page = (url: string) => ({ method: 'GET' as const, url, headers: { accept: 'text/html,*/*;q=0.8' } });

describe('serving the built front end', () => {
  let app: FastifyInstance;
  let build: Awaited<ReturnType<typeof createFakeBuild>>;

  beforeAll(async () => {
    build = await createFakeBuild();
    app = await buildServer({ db: stubDatabase(), staticDir: build.dir });
  });
  afterAll(async () => {
    await app.close();
    await build.remove();
  });

  it.each(['/', '/listings', '/itineraries/abc123?tab=explore', '/stays/content-homes'])(
    'answers the guest app for the deep link %s',
    async (url) => {
      const response = await app.inject(page(url));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('guest app');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/sso', '/sso/', '/sso/login/', '/sso/sign-up/?returnUrl=%2Flistings'])(
    'answers the sign-on portal for %s',
    async (url) => {
      const response = await app.inject(page(url));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('sign-on portal');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/js/index.1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not the app, for a missing asset', async () => {
    const response = await app.inject(page('/static/js/missing.js'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it.each(['/static', '/static/js/'])('answers 404 for the folder %s', async (url) => {
    const response = await app.inject(page(url));
    expect(response.statusCode).toBe(404);
  });

  it('serves nothing outside the build folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/static/%2e%2e/%2e%2e/%2e%2e/etc/passwd' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('root:');
  });

  it('answers the app to a client that accepts anything, like curl', async () => {
    const response = await app.inject({ method: 'GET', url: '/listings', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('does not answer the app to requests that do not accept HTML', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/listings',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['/api/nothing-here', 'Not Found'],
    ['/auth/nothing-here', 'Not Found'],
    ['/media/none.jpg', 'Image not found'],
  ])('never answers the app under %s', async (url, message) => {
    const response = await app.inject(page(url));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });
});

describe('before the front end is built', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase(), staticDir: missingBuildDir() });
  });
  afterAll(() => app.close());

  it.each(['/', '/listings', '/sso/login/'])('answers 503 with what to do for %s', async (url) => {
    const response = await app.inject(page(url));
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(NOT_BUILT_MESSAGE);
  });

  it('keeps the API working', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('with SERVE_STATIC=false (rsbuild dev serves the pages)', () => {
  it('answers pages with a JSON 404 instead of the app', async () => {
    const app = await buildServer({ db: stubDatabase() });
    const response = await app.inject(page('/listings'));
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
