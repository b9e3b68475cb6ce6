import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { HOMES_PER_GROUP } from '../../../server/catalog/catalog.routes.js';
import { CategoryList, DestinationList } from '../../../src/adapters/rest/wire/catalog-lists.wire.js';
import { ListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import { MAX_BYTES, MAX_GZIP_BYTES, travelling } from '../demo/picture-budget.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';

describe.each(testEngines())('browsing the catalog on %s', (engine) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await openCatalogHarness(engine);
  });
  afterAll(() => h.dispose());

  it('GET /api/listing/catalog groups popular homes by category and destination', async () => {
    const response = await h.get('/api/listing/catalog');
    expect(response.status).toBe(200);
    const catalog = decodeWith(ListingCatalog, response.body);
    const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from listings');
    expect(catalog.searchResultCount?.numExactMatches).toBe(rows[0]?.n);
    expect(catalog.categories.map((c) => c.name)).toContain('Ski Escapes');
    expect(catalog.destinations).toHaveLength(16);
    expect(catalog.activeDestinations).toHaveLength(16);
    expect(catalog.listingsInDestinations).toHaveLength(16);
    expect(catalog.listingsInCategories.length).toBeGreaterThanOrEqual(6);
    for (const group of [...catalog.listingsInCategories, ...catalog.listingsInDestinations]) {
      expect(group.listings.length).toBeGreaterThan(0);
      expect(group.listings.length).toBeLessThanOrEqual(HOMES_PER_GROUP);
    }
    const vail = catalog.destinations.find((d) => d.name === 'Vail');
    const inVail = catalog.listingsInDestinations.find((g) => g._id === vail?.objectId);
    expect(new Set(inVail?.listings.map((l) => l.primaryDestinationName))).toEqual(new Set(['Vail']));
    expect(catalog.exactMatches).toEqual([]);
  });

  it('GET /api/listings/destinations lists destinations with their aliases', async () => {
    const response = await h.get('/api/listings/destinations');
    const destinations = decodeWith(DestinationList, response.body);
    expect(destinations.map((d) => d.name)).toEqual([...destinations.map((d) => d.name)].sort());
    expect(destinations.find((d) => d.name === 'Outer Banks')?.aliases).toEqual(['OBX', 'Nags Head', 'Duck']);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/categories lists categories with images', async () => {
    const categories = decodeWith(CategoryList, (await h.get('/api/categories')).body);
    expect(categories.map((c) => c.slug)).toEqual([
      'ski-escapes',
      'beach-getaways',
      'lakefront-retreats',
      'desert-oases',
      'pet-friendly',
      'large-groups',
      'luxury-estates',
      'romantic-hideaways',
    ]);
    expect(categories.every((c) => c.imageUrl?.startsWith('/media/categories/'))).toBe(true);
  });

  it('prefixes image paths with the media host when one is configured', async () => {
    const app = await buildServer({ db: h.db, config: { mediaBaseUrl: 'https://media.example.com' } });
    try {
      const categories = (await app.inject({ method: 'GET', url: '/api/categories' })).json<
        { imageUrl: string }[]
      >();
      expect(categories[0]?.imageUrl).toBe('https://media.example.com/media/categories/ski-escapes.svg');
    } finally {
      await app.close();
    }
  });

  describe('/media', () => {
    it('serves every image the data names, as a cacheable SVG', async () => {
      // Every picture but the homes', and every picture of every 20th home: a request each
      // costs a few milliseconds, too many for all 1,500; the next test covers the rest.
      const { rows } = await h.db.query<{ path: string }>(
        `select image_url as path from categories where image_url is not null
         union all select image_url from user_interests
         union all select data->>'logo' from partners where data ? 'logo'
         union all select unnest(images) from (
           select images, row_number() over (order by id) as n from listings) homes where n % 20 = 1`,
      );
      expect(rows.length).toBeGreaterThan(60);
      for (const { path } of rows) {
        const response = await h.app.inject({ method: 'GET', url: path });
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=604800');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    });

    it('names every home image by its own home, so each resolves like those served above', async () => {
      const { rows } = await h.db.query<{ id: string; images: string[] }>('select id, images from listings');
      for (const { id, images } of rows) {
        expect(images.length).toBeGreaterThanOrEqual(4);
        images.forEach((path, k) => {
          expect(path).toBe(`/media/homes/${id}/${k + 1}.svg`);
        });
      }
    });

    it('names the home in the picture for screen readers, always the same picture for the same path', async () => {
      const { rows } = await h.db.query<{ name: string; path: string }>(
        'select name, images[1] as path from listings order by id limit 1',
      );
      const home = rows[0];
      const first = await h.app.inject({ method: 'GET', url: home?.path ?? '' });
      const again = await h.app.inject({ method: 'GET', url: home?.path ?? '' });
      expect(first.body).toContain(`<title>${home?.name}, seen from afar: a `);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await h.app.inject({
        method: 'GET',
        url: home?.path ?? '',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it('draws each home and service as a place of its market, within the size budget', async () => {
      const { rows } = await h.db.query<{ path: string; landscape: string }>(
        `select unnest(s.images) as path, m.landscape from services s join markets m on m.id = s.market_id
         union all select images[1], m.landscape from (
           select l.images, l.destination_id, row_number() over (order by l.id) as n from listings l) homes
           join destinations d on d.id = homes.destination_id join markets m on m.id = d.market_id where n % 25 = 1`,
      );
      expect(rows.some((row) => row.path.startsWith('/media/services/'))).toBe(true);
      for (const { path, landscape } of rows) {
        const response = await h.app.inject({ method: 'GET', url: path });
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        // A mountain market's pictures are of the mountains, their ski slopes or a lake in them.
        const kinds = landscape === 'mountain' ? ['mountain', 'ski', 'lake'] : [landscape];
        expect(
          kinds.some((kind) => response.body.includes(`class="land-${kind}"`)),
          path,
        ).toBe(true);
        expect(response.body).not.toContain('<text');
        expect(Buffer.byteLength(response.body)).toBeLessThan(MAX_BYTES);
        expect(travelling(response.body)).toBeLessThan(MAX_GZIP_BYTES);
      }
    });

    it('shows a ski lesson for the demo trip’s Private Ski Lessons, and a surf lesson by the sea', async () => {
      const { rows } = await h.db.query<{ name: string; path: string }>(
        `select name, images[1] as path from services
          where service_key = 'seasonal_lessons' and name in ('Private Ski Lessons', 'Surf Lessons') order by name`,
      );
      const [ski, surf] = await Promise.all(
        rows.map((row) => h.app.inject({ method: 'GET', url: row.path })),
      );
      expect(rows.map((row) => row.name)).toEqual(['Private Ski Lessons', 'Surf Lessons']);
      expect(ski?.body).toContain('aria-label="Private Ski Lessons: a ski lesson on the slope"');
      expect(ski?.body).toContain('class="subject-seasonal_lessons"');
      expect(surf?.body).toContain('aria-label="Surf Lessons: a surf lesson on the waves"');
    });

    it('serves sized copies as the app asks for them (width segment or parameter)', async () => {
      const { rows } = await h.db.query<{ id: string }>('select id from listings order by id limit 1');
      const id = rows[0]?.id;
      const plain = await h.app.inject({ method: 'GET', url: `/media/homes/${id}/1.svg` });
      const sized = await h.app.inject({ method: 'GET', url: `/media/homes/${id}/1280/1.svg` });
      const query = await h.app.inject({ method: 'GET', url: `/media/categories/ski-escapes.svg?width=500` });
      const sizedCategory = await h.app.inject({
        method: 'GET',
        url: '/media/categories/768/ski-escapes.svg',
      });
      expect(sized.body).toBe(plain.body);
      expect(query.statusCode).toBe(200);
      expect(sizedCategory.statusCode).toBe(200);
    });

    it('escapes names in the picture', async () => {
      await h.db.query(`update categories set name = $1 where slug = 'romantic-hideaways'`, [
        '<Love> & "Co"',
      ]);
      const response = await h.app.inject({ method: 'GET', url: '/media/categories/romantic-hideaways.svg' });
      expect(response.body).toContain('&lt;Love&gt; &amp; &quot;Co&quot;');
      expect(response.body).not.toContain('<Love>');
    });

    it.each([
      '/media/homes/nope/1.svg',
      '/media/homes/x/y/z/1.svg',
      '/media/categories/unknown.svg',
      '/media/categories/ski-escapes.svg.bak',
      '/media/unknown/thing.svg',
    ])('answers a JSON 404 for %s', async (url) => {
      const response = await h.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Image not found' });
    });

    it('never leaves /media for a path climbing out of it', async () => {
      const response = await h.app.inject({ method: 'GET', url: '/media/homes/../../etc/passwd' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('root:');
    });

    it('answers 404 for an image number the home does not have', async () => {
      const { rows } = await h.db.query<{ id: string; n: number }>(
        'select id, cardinality(images) as n from listings order by id limit 1',
      );
      const response = await h.app.inject({
        method: 'GET',
        url: `/media/homes/${rows[0]?.id}/${(rows[0]?.n ?? 0) + 1}.svg`,
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
