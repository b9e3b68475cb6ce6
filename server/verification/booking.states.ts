import type { Database, Queryable } from '../db/database.js';
import { ensurePactHome, freeNights } from './catalog-fixtures.js';
import { demoGuestId, ensureStranger } from './pact-guests.js';
import { type PactStays, pactStays } from './pact-stays.js';
import { countParam, type StateHandler, type StateParams, textParam } from './state-handler.js';
import { STATES } from './state-names.js';
import { OTHER_GUEST, OTHER_GUEST_TRIP_NAME, resetGuestTrip, resetTrip } from './trip.states.js';

/**
 * Provider states of the homes-on-trips interactions, each creating its data with SQL through
 * the host's tables, with the ids its params give: the world's home h-aspen-1 (made as the
 * catalog's states make it, catalog-fixtures.ts) as listing item li-1 on the guest's trip
 * it-aspen for the stay, and the booking contexts around it. All states share one database
 * during a run and the interactions change these rows (a reserve, a deletion, new dates), so
 * each handler resets its rows to the state's words every time.
 */

/** The stay fields of a home (migration 011), with the arrival time the pact fills in. */
const ARRIVAL_FIELD_ID = 'arrival-time';
const STAY_FIELDS = [
  { id: ARRIVAL_FIELD_ID, name: 'Arrival time', type: 'text', required: true },
  { id: 'special-requests', name: 'Special requests', type: 'text', required: false },
];

/** A booking context of the demo guest, written as given. */
const putContext = async (
  db: Queryable,
  context: { id: string; userId: string; itemId: string; itemType: string; state: object },
): Promise<void> => {
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state)
     values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do update set user_id = excluded.user_id, item_id = excluded.item_id,
       item_type = excluded.item_type, booking_state = excluded.booking_state, updated_at = now()`,
    [context.id, context.userId, context.itemId, context.itemType, JSON.stringify(context.state)],
  );
};

/** The stay for the guests the params count. */
const stayState = (params: StateParams, stays: PactStays) => ({
  itemStartDate: stays.checkIn,
  itemEndDate: stays.checkOut,
  adultCount: countParam(params, 'adults'),
  childCount: 0,
  infantCount: 0,
  petCount: 0,
});

/**
 * The trip's only home: `listingItemId`, a draft (or `status`) stay at `listingId` for the
 * stay, for 2 adults; whatever listing items the trip held before, and their nights, go.
 */
const putListingItem = async (
  db: Queryable,
  item: { itineraryId: string; listingItemId: string; listingId: string; status?: string },
  stays: PactStays,
): Promise<void> => {
  await db.query(
    `delete from listing_unavailable_ranges
      where listing_item_id in (select id from itinerary_listing_items where itinerary_id = $1 or id = $2)`,
    [item.itineraryId, item.listingItemId],
  );
  await db.query('delete from itinerary_listing_items where itinerary_id = $1 or id = $2', [
    item.itineraryId,
    item.listingItemId,
  ]);
  await db.query('update itineraries set property_listing_id = $2 where id = $1', [
    item.itineraryId,
    item.listingId,
  ]);
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date,
                                          is_date_selected, adult_count)
     values ($1, $2, $3, $4, $5::date, $6::date, true, 2)`,
    [
      item.listingItemId,
      item.itineraryId,
      item.listingId,
      item.status ?? 'draft',
      stays.checkIn,
      stays.checkOut,
    ],
  );
};

