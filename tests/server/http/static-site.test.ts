import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { type AnswerEncoding, PreparedAnswer, sendPrepared } from '../../../server/http/prepared-answer.js';
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

  describe('the portal sign-out opened from another site (docs/host/decisions.md#hardening)', () => {
    const logout = (url: string, site?: string) =>
      app.inject({
        ...page(url),
        headers: { ...page(url).headers, ...(site ? { 'sec-fetch-site': site } : {}) },
      });

    it.each(['same-origin', 'same-site', 'none'])(
      'signs out at once when the navigation is %s',
      async (site) => {
        const response = await logout('/sso/logout?returnUrl=%2Flistings', site);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('sign-on portal');
      },
    );

    it.each([['cross-site'], [undefined]])(
      'asks first when it comes from %s, keeping the query',
      async (site) => {
        const response = await logout('/sso/logout/?returnUrl=%2Flistings', site);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/sso/logout/?returnUrl=%2Flistings&confirm=1');
      },
    );

    it('serves the page that asks, whoever opened it', async () => {
      const response = await logout('/sso/logout?confirm=1', 'cross-site');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('sign-on portal');
    });
  });

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

describe('precompressed assets (the build writes .br and .gz beside each text file)', () => {
  const SCRIPT = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
  const PAGE = `<!doctype html><title>guest app</title><style>${'.rule{color:red}'.repeat(100)}</style>`;
  let app: FastifyInstance;
  let build: Awaited<ReturnType<typeof createFakeBuild>>;

  beforeAll(async () => {
    build = await createFakeBuild();
    const js = join(build.dir, 'static', 'js');
    await writeFile(join(js, 'app.4d5e6f.js'), SCRIPT);
    await writeFile(join(js, 'app.4d5e6f.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(js, 'app.4d5e6f.js.gz'), gzipSync(SCRIPT));
    await writeFile(join(build.dir, 'index.html'), PAGE);
    await writeFile(join(build.dir, 'index.html.br'), brotliCompressSync(PAGE));
    await writeFile(join(build.dir, 'index.html.gz'), gzipSync(PAGE));
    app = await buildServer({ db: stubDatabase(), staticDir: build.dir });
  });
  afterAll(async () => {
    await app.close();
    await build.remove();
  });

  const asset = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/static/js/app.4d5e6f.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli to a browser that accepts it, as a script with a long cache', async () => {
    const response = await asset('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('javascript');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await asset();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers.vary).toContain('Accept-Encoding');
  });

  it('sends the plain file when no compressed copy was written (files under 1 kB)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/static/js/index.1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('console.log');
  });

  const deepLink = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/listings?listing_adults=1',
      headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the page (deep links too) as brotli when accepted, revalidated each visit', async () => {
    const response = await deepLink('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the page as gzip to a client that refuses brotli (q=0)', async () => {
    const response = await deepLink('br;q=0, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the plain page to a client that accepts no encoding', async () => {
    const response = await deepLink();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(PAGE);
  });

  it('sends the plain page when the build wrote no compressed copy of it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sso/login/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('sign-on portal');
  });

  it('still answers 404 for a missing asset when compression is accepted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/static/js/missing.9f9f9f.js',
      headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});

describe("the host's own answers, compressed for the pages it serves", () => {
  const homes = Array.from({ length: 60 }, (_, i) => ({
    objectId: `home-${i}`,
    name: `Lakeside cabin ${i}`,
  }));
  /** Counts the hook's asks for its compressed bytes. */
  class CountedAnswer extends PreparedAnswer {
    asked = 0;
    override compressed(encoding: AnswerEncoding) {
      this.asked += 1;
      return super.compressed(encoding);
    }
  }
  const prepared = new CountedAnswer({ homes });
  let app: FastifyInstance;
  let build: Awaited<ReturnType<typeof createFakeBuild>>;

  beforeAll(async () => {
    build = await createFakeBuild();
    app = await buildServer({ db: stubDatabase(), staticDir: build.dir });
    app.get('/api/test-homes', async () => ({ homes }));
    app.get('/api/test-small', async () => ({ ok: true }));
    app.get('/api/test-prepared', async (_request, reply) => sendPrepared(reply, prepared));
  });
  afterAll(async () => {
    await app.close();
    await build.remove();
  });

  const call = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a large JSON answer as brotli when accepted, still JSON and still not cached', async () => {
    const response = await call('/api/test-homes', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ homes });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('sends a prepared answer (a cached search) as the bytes it compressed once', async () => {
    const first = await call('/api/test-prepared', 'br');
    const second = await call('/api/test-prepared', 'br');
    expect(prepared.asked).toBe(2);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(await prepared.compressed('br'))).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(second.rawPayload).toString())).toEqual({ homes });
    const gzip = await call('/api/test-prepared', 'gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ homes });
    expect((await call('/api/test-prepared')).json()).toEqual({ homes });
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await call('/api/test-homes', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual({ homes });
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    const response = await call('/api/test-homes');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ homes });
  });

  it('leaves small answers and error bodies alone', async () => {
    const small = await call('/api/test-small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const missing = await call('/api/nothing-here', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toEqual({ message: 'Not Found' });
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
