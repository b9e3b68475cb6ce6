import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';
import { openPostgresDatabase } from '../../../server/db/postgres-database.js';
import { ListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import {
  addBookingHome,
  addBookingPlace,
  addGuest,
  addHomeContext,
  buildBookingServer,
  dayAfter,
  type HomesFixture,
  requestAs,
} from '../bookings/booking-harness.js';
import { decodeWith } from '../support/decode.js';
import { openTestDatabase, type TestDatabase, testEngines } from '../support/test-database.js';

/**
 * Search answers are cached by catalog version (docs/host/decisions.md#search-answers-are-cached):
 * every write that changes an answer shows on the very next search, whichever host serves it.
 * On PostgreSQL a second host with its own pool and cache stands for a second host process on
 * the same database; PGlite is one process.
 */
const ANCHOR = '2030-01-07';

describe.each(testEngines())('cached search answers on %s', (engine) => {
  let handle: TestDatabase;
  let place: HomesFixture;
  let first: FastifyInstance;
  let secondDb: Database | undefined;
  let searches = 0;
  let second: FastifyInstance | undefined;
  const hosts = () => [first, ...(second ? [second] : [])];
  const day = (offset: number) => dayAfter(ANCHOR, offset);
  const stay = () => ({ startDate: day(40), endDate: day(47) });

  const search = async (host: FastifyInstance) => {
    const query = new URLSearchParams({ destination: place.destination.name, ...stay(), adultCount: '2' });
    const { status, body } = await requestAs(host, 'GET', `/api/listings/search?${query}`, null);
    expect(status).toBe(200);
    const catalog = decodeWith(ListingCatalog, body);
    return new Map(catalog.exactMatches.map((home) => [home.objectId, home]));
  };

  /** Every host's next search, after warming each host's cache with the same search. */
  const everyHostSearches = () => Promise.all(hosts().map(search));

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await migrate(handle.db);
    place = await addBookingPlace(handle.db, 'cache');
    for (const id of ['cache-reserved', 'cache-blocked', 'cache-priced', 'cache-kept']) {
      await addBookingHome(handle.db, place, ANCHOR, id, { booking_setting: 'KEY Instant Booking' });
    }
    // The first host counts the searches it runs, to tell a cached answer from a fresh one.
    const db = handle.db;
    const counting: Database = {
      ...db,
      engine: db.engine,
      query: (sql, params) => {
        if (sql.includes('with exact_top')) searches += 1;
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    };
    first = await buildBookingServer(counting, ANCHOR);
    if (engine === 'postgres') {
      const { rows } = await handle.db.query<{ schema: string }>('select current_schema() as schema');
      secondDb = await openPostgresDatabase({
        connectionString: process.env.DATABASE_URL as string,
        schema: rows[0]?.schema as string,
        max: 2,
      });
      second = await buildBookingServer(secondDb, ANCHOR);
    }
    for (const found of await everyHostSearches()) {
      expect([...found.keys()].sort()).toEqual([
        'cache-blocked',
        'cache-kept',
        'cache-priced',
        'cache-reserved',
      ]);
    }
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
    await handle?.dispose();
  });

  it('answers a repeated search from the cache, byte for byte, without searching again', async () => {
    const url = `/api/listings/search?destination=${encodeURIComponent(place.destination.name)}&adultCount=3`;
    const before = searches;
    const once = await first.inject({ method: 'GET', url });
    const again = await first.inject({ method: 'GET', url });
    expect(searches - before).toBe(1);
    expect(again.body).toBe(once.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
  });

  it('drops a home from the next search, on every host, once a guest reserves its nights', async () => {
    const guest = await addGuest(handle.db);
    const context = await addHomeContext(handle.db, guest, 'cache-reserved', {
      itemStartDate: day(41),
      itemEndDate: day(44),
    });
    const reserved = await requestAs(first, 'POST', '/api/listings/cache-reserved/reserve-listing', guest, {
      updateCaseFeed: true,
      targetEntityIds: {},
      itemBookingContext: context,
    });
    expect(reserved.status).toBe(200);
    for (const found of await everyHostSearches()) {
      expect(found.has('cache-reserved')).toBe(false);
      expect(found.has('cache-kept')).toBe(true);
    }
  });

  it('drops a home from the next search once its owner blocks the nights, written by anyone', async () => {
    await handle.db.query(
      `insert into listing_unavailable_ranges (id, listing_id, stay, kind)
       values ('cache-block', 'cache-blocked', daterange($1::date, $2::date), 'blocked')`,
      [day(45), day(46)],
    );
    for (const found of await everyHostSearches()) expect(found.has('cache-blocked')).toBe(false);
  });

  it('shows a new nightly rate on the next search', async () => {
    await handle.db.query(`update listings set nightly_rate_cents = 98700 where id = 'cache-priced'`);
    for (const found of await everyHostSearches()) expect(found.get('cache-priced')?.nightlyRate).toBe(987);
  });

  it('shows the nights again once the owner lifts the block', async () => {
    await handle.db.query(`delete from listing_unavailable_ranges where id = 'cache-block'`);
    for (const found of await everyHostSearches()) expect(found.has('cache-blocked')).toBe(true);
  });
});