export const bookingStates = (db: Database, now: () => Date): Record<string, StateHandler> => {
  /** The home as the listing item of the guest's trip for the stay, its nights otherwise free. */
  const homeOnTrip = async (params: StateParams) => {
    const ids = {
      itineraryId: textParam(params, 'itineraryId'),
      listingItemId: textParam(params, 'listingItemId'),
      listingId: textParam(params, 'listingId'),
    };
    const stays = pactStays(now());
    await ensurePactHome(db, ids.listingId);
    await freeNights(db, ids.listingId, stays.checkIn, stays.checkOut);
    await resetGuestTrip(
      db,
      { itineraryId: ids.itineraryId, marketId: textParam(params, 'marketId') },
      stays,
    );
    await putListingItem(db, ids, stays);
    return { ...ids, stays };
  };

  return {
    // The home on none of the guest's trips, and the guest's context for a stay there.
    [STATES.homeContext]: async (params) => {
      const listingId = textParam(params, 'listingId');
      const contextId = textParam(params, 'contextId');
      const stays = pactStays(now());
      const guestId = await demoGuestId(db);
      await ensurePactHome(db, listingId);
      await db.query(
        `delete from listing_unavailable_ranges
          where listing_item_id in (select li.id from itinerary_listing_items li join itineraries i on i.id = li.itinerary_id
                                     where i.user_id = $1 and li.listing_id = $2)`,
        [guestId, listingId],
      );
      await db.query(
        `delete from itinerary_listing_items
          where listing_id = $2 and itinerary_id in (select id from itineraries where user_id = $1)`,
        [guestId, listingId],
      );
      await freeNights(db, listingId, stays.checkIn, stays.checkOut);
      await putContext(db, {
        id: contextId,
        userId: guestId,
        itemId: listingId,
        itemType: 'Listing',
        state: { ...stayState(params, stays), productLine: 'Concierge' },
      });
      return { listingId, contextId, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },

    [STATES.homeOnTrip]: async (params) => {
      const { itineraryId, listingItemId, stays } = await homeOnTrip(params);
      return { itineraryId, listingItemId, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },

    // The listing item, and the guest's context for the home the reserve names.
    [STATES.homeContextOnTrip]: async (params) => {
      const { stays, ...ids } = await homeOnTrip(params);
      const contextId = textParam(params, 'contextId');
      await putContext(db, {
        id: contextId,
        userId: await demoGuestId(db),
        itemId: ids.listingId,
        itemType: 'Listing',
        state: { ...stayState(params, stays), productLine: 'Concierge' },
      });
      return { ...ids, contextId, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },

    // The other guest's trip holds the home for the stay, approved, its nights reserved.
    [STATES.homeDatesTaken]: async (params) => {
      const listingId = textParam(params, 'listingId');
      const item = {
        itineraryId: textParam(params, 'itineraryId'),
        listingItemId: textParam(params, 'listingItemId'),
        listingId,
        status: 'approved',
      };
      const stays = pactStays(now());
      await ensurePactHome(db, listingId);
      await resetTrip(db, {
        id: item.itineraryId,
        userId: await ensureStranger(db, OTHER_GUEST),
        marketId: textParam(params, 'marketId'),
        name: OTHER_GUEST_TRIP_NAME,
        arrival: stays.checkIn,
        departure: stays.checkOut,
      });
      await db.query(
        `delete from listing_unavailable_ranges where listing_id = $1 and stay && daterange($2::date, $3::date)`,
        [listingId, stays.checkIn, stays.checkOut],
      );
      await putListingItem(db, item, stays);
      await db.query(
        `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
         values ($1, $2, daterange($3::date, $4::date), 'reserved', $1)`,
        [item.listingItemId, listingId, stays.checkIn, stays.checkOut],
      );
      return undefined;
    },

    [STATES.homeAvailableLater]: async (params) => {
      const stays = pactStays(now());
      await freeNights(db, textParam(params, 'homeId'), stays.laterCheckIn, stays.laterCheckOut);
      return { laterCheckIn: stays.laterCheckIn, laterCheckOut: stays.laterCheckOut };
    },

    // The field's id is the home's own, handed back.
    [STATES.arrivalField]: async (params) => {
      await db.query('update listings set item_fields = $2::jsonb where id = $1', [
        textParam(params, 'homeId'),
        JSON.stringify(STAY_FIELDS),
      ]);
      return { fieldId: ARRIVAL_FIELD_ID };
    },

    // The concierge has quoted the stay, and the guest saved a context for the listing item.
    [STATES.savedListingContext]: async (params) => {
      const contextId = textParam(params, 'contextId');
      const listingItemId = textParam(params, 'listingItemId');
      await putContext(db, {
        id: contextId,
        userId: await demoGuestId(db),
        itemId: listingItemId,
        itemType: 'ItineraryListingItem',
        state: stayState(params, pactStays(now())),
      });
      await db.query(`update itinerary_listing_items set status = 'quoted' where id = $1`, [listingItemId]);
      return { itemBookingContextId: contextId };
    },
  };
};
