import type { Database } from '../db/database.js';
import {
  markListingItemQuoted,
  removeHomeFromGuestTrips,
  replaceTripHomes,
  reserveItemNights,
  setHomeItemFields,
} from './booking-fixtures.store.js';
import { clearNights, ensurePactHome, freeNights } from './catalog-fixtures.store.js';
import { upsertContext } from './context-fixtures.store.js';
import { demoGuestId, ensureStranger } from './pact-guests.js';
import { type PactStays, pactStays } from './pact-stays.js';
import { countParam, type StateHandler, type StateParams, textParam } from './state-handler.js';
import { STATES } from './state-names.js';
import { OTHER_GUEST, OTHER_GUEST_TRIP_NAME, resetGuestTrip } from './trip.states.js';
import { resetTrip } from './trip-fixtures.store.js';

/**
 * Provider states of the homes-on-trips interactions, each creating its data with SQL through
 * the host's tables, with the ids its params give: the world's home h-aspen-1 (made as the
 * catalog's states make it, catalog-fixtures.store.ts) as listing item li-1 on the guest's trip
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

/** The stay for the guests the params count. */
const stayState = (params: StateParams, stays: PactStays) => ({
  itemStartDate: stays.checkIn,
  itemEndDate: stays.checkOut,
  adultCount: countParam(params, 'adults'),
  childCount: 0,
  infantCount: 0,
  petCount: 0,
});

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
    await replaceTripHomes(db, ids, stays);
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
      await removeHomeFromGuestTrips(db, guestId, listingId);
      await freeNights(db, listingId, stays.checkIn, stays.checkOut);
      await upsertContext(db, {
        id: contextId,
        userId: guestId,
        itemId: listingId,
        itemType: 'Listing',
        bookingState: { ...stayState(params, stays), productLine: 'Concierge' },
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
      await upsertContext(db, {
        id: contextId,
        userId: await demoGuestId(db),
        itemId: ids.listingId,
        itemType: 'Listing',
        bookingState: { ...stayState(params, stays), productLine: 'Concierge' },
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
      await clearNights(db, listingId, stays.checkIn, stays.checkOut);
      await replaceTripHomes(db, item, stays);
      await reserveItemNights(db, item, stays);
      return undefined;
    },

    [STATES.homeAvailableLater]: async (params) => {
      const stays = pactStays(now());
      await freeNights(db, textParam(params, 'homeId'), stays.laterCheckIn, stays.laterCheckOut);
      return { laterCheckIn: stays.laterCheckIn, laterCheckOut: stays.laterCheckOut };
    },

    // The field's id is the home's own, handed back.
    [STATES.arrivalField]: async (params) => {
      await setHomeItemFields(db, textParam(params, 'homeId'), STAY_FIELDS);
      return { fieldId: ARRIVAL_FIELD_ID };
    },

    // The concierge has quoted the stay, and the guest saved a context for the listing item.
    [STATES.savedListingContext]: async (params) => {
      const contextId = textParam(params, 'contextId');
      const listingItemId = textParam(params, 'listingItemId');
      await upsertContext(db, {
        id: contextId,
        userId: await demoGuestId(db),
        itemId: listingItemId,
        itemType: 'ItineraryListingItem',
        bookingState: stayState(params, pactStays(now())),
      });
      await markListingItemQuoted(db, listingItemId);
      return { itemBookingContextId: contextId };
    },
  };
};
