import type { Database, Queryable } from '../db/database.js';
import { ensureAspen, ensurePactHome, freeNights, PACT_HOME_ID } from './catalog-fixtures.js';
import { ensureStranger, seededUserId } from './pact-guests.js';
import { pactStays } from './pact-stays.js';
import type { StateHandler } from './state-handler.js';
import { DEMO_GUEST, STATES } from './state-names.js';

/**
 * Provider states of the homes-on-trips interactions, each creating its data with SQL through
 * the host's tables. Two homes are involved: ls-aspen, the home the booking pact reserves (a
 * KEY Instant Booking home of our own, made here), and h-aspen-1, the catalog's pact home
 * (catalog-fixtures.ts). All states share one database during a run and the interactions
 * change these rows (a reserve, a deletion, new dates), so each handler resets its rows to
 * the state's words every time.
 */
export const PACT_BOOKING = {
  listingId: 'ls-aspen',
  itineraryId: 'it-home',
  listingItemId: 'li-1',
  contextId: 'bc-home',
  checkIn: '2031-02-07',
  checkOut: '2031-02-14',
  otherItineraryId: 'it-home-taken',
  otherListingItemId: 'li-home-taken',
} as const;

/** The demo guest's stay at h-aspen-1 (STATES.homeOnTrip, on the dates of pact-stays.ts) and the context saved for it. */
export const PACT_STAY = {
  itineraryId: 'it-aspen-stay',
  listingItemId: 'li-aspen-stay',
  contextId: 'bc-aspen-stay',
  arrivalFieldId: 'arrival-time',
} as const;

const OTHER_HOME_GUEST = {
  email: 'other-home-guest@keyhaven.test',
  firstName: 'Other',
  lastName: 'Traveller',
};

/** The stay fields of a home (migration 011), with the arrival time the pact fills in. */
const STAY_FIELDS = [
  { id: PACT_STAY.arrivalFieldId, name: 'Arrival time', type: 'text', required: true },
  { id: 'special-requests', name: 'Special requests', type: 'text', required: false },
];

/**
 * ls-aspen, "Aspen Ridge Lodge": KEY Instant Booking (a reserve is approved by the concierge,
 * no card needed), sleeping 10 with a 3-night minimum, in Aspen. Answers its market.
 */
const ensureBookingHome = async (db: Queryable): Promise<string> => {
  const destinationId = await ensureAspen(db);
  await db.query(
    `insert into listings (id, destination_id, name, description, latitude, longitude, bedrooms, bathrooms,
                           max_guests, pets_allowed, events_allowed, booking_setting, pricing_setting,
                           nightly_rate_cents, security_deposit_cents, minimum_stay_nights, images, score, active)
     values ($1, $2, 'Aspen Ridge Lodge', 'A ridge-top lodge with views of the Maroon Bells.', 39.1956, -106.8238,
             5, 4, 10, true, false, 'KEY Instant Booking', 'Cached Pricing', 120000, 150000, 3, $3, 400, true)
     on conflict (id) do update set
       destination_id = excluded.destination_id, name = excluded.name, max_guests = 10,
       booking_setting = excluded.booking_setting, pricing_setting = excluded.pricing_setting,
       minimum_stay_nights = 3, active = true`,
    [PACT_BOOKING.listingId, destinationId, [`/media/homes/${PACT_BOOKING.listingId}/1.svg`]],
  );
  const { rows } = await db.query<{ market_id: string }>('select market_id from destinations where id = $1', [
    destinationId,
  ]);
  return rows[0]?.market_id as string;
};

/** Takes ls-aspen off every trip of `guest` and frees its calendar: "not yet on a trip". */
const clearBookingHome = async (db: Queryable, guestId: string): Promise<void> => {
  await db.query(`delete from listing_unavailable_ranges where listing_id = $1`, [PACT_BOOKING.listingId]);
  await db.query(
    `delete from itineraries
      where id = $1 or (user_id = $2 and id in (select itinerary_id from itinerary_listing_items where listing_id = $3))`,
    [PACT_BOOKING.itineraryId, guestId, PACT_BOOKING.listingId],
  );
};

/** bc-home: the demo guest chose ls-aspen from 2031-02-07 to 2031-02-14 for 2 adults. */
const ensureHomeContext = async (db: Queryable, guestId: string): Promise<void> => {
  const state = {
    itemStartDate: PACT_BOOKING.checkIn,
    itemEndDate: PACT_BOOKING.checkOut,
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    petCount: 0,
    productLine: 'Concierge',
  };
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state)
     values ($1, $2, $3, 'Listing', $4::jsonb)
     on conflict (id) do update set user_id = excluded.user_id, item_id = excluded.item_id,
       item_type = excluded.item_type, booking_state = excluded.booking_state, updated_at = now()`,
    [PACT_BOOKING.contextId, guestId, PACT_BOOKING.listingId, JSON.stringify(state)],
  );
};

/** A trip of `guestId` around a home with one draft (or `status`) listing item for the stay. */
const putStayOnTrip = async (
  db: Queryable,
  trip: { itineraryId: string; listingItemId: string; guestId: string; marketId: string; name: string },
  stay: { listingId: string; checkIn: string; checkOut: string; status?: string },
): Promise<void> => {
  await db.query(`delete from listing_unavailable_ranges where listing_item_id = $1`, [trip.listingItemId]);
  await db.query('delete from itineraries where id = $1', [trip.itineraryId]);
  await db.query(
    `insert into itineraries (id, user_id, market_id, name, property_listing_id, arrival_date, departure_date)
     values ($1, $2, $3, $4, $5, $6::date, $7::date)`,
    [trip.itineraryId, trip.guestId, trip.marketId, trip.name, stay.listingId, stay.checkIn, stay.checkOut],
  );
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date,
                                          is_date_selected, adult_count)
     values ($1, $2, $3, $4, $5::date, $6::date, true, 2)`,
    [
      trip.listingItemId,
      trip.itineraryId,
      stay.listingId,
      stay.status ?? 'draft',
      stay.checkIn,
      stay.checkOut,
    ],
  );
};

