import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.js';
import { createSession } from '../../../server/auth/session.store.js';
import { insertUser } from '../../../server/auth/user.store.js';
import type { Database, Queryable } from '../../../server/db/database.js';
import { newObjectId } from '../../../server/db/new-id.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import {
  addFixtureDestination,
  addFixtureMarket,
  addHomes,
  type FixtureDestination,
  type FixtureHomeSpec,
  fixtureHome,
} from '../support/catalog-fixtures.js';
import { TEST_LIMITS } from '../support/server-pool.js';

/**
 * Guests, trips, homes and booking contexts for the bookings tests, made with SQL beside the
 * demo data, and a server whose clock is pinned to the seed day's noon.
 */
export interface Guest {
  id: string;
  token: string;
}

/**
 * A call as `who` (or anonymous): the status, and the JSON body when there is one. Answers
 * are checked with toMatchObject or decoded with the core codecs.
 */
export const requestAs = async (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Guest | null,
  payload?: object,
  // biome-ignore lint/suspicious/noExplicitAny: see above
): Promise<{ status: number; body: any }> => {
  const response = await app.inject({
    method,
    url,
    headers: who ? { 'x-session-token': who.token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

export const buildBookingServer = (db: Database, anchor: string): Promise<FastifyInstance> =>
  buildServer({ db, config: { ...TEST_LIMITS, now: () => new Date(`${anchor}T12:00:00Z`) } });

let guestCount = 0;

/** A signed-in guest of its own (no password: the session is made directly). */
export const addGuest = async (db: Database, name = 'Guest'): Promise<Guest> => {
  guestCount += 1;
  const user = await db.transaction((tx) =>
    insertUser(tx, {
      email: `${name.toLowerCase()}-${guestCount}-${newObjectId(6)}@bookings.test`,
      passwordHash: 'not-used',
      firstName: name,
      lastName: `Number${guestCount}`,
      roles: ['guest'],
    }),
  );
  return { id: user.id, token: await createSession(db, user.id) };
};

export interface HomesFixture {
  marketId: string;
  destination: FixtureDestination;
}

/** A market and destination of the test file's own, named by `slug`. */
export const addBookingPlace = async (db: Database, slug: string): Promise<HomesFixture> => {
  const marketId = await addFixtureMarket(db, { slug: `${slug}-market`, taxRateBps: 1000 });
  const destination = await addFixtureDestination(db, {
    slug: `${slug}-place`,
    name: `Place ${slug}`,
    marketId,
    latitude: 40,
    longitude: -100,
  });
  return { marketId, destination };
};

/** A home in the fixture's destination; sleeps 4, no pets, 2-night minimum unless told. */
export const addBookingHome = async (
  db: Database,
  place: HomesFixture,
  anchor: string,
  id: string,
  listing: FixtureHomeSpec = {},
): Promise<string> => {
  await addHomes(db, [
    fixtureHome(id, place.destination, anchor, {
      minimum_stay_nights: 2,
      fees: [{ name: 'Cleaning', amount_cents: 15_000, charged: 'stay' }],
      ...listing,
    }),
  ]);
  return id;
};

/** A place of the file's own with a home of each kind of booking the host treats apart. */
export interface HomesBySetting {
  readonly place: HomesFixture;
  /** KEY Instant Booking: approved on reserve. */
  readonly keyHome: string;
  readonly requestHome: string;
  /** Streamline Instant Booking and Pricing: booked at once with a card on file. */
  readonly streamlineHome: string;
}

export const addHomesBySetting = async (
  db: Database,
  anchor: string,
  slug: string,
): Promise<HomesBySetting> => {
  const place = await addBookingPlace(db, slug);
  return {
    place,
    keyHome: await addBookingHome(db, place, anchor, `${slug}-key`, {
      booking_setting: 'KEY Instant Booking',
    }),
    requestHome: await addBookingHome(db, place, anchor, `${slug}-request`, {
      booking_setting: 'Request Price',
    }),
    streamlineHome: await addBookingHome(db, place, anchor, `${slug}-streamline`, {
      booking_setting: 'Streamline Instant Booking',
      pricing_setting: 'Streamline Instant Pricing',
    }),
  };
};

/** The trip's case feed, oldest first. */
export const caseFeedOf = async (db: Queryable, itineraryId: string): Promise<string[]> =>
  (
    await db.query<{ message: string }>(
      'select message from case_feed_entries where itinerary_id = $1 order by created_at, seq',
      [itineraryId],
    )
  ).rows.map((row) => row.message);

export const addTrip = async (
  db: Queryable,
  guest: Guest,
  marketId: string,
  dates: { arrival?: string | null; departure?: string | null } = {},
): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into itineraries (id, user_id, market_id, name, arrival_date, departure_date)
     values ($1, $2, $3, 'Test trip', $4::date, $5::date)`,
    [id, guest.id, marketId, dates.arrival ?? null, dates.departure ?? null],
  );
  return id;
};

export const addListingItem = async (
  db: Queryable,
  itineraryId: string,
  listingId: string,
  item: { checkIn?: string | null; checkOut?: string | null; status?: string; adults?: number } = {},
): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date,
                                          is_date_selected, adult_count)
     values ($1, $2, $3, $4, $5::date, $6::date, $5::date is not null, $7)`,
    [
      id,
      itineraryId,
      listingId,
      item.status ?? 'draft',
      item.checkIn ?? null,
      item.checkOut ?? null,
      item.adults ?? 2,
    ],
  );
  return id;
};

/** A booking context for a home (itemType Listing) with the guest's stay and party. */
export const addHomeContext = async (
  db: Queryable,
  owner: Guest | null,
  listingId: string,
  state: Record<string, unknown>,
  itemType = 'Listing',
): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state) values ($1, $2, $3, $4, $5::jsonb)`,
    [id, owner?.id ?? null, listingId, itemType, JSON.stringify({ adultCount: 2, ...state })],
  );
  return id;
};

export const addCard = async (db: Queryable, guest: Guest, expYear = 2099): Promise<void> => {
  await db.query(
    `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year)
     values ($1, $2, 'sandbox', $3, 'visa', '4242', 12, $4)`,
    [newObjectId(), guest.id, `pm_${newObjectId()}`, expYear],
  );
};

/** The status of a listing item, straight from the table. */
export const statusOf = async (db: Queryable, listingItemId: string): Promise<string | undefined> =>
  (
    await db.query<{ status: string }>('select status from itinerary_listing_items where id = $1', [
      listingItemId,
    ])
  ).rows[0]?.status;

/** The reserved nights of a home, as [check-in, check-out) pairs. */
export const reservedStays = async (db: Queryable, listingId: string) =>
  (
    await db.query<{ start: string; end: string; item: string | null }>(
      `select lower(stay)::text as start, upper(stay)::text as end, listing_item_id as item
         from listing_unavailable_ranges where listing_id = $1 and kind = 'reserved' order by lower(stay)`,
      [listingId],
    )
  ).rows;

/** A day `offset` days after the anchor. */
export const dayAfter = (anchor: string, offset: number) => addDays(anchor, offset);
