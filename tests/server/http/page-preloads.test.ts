import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { HOME_FIRST_PHOTO_SIZES } from '../../../src/core/catalog/index.js';
import { MEDIA_STATIC_HOST, photoSources } from '../../../src/core/images/index.js';
import { createFakeBuild } from '../support/fake-build.js';
import { stubDatabase } from '../support/stub-database.js';

const page = (url: string) => ({ method: 'GET' as const, url, headers: { accept: 'text/html,*/*;q=0.8' } });

const CATALOG_ASKS = [
  '</api/listing/catalog>; rel=preload; as=fetch; crossorigin',
  '</api/listings/destinations>; rel=preload; as=fetch; crossorigin',
];

describe("the page's first loads, announced with /listings", () => {
  let app: FastifyInstance;
  let build: Awaited<ReturnType<typeof createFakeBuild>>;
  const asyncJs = () => join(build.dir, 'static', 'js', 'async');
  const asyncCss = () => join(build.dir, 'static', 'css', 'async');

  beforeAll(async () => {
    build = await createFakeBuild();
    await mkdir(asyncJs(), { recursive: true });
    await mkdir(asyncCss(), { recursive: true });
    // The page's chunk, its compressed copies, and neighbours whose names only look alike.
    for (const file of [
      'listings-page.0a1b2c3d4e.js',
      'home-page.7a7a7a7a7a.js',
      'listings-page.0a1b2c3d4e.js.br',
      'listings-page.0a1b2c3d4e.js.gz',
      'listings-page-map.5f6a7b8c9d.js',
      'xlistings-page.5f6a7b8c9d.js',
      '0.5f6a7b8c9d.js',
    ]) {
      await writeFile(join(asyncJs(), file), '/* chunk */');
    }
    await writeFile(join(asyncCss(), 'listings-page.9e8d7c6b5a.css'), '.tile{}');
    await writeFile(join(asyncCss(), 'listings-page.9e8d7c6b5a.css.br'), 'br');
    app = await buildServer({ db: stubDatabase(), staticDir: build.dir });
  });
  afterAll(async () => {
    await app.close();
    await build.remove();
  });

  it.each(['/listings', '/listings?listing_destination=Aspen&listing_adults=2', '/listings/'])(
    'names the page chunk (script and style) and the catalog asks for %s',
    async (url) => {
      const response = await app.inject(page(url));
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.link).split(', ')).toEqual([
        '</static/js/async/listings-page.0a1b2c3d4e.js>; rel=preload; as=script',
        '</static/css/async/listings-page.9e8d7c6b5a.css>; rel=preload; as=style',
        ...CATALOG_ASKS,
      ]);
    },
  );

  it.each([
    ['/listings/h1', '/api/guest-listing/h1'],
    [
      '/listings/h1?listing_start_date=2031-02-07&listing_end_date=2031-02-14&listing_adults=2',
      '/api/guest-listing/h1?startDate=2031-02-07&endDate=2031-02-14',
    ],
    ['/itineraries/it1/listing/h1?listing_start_date=2031-02-07', '/api/guest-listing/h1'],
    // Dates the app would drop (out of order, not a day) are not asked for either.
    ['/listings/h1?listing_start_date=2031-02-14&listing_end_date=2031-02-07', '/api/guest-listing/h1'],
    [
      '/listings/h%20%C3%A9?listing_start_date=2031-2-7&listing_end_date=2031-02-14',
      '/api/guest-listing/h%20%C3%A9',
    ],
  ])('names the home page chunk and its asks, spelled as the app asks, for %s', async (url, home) => {
    const response = await app.inject(page(url));
    expect(response.statusCode).toBe(200);
    const id = home.split('/')[3]?.split('?')[0];
    expect(String(response.headers.link).split(', ')).toEqual([
      '</static/js/async/home-page.7a7a7a7a7a.js>; rel=preload; as=script',
      `<${home}>; rel=preload; as=fetch; crossorigin`,
      `</api/listing/${id}/similar>; rel=preload; as=fetch; crossorigin`,
    ]);
  });

  it('announces no asks for a home id that is not a path segment', async () => {
    const response = await app.inject(page('/listings/%E0%A4%A'));
    expect(String(response.headers.link ?? '')).not.toContain('/api/');
  });

  it.each(['/', '/itineraries/abc123', '/stays/content-homes', '/listings-archive', '/sso/login/'])(
    'announces nothing for %s',
    async (url) => {
      const response = await app.inject(page(url));
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBeUndefined();
    },
  );

  it('leaves out a chunk the build does not have, rather than announcing a wrong file', async () => {
    await rm(join(asyncJs(), 'listings-page.0a1b2c3d4e.js'));
    await rm(join(asyncCss(), 'listings-page.9e8d7c6b5a.css'));
    try {
      const response = await app.inject(page('/listings'));
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.link).split(', ')).toEqual(CATALOG_ASKS);
    } finally {
      await writeFile(join(asyncJs(), 'listings-page.0a1b2c3d4e.js'), '/* chunk */');
      await writeFile(join(asyncCss(), 'listings-page.9e8d7c6b5a.css'), '.tile{}');
    }
  });

  it('follows a rebuild without a restart: the new hash is announced', async () => {
    await rm(join(asyncJs(), 'listings-page.0a1b2c3d4e.js'));
    await writeFile(join(asyncJs(), 'listings-page.1111111111.js'), '/* rebuilt */');
    const response = await app.inject(page('/listings'));
    expect(String(response.headers.link)).toContain('</static/js/async/listings-page.1111111111.js>');
    expect(String(response.headers.link)).not.toContain('0a1b2c3d4e.js');
  });
});