export const bookingStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.homeContext]: async () => {
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    await ensureBookingHome(db);
    await clearBookingHome(db, guestId);
    await ensureHomeContext(db, guestId);
    return { listingId: PACT_BOOKING.listingId, contextId: PACT_BOOKING.contextId };
  },

  [STATES.homeOnDemoTrip]: async () => {
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    const marketId = await ensureBookingHome(db);
    await clearBookingHome(db, guestId);
    await putStayOnTrip(
      db,
      {
        itineraryId: PACT_BOOKING.itineraryId,
        listingItemId: PACT_BOOKING.listingItemId,
        guestId,
        marketId,
        name: 'Aspen Ridge Lodge stay',
      },
      { listingId: PACT_BOOKING.listingId, checkIn: PACT_BOOKING.checkIn, checkOut: PACT_BOOKING.checkOut },
    );
    await ensureHomeContext(db, guestId);
    return {
      listingId: PACT_BOOKING.listingId,
      itineraryId: PACT_BOOKING.itineraryId,
      listingItemId: PACT_BOOKING.listingItemId,
      contextId: PACT_BOOKING.contextId,
    };
  },

  // Another guest's approved stay holds the nights on the calendar, as a reserve leaves it.
  [STATES.homeDatesTaken]: async () => {
    const otherId = await ensureStranger(db, OTHER_HOME_GUEST);
    const marketId = await ensureBookingHome(db);
    await db.query(
      `delete from listing_unavailable_ranges where listing_id = $1 and stay && daterange($2::date, $3::date)`,
      [PACT_BOOKING.listingId, PACT_BOOKING.checkIn, PACT_BOOKING.checkOut],
    );
    await putStayOnTrip(
      db,
      {
        itineraryId: PACT_BOOKING.otherItineraryId,
        listingItemId: PACT_BOOKING.otherListingItemId,
        guestId: otherId,
        marketId,
        name: 'Aspen Ridge Lodge stay',
      },
      {
        listingId: PACT_BOOKING.listingId,
        checkIn: PACT_BOOKING.checkIn,
        checkOut: PACT_BOOKING.checkOut,
        status: 'approved',
      },
    );
    await db.query(
      `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
       values ($1, $2, daterange($3::date, $4::date), 'reserved', $1)`,
      [PACT_BOOKING.otherListingItemId, PACT_BOOKING.listingId, PACT_BOOKING.checkIn, PACT_BOOKING.checkOut],
    );
    return undefined;
  },

  // h-aspen-1 as the catalog's states make it, allowing pets (the guests interaction brings one).
  [STATES.homeOnTrip]: async () => {
    const stays = pactStays(now());
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    await ensurePactHome(db);
    await db.query('update listings set pets_allowed = true where id = $1', [PACT_HOME_ID]);
    const { rows } = await db.query<{ market_id: string }>(
      'select d.market_id from listings l join destinations d on d.id = l.destination_id where l.id = $1',
      [PACT_HOME_ID],
    );
    await freeNights(db, PACT_HOME_ID, stays.checkIn, stays.checkOut);
    await putStayOnTrip(
      db,
      {
        itineraryId: PACT_STAY.itineraryId,
        listingItemId: PACT_STAY.listingItemId,
        guestId,
        marketId: rows[0]?.market_id as string,
        name: 'Aspen Lodge stay',
      },
      { listingId: PACT_HOME_ID, checkIn: stays.checkIn, checkOut: stays.checkOut },
    );
    return {
      itineraryId: PACT_STAY.itineraryId,
      listingItemId: PACT_STAY.listingItemId,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
    };
  },

  [STATES.homeAvailableLater]: async () => {
    const stays = pactStays(now());
    await freeNights(db, PACT_HOME_ID, stays.laterCheckIn, stays.laterCheckOut);
    return { laterCheckIn: stays.laterCheckIn, laterCheckOut: stays.laterCheckOut };
  },

  [STATES.arrivalField]: async () => {
    await db.query('update listings set item_fields = $2::jsonb where id = $1', [
      PACT_HOME_ID,
      JSON.stringify(STAY_FIELDS),
    ]);
    return { fieldId: PACT_STAY.arrivalFieldId };
  },

  // The concierge has quoted the stay: h-aspen-1 is booked on request, reserved at its quote.
  [STATES.savedListingContext]: async () => {
    const stays = pactStays(now());
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    const state = {
      itemStartDate: stays.checkIn,
      itemEndDate: stays.checkOut,
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
      petCount: 0,
    };
    await db.query(
      `insert into booking_contexts (id, user_id, item_id, item_type, booking_state)
       values ($1, $2, $3, 'ItineraryListingItem', $4::jsonb)
       on conflict (id) do update set user_id = excluded.user_id, item_id = excluded.item_id,
         item_type = excluded.item_type, booking_state = excluded.booking_state, updated_at = now()`,
      [PACT_STAY.contextId, guestId, PACT_STAY.listingItemId, JSON.stringify(state)],
    );
    await db.query(`update itinerary_listing_items set status = 'quoted' where id = $1`, [
      PACT_STAY.listingItemId,
    ]);
    return { itemBookingContextId: PACT_STAY.contextId };
  },
});
