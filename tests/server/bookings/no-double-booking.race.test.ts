import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DATES_UNAVAILABLE, EXCLUSION_VIOLATION } from '../../../server/bookings/reserved-nights.js';
import type { Database } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';
import { openPostgresDatabase } from '../../../server/db/postgres-database.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  addBookingHome,
  addBookingPlace,
  addGuest,
  addHomeContext,
  buildBookingServer,
  dayAfter,
  type Guest,
  reservedStays,
} from './booking-harness.js';

/**
 * Two guests racing for the same nights get one booking and one 'Unfortunately, these dates
 * are unavailable.' (docs/host/decisions.md#homes-availability-and-prices). The guarantee is
 * the exclusion constraint of migration 007, so the race runs on a PostgreSQL server with a
 * real pool of connections; PGlite has a single connection and would only ever serialise the
 * requests. The constraint itself is checked on PGlite too.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const ANCHOR = '2030-01-07';
const GUESTS = 50;
const ROUNDS = 20;
/**
 * A generous bound on one round of racing, far above what a round takes even on a busy
 * machine: past it, the requests are queueing behind one another (a lock held across a
 * request, a starved pool) instead of the constraint refusing the losers at once.
 */
const ROUND_BOUND_MS = 30_000;

if (!DATABASE_URL) {
  console.warn(
    'no-double-booking race skipped: it needs a PostgreSQL server (DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)',
  );
}

describe('the no-overlap constraint on PGlite', () => {
  let handle: TestDatabase;
  const insertStay = (id: string, from: string, to: string, kind = 'reserved') =>
    handle.db.query(
      `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
       values ($1, 'race-pglite-home', daterange($2::date, $3::date), $4, null)`,
      [id, from, to, kind],
    );
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'inserted',
      (error: { code?: string }) => error.code,
    );

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await migrate(handle.db);
    const place = await addBookingPlace(handle.db, 'race-pglite');
    await addBookingHome(handle.db, place, ANCHOR, 'race-pglite-home');
  });

  afterAll(async () => {
    await handle?.dispose();
  });

  it('refuses overlapping stays with SQLSTATE 23P01 and takes back-to-back ones', async () => {
    expect(await codeOf(insertStay('a', '2030-03-01', '2030-03-05'))).toBe('inserted');
    expect(await codeOf(insertStay('b', '2030-03-04', '2030-03-06'))).toBe(EXCLUSION_VIOLATION);
    expect(await codeOf(insertStay('c', '2030-02-25', '2030-03-10'))).toBe(EXCLUSION_VIOLATION);
    // An owner's block counts as much as a reservation.
    expect(await codeOf(insertStay('d', '2030-03-02', '2030-03-03', 'blocked'))).toBe(EXCLUSION_VIOLATION);
    expect(await codeOf(insertStay('e', '2030-03-05', '2030-03-07'))).toBe('inserted');
    expect(await codeOf(insertStay('f', '2030-02-27', '2030-03-01'))).toBe('inserted');
  });
});

describe.skipIf(!DATABASE_URL)(
  `${GUESTS} guests racing for the same nights on PostgreSQL (skipped without DATABASE_URL: PGlite has one connection, so nothing can race)`,
  () => {
    const schema = `race_${randomBytes(6).toString('hex')}`;
    let admin: pg.Client;
    let db: Database;
    let app: FastifyInstance;
    let guests: Guest[];
    let neighbour: Guest;
    let home: string;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      // A pool wide enough for the requests to really overlap inside the database.
      db = await openPostgresDatabase({ connectionString: DATABASE_URL as string, schema, max: 20 });
      await migrate(db);
      const place = await addBookingPlace(db, 'race');
      home = await addBookingHome(db, place, ANCHOR, 'race-home', {
        booking_setting: 'KEY Instant Booking',
        max_guests: 8,
      });
      guests = [];
      for (let k = 0; k < GUESTS; k += 1) guests.push(await addGuest(db, 'Racer'));
      neighbour = await addGuest(db, 'Neighbour');
      app = await buildBookingServer(db, ANCHOR);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await db?.close();
      await admin?.query(`drop schema if exists ${schema} cascade`);
      await admin?.end();
    });

    const reserve = async (guest: Guest, startDate: string, endDate: string) => {
      const context = await addHomeContext(db, guest, home, {
        itemStartDate: startDate,
        itemEndDate: endDate,
      });
      return { guest, context };
    };

    it(`gives the nights to exactly one guest in each of ${ROUNDS} rounds, refuses the others with 'dates unavailable' (never a 5xx) within ${ROUND_BOUND_MS / 1000} s a round, and takes a stay starting the day they end`, async () => {
      const roundTimes: number[] = [];
      // Printed in one line when the rounds end, passed or not: each round's time and the slowest.
      onTestFinished(() => {
        const times = roundTimes.map((ms) => Math.round(ms));
        console.log(
          `no-double-booking race: ${times.length} rounds of ${GUESTS} racers in ${times.join(', ')} ms; ` +
            `slowest ${times.length > 0 ? Math.max(...times) : '-'} ms (bound ${ROUND_BOUND_MS} ms)`,
        );
      });
      for (let round = 0; round < ROUNDS; round += 1) {
        const checkIn = dayAfter(ANCHOR, 30 + round * 10);
        const checkOut = dayAfter(checkIn, 3);
        const nextOut = dayAfter(checkOut, 2);
        const racers = await Promise.all(guests.map((guest) => reserve(guest, checkIn, checkOut)));
        const after = await reserve(neighbour, checkOut, nextOut);
        const started = performance.now();
        const answers = await Promise.all(
          [...racers, after].map(({ guest, context }) =>
            app.inject({
              method: 'POST',
              url: `/api/listings/${home}/reserve-listing`,
              headers: { 'x-session-token': guest.token },
              payload: { updateCaseFeed: true, itemBookingContext: context, targetEntityIds: {} },
            }),
          ),
        );
        const took = performance.now() - started;
        roundTimes.push(took);
        const raced = answers.slice(0, GUESTS);
        const won = raced.filter((answer) => answer.statusCode === 200);
        const lost = raced.filter((answer) => answer.statusCode !== 200);
        expect(
          answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body),
          `round ${round}: server errors`,
        ).toEqual([]);
        expect(won, `round ${round}`).toHaveLength(1);
        expect(
          lost.map((answer) => [answer.statusCode, answer.json().message]),
          `round ${round}`,
        ).toEqual(Array.from({ length: GUESTS - 1 }, () => [400, DATES_UNAVAILABLE]));
        expect(won[0]?.json().data.bookingResponse.updatedItem.status).toBe('approved');
        // Back-to-back: the stay starting the day the raced one ends went through too.
        expect(answers[GUESTS]?.statusCode, `round ${round}: back-to-back`).toBe(200);
        const winnerItem = won[0]?.json().data.bookingResponse.updatedItem.objectId;
        const stays = (await reservedStays(db, home)).filter(
          (stay) => stay.start >= checkIn && stay.start <= checkOut,
        );
        expect(stays.map(({ start, end }) => [start, end])).toEqual([
          [checkIn, checkOut],
          [checkOut, nextOut],
        ]);
        expect(stays[0]?.item).toBe(winnerItem);
        expect(took, `round ${round}: time in ms`).toBeLessThan(ROUND_BOUND_MS);
      }
      // The losers' transactions left nothing behind: one live item per reserved stay.
      const { rows } = await db.query<{ n: string }>(
        `select count(*)::text as n from itinerary_listing_items where listing_id = $1`,
        [home],
      );
      expect(Number(rows[0]?.n)).toBe(ROUNDS * 2);
    }, 300_000);
  },
);