describe("a home's first photo, announced with its page", () => {
  const ORIGIN = 'http://keyhaven.test';
  const PHOTOS: Record<string, string> = {
    h1: '/media/homes/h1/1.svg',
    h2: '/media/homes/h2/"><x\r\n y=.svg',
  };
  let app: FastifyInstance;
  let failing: FastifyInstance;
  let build: Awaited<ReturnType<typeof createFakeBuild>>;
  const homePage = (url: string) => ({
    ...page(url),
    headers: { ...page(url).headers, host: 'keyhaven.test' },
  });

  beforeAll(async () => {
    build = await createFakeBuild();
    // The first-photo lookup answers from PHOTOS; every other query finds nothing.
    const db = stubDatabase();
    const query = (async (sql: string, params?: unknown[]) => {
      if (!sql.includes('images[1]')) return { rows: [] };
      const photo = PHOTOS[String(params?.[0])];
      return { rows: photo ? [{ photo }] : [] };
    }) as typeof db.query;
    app = await buildServer({ db: { ...db, query }, staticDir: build.dir });
    failing = await buildServer({ db: stubDatabase({ fail: true }), staticDir: build.dir });
  });
  afterAll(async () => {
    await app.close();
    await failing.close();
    await build.remove();
  });

  it('announces the photo first, as the same sized copies and sizes the page asks for', async () => {
    const response = await app.inject(homePage('/listings/h1?listing_adults=2'));
    expect(response.statusCode).toBe(200);
    const { src, srcSet } = photoSources(`${ORIGIN}/media/homes/h1/1.svg`, MEDIA_STATIC_HOST);
    expect(src).toBe(`${ORIGIN}/media/homes/h1/500/1.svg`);
    expect(String(response.headers.link)).toMatch(
      new RegExp(
        `^${literal(`<${src}>; rel=preload; as=image; imagesrcset="${srcSet}"; imagesizes="${HOME_FIRST_PHOTO_SIZES}"; fetchpriority=high, `)}`,
      ),
    );
    // The trip's view of the same home announces it too.
    const trip = await app.inject(homePage('/itineraries/it1/listing/h1'));
    expect(String(trip.headers.link)).toContain(`<${src}>; rel=preload; as=image;`);
  });

  it('escapes what a photo path could break the header with', async () => {
    const response = await app.inject(homePage('/listings/h2'));
    const link = String(response.headers.link);
    expect(link).toContain('rel=preload; as=image');
    expect(response.statusCode).toBe(200);
    expect(link).toContain('%22%3E%3Cx%20y=');
    expect(link).not.toMatch(/[\r\n]/);
    // Only the two quoted values' own quotes.
    expect(link.split('"')).toHaveLength(5);
  });

  it('announces no photo for a home without one, another page, or when the lookup fails, and still serves the page', async () => {
    for (const url of ['/listings/h9', '/listings', '/itineraries/it1']) {
      const response = await app.inject(homePage(url));
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.link ?? '')).not.toContain('as=image');
    }
    const response = await failing.inject(homePage('/listings/h1'));
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.link ?? '')).not.toContain('as=image');
  });
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
