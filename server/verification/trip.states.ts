import { addDays, utcDayOf } from '../../src/core/shared/index.js';
import type { Database, Queryable } from '../db/database.js';
import { ensurePactLead, ensurePactMarket, pointLeadAt } from './market-fixtures.store.js';
import { ensureStranger, seededUserId } from './pact-guests.js';
import { PACT_PRICING, PACT_SERVICE_FIELD_ID } from './pact-service.data.js';
import { type PactStays, pactStays, stayValues } from './pact-stays.js';
import { ensureMarket, ensureService } from './service-fixtures.store.js';
import { countParam, type StateHandler, type StateParams, textParam } from './state-handler.js';
import { DEMO_GUEST, STATES, WORLD } from './state-names.js';
import {
  deleteTrip,
  putWelcomeLetter,
  replaceConversation,
  replaceFolio,
  resetOnlyServiceItem,
  resetTrip,
} from './trip-fixtures.store.js';

/**
 * Provider states of the trips interactions, each creating its data through the host's
 * tables with the ids its params give (the world's trip it-aspen, its service item si-1, the
 * other guest's trip it-other), handed back for the `${name}` expressions. All states share
 * one database during a run and the interactions change these rows (a deletion, a reserve,
 * dates moved), so each handler resets its rows to the state's words every time rather than
 * only inserting them.
 */
export const OTHER_GUEST = { email: 'other-guest@keyhaven.test', firstName: 'Otto', lastName: 'Other' };

/** The other guest's trip's name, whichever state makes it. */
export const OTHER_GUEST_TRIP_NAME = "Otto's Aspen week";

/** The guest's trip's name, whichever state makes it. */
export const TRIP_NAME = 'Aspen ski week';

/** The demo guest's trip `itineraryId` in `marketId` for the stay, with no lead. */
export const resetGuestTrip = async (
  db: Queryable,
  trip: { itineraryId: string; marketId: string; leadId?: string },
  stays: PactStays,
): Promise<void> => {
  await ensurePactMarket(db, trip.marketId);
  await resetTrip(db, {
    id: trip.itineraryId,
    userId: await seededUserId(db, DEMO_GUEST.email),
    marketId: trip.marketId,
    name: TRIP_NAME,
    arrival: stays.checkIn,
    departure: stays.checkOut,
    leadId: trip.leadId,
  });
};

/** What the trip-with-a-service-item state's params name. */
export const serviceItemOf = (params: StateParams) => ({
  itineraryId: textParam(params, 'itineraryId'),
  itemId: textParam(params, 'itemId'),
  serviceId: textParam(params, 'serviceId'),
  marketId: textParam(params, 'marketId'),
});

/**
 * The guest's trip for the stay holding, of services, only the item: a draft private-chef
 * dinner on the stay's third day. The homes on the trip are the home states' business.
 */
const resetDemoTrip = async (db: Queryable, ids: ReturnType<typeof serviceItemOf>, stays: PactStays) => {
  await ensureMarket(db, ids.marketId, WORLD.destination);
  await ensureService(db, ids.serviceId, ids.marketId);
  await resetGuestTrip(db, ids, stays);
  await resetOnlyServiceItem(db, { ...ids, startAt: stays.itemStart, endAt: stays.itemEnd });
};

export const tripStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.demoTrip]: async (params) => {
    const ids = serviceItemOf(params);
    const stays = pactStays(now());
    await resetDemoTrip(db, ids, stays);
    return {
      ...ids,
      fieldId: PACT_SERVICE_FIELD_ID,
      ...PACT_PRICING,
      ...stayValues(stays),
      movedItemStart: stays.movedItemStart,
      movedItemEnd: stays.movedItemEnd,
      addedItemStart: stays.addedItemStart,
      addedItemEnd: stays.addedItemEnd,
    };
  },
  // A new trip is asked for the stay: its days handed back.
  [STATES.demoMarket]: async (params) => {
    const marketId = textParam(params, 'marketId');
    await ensureMarket(db, marketId, WORLD.destination);
    const stays = pactStays(now());
    return { marketId, checkIn: stays.checkIn, checkOut: stays.checkOut };
  },
  // One charge on the service item's day, the only line; the guest's card is the trip's.
  [STATES.demoFolio]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    const stays = pactStays(now());
    await replaceFolio(db, {
      itineraryId,
      amountCents: countParam(params, 'amountCents'),
      postedAt: `${stays.itemDay}T12:00:00Z`,
      cardId: textParam(params, 'cardId'),
    });
    return { itineraryId };
  },
  [STATES.demoAttachment]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    await putWelcomeLetter(db, itineraryId);
    return { itineraryId };
  },
  // Three entries a minute apart yesterday, one of each table: the guest's message, the guest's
  // note and the concierge's quote of the item (no actor: the host's 'Concierge').
  [STATES.demoConversation]: async (params) => {
    const trip = textParam(params, 'itineraryId');
    const itemId = textParam(params, 'itemId');
    const guestId = await seededUserId(db, DEMO_GUEST.email);
    const at = (minute: string) => `${addDays(utcDayOf(now()), -1)}T10:${minute}:00Z`;
    await replaceConversation(
      db,
      { itineraryId: trip, itemId, guestId, guestEmail: DEMO_GUEST.email },
      { message: at('00'), note: at('01'), quote: at('02') },
    );
    return { itineraryId: trip, itemId };
  },
  // The other guest's trip: the same stay, in the same market.
  [STATES.otherGuestTrip]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    const marketId = textParam(params, 'marketId');
    const stays = pactStays(now());
    await ensureMarket(db, marketId, WORLD.destination);
    await resetTrip(db, {
      id: itineraryId,
      userId: await ensureStranger(db, OTHER_GUEST),
      marketId,
      name: OTHER_GUEST_TRIP_NAME,
      arrival: stays.checkIn,
      departure: stays.checkOut,
    });
    return { otherItineraryId: itineraryId };
  },
  [STATES.noTrip]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    await deleteTrip(db, itineraryId);
    return { missingItineraryId: itineraryId };
  },
  [STATES.tripInMarket]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    await resetGuestTrip(db, { itineraryId, marketId: textParam(params, 'marketId') }, pactStays(now()));
    return { itineraryId };
  },
  // The lead's trip: the trip names the lead and the lead points back at it.
  [STATES.tripFromLead]: async (params) => {
    const itineraryId = textParam(params, 'itineraryId');
    const leadId = textParam(params, 'leadId');
    const marketId = textParam(params, 'marketId');
    const stays = pactStays(now());
    await ensurePactLead(db, { leadId, marketId }, stays);
    await resetGuestTrip(db, { itineraryId, marketId, leadId }, stays);
    await pointLeadAt(db, leadId, itineraryId);
    return { itineraryId };
  },
});
