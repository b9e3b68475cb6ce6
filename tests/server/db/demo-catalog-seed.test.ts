import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import {
  DEMO_HOME_COUNT,
  ensureDemoHomes,
  generateDemoCatalog,
  seedDemoCatalog,
} from '../../../server/demo/seed/demo-catalog.js';
import { DEMO_MARKETS } from '../../../server/demo/seed/demo-places.data.js';
import { DEMO_SERVICE_TEMPLATES } from '../../../server/demo/seed/demo-services-templates.data.js';
import { seedDemoIfEmpty } from '../../../server/demo/seed/seed-demo.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';
import { testEngines } from '../support/test-database.js';

const count = async (db: Database, sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n;

describe.each(testEngines())('the seeded demo catalog on %s', (engine) => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await openCatalogHarness(engine);
  });
  afterAll(() => h.dispose());

  it('holds exactly what the generator makes for the seed day', async () => {
    const { base, homes } = generateDemoCatalog({ anchor: h.anchor });
    const expected: [string, number][] = [
      ['markets', base.markets.length],
      ['destinations', base.destinations.length],
      ['categories', base.categories.length],
      ['amenities', base.amenities.length],
      ['countries', base.countries.length],
      ['partners', base.partners.length],
      ['leads', base.leads.length],
      ['user_interests', base.userInterests.length],
      ['promotional_messages', base.promotionalMessages.length],
      ['listings', DEMO_HOME_COUNT],
      ['listing_fees', homes.flatMap((home) => home.fees).length],
      ['listing_amenities', homes.flatMap((home) => home.amenityIds).length],
      ['listing_categories', homes.flatMap((home) => home.categoryIds).length],
      ['listing_unavailable_ranges', homes.flatMap((home) => home.unavailable).length],
      // Each market: every service template plus three vacation-home services (home, hotel, yacht).
      ['services', DEMO_MARKETS.length * (DEMO_SERVICE_TEMPLATES.length + 3)],
    ];
    for (const [table, n] of expected)
      expect([table, await count(h.db, `select count(*)::int as n from ${table}`)]).toEqual([table, n]);

    const home = homes[42];
    const { rows } = await h.db.query<Record<string, unknown>>(
      `select id, name, description, bedrooms, bathrooms, max_guests, booking_setting, pricing_setting,
              nightly_rate_cents, images, latitude, longitude from listings where id = $1`,
      [home?.listing.id],
    );
    const { listing } = home ?? { listing: undefined };
    expect(rows[0]).toEqual({
      id: listing?.id,
      name: listing?.name,
      description: listing?.description,
      bedrooms: listing?.bedrooms,
      bathrooms: listing?.bathrooms,
      max_guests: listing?.max_guests,
      booking_setting: listing?.booking_setting,
      pricing_setting: listing?.pricing_setting,
      nightly_rate_cents: listing?.nightly_rate_cents,
      images: listing?.images,
      latitude: listing?.latitude,
      longitude: listing?.longitude,
    });
  });

  it('indexes every home for keyword search', async () => {
    expect(
      await count(h.db, `select count(*)::int as n from listings where search_document = ''::tsvector`),
    ).toBe(0);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoIfEmpty(h.db)).toBe(false);
    expect(await seedDemoCatalog(h.db)).toBe(false);
    expect(await count(h.db, 'select count(*)::int as n from markets')).toBe(4);
  });

  it('tops up to a larger catalog with the next homes of the seed, once', async () => {
    const topUp = { anchor: h.anchor, homes: DEMO_HOME_COUNT + 12 };
    const progress: number[] = [];
    expect(await ensureDemoHomes(h.db, topUp, (done) => progress.push(done))).toBe(12);
    expect(progress).toEqual([DEMO_HOME_COUNT + 12]);
    expect(await ensureDemoHomes(h.db, topUp)).toBe(0);
    const expected = generateDemoCatalog(topUp)
      .homes.slice(DEMO_HOME_COUNT)
      .map((home) => home.listing.id);
    const { rows } = await h.db.query<{ id: string }>('select id from listings where id = any($1::text[])', [
      expected,
    ]);
    expect(rows).toHaveLength(12);
  });
});
