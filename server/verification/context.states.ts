import { utcDayOf } from '../../src/core/shared/index.js';
import type { Database, Queryable } from '../db/database.js';
import { demoPromoCodes } from '../demo/seed/demo-promo-codes.js';
import { upsertPromoCodes } from '../demo/seed/promo-codes.store.js';
import { deleteOtherContexts, deletePromoRedemptions, replaceContext } from './context-fixtures.store.js';
import { demoGuestId } from './pact-guests.js';
import { type PactStays, pactStays } from './pact-stays.js';
import { ensureMarket, ensureService } from './service-fixtures.store.js';
import { countParam, type StateHandler, type StateParams, textParam } from './state-handler.js';
import { STATES, WORLD } from './state-names.js';
import { serviceItemOf, TRIP_NAME } from './trip.states.js';
import { insertDraftItemIfMissing, insertTripIfMissing } from './trip-fixtures.store.js';

/**
 * Provider states of the booking-context and promo-code interactions, with the ids their
 * params give (bc-1, bc-anon, promo-ski10, promo-old5), written with upserts: a state puts
 * its rows back the way the interaction needs them, whatever an earlier interaction did (a
 * create replaced bc-1, an attach took bc-anon, a redemption spent SKI10).
 */

const ensureChef = async (db: Queryable, params: StateParams) => {
  const ids = { serviceId: textParam(params, 'serviceId'), marketId: textParam(params, 'marketId') };
  await ensureMarket(db, ids.marketId, WORLD.destination);
  await ensureService(db, ids.serviceId, ids.marketId);
  return ids;
};

/**
 * The guest's trip and its service item, when the trips' own state (STATES.demoTrip) has not
 * made them: inserted only when missing, never changing what that state wrote.
 */
const ensureDemoItem = async (db: Queryable, userId: string, params: StateParams, stays: PactStays) => {
  const ids = serviceItemOf(params);
  await ensureChef(db, params);
  await insertTripIfMissing(db, {
    id: ids.itineraryId,
    userId,
    marketId: ids.marketId,
    name: TRIP_NAME,
    arrival: stays.checkIn,
    departure: stays.checkOut,
  });
  await insertDraftItemIfMissing(db, { ...ids, startAt: stays.itemStart, endAt: stays.itemEnd });
  return ids;
};

/**
 * Puts a demo promo code back as seeded, with no redemptions, so the demo guest may use it
 * again. The params name it by id and by the code a guest types; the two must agree.
 */
const resetPromoCode = async (db: Queryable, params: StateParams, now: Date): Promise<string> => {
  const id = textParam(params, 'promoCodeId');
  const promo = demoPromoCodes(utcDayOf(now)).find((candidate) => candidate.id === id);
  if (!promo) throw new Error(`no demo promo code ${id}`);
  const code = textParam(params, 'code');
  if (promo.code !== code) throw new Error(`promo code ${id} is ${promo.code}, not ${code}`);
  await upsertPromoCodes(db, [promo]);
  await deletePromoRedemptions(db, id);
  return id;
};

/** A dinner of the service on the service item's day, for the guests the params count. */
const chefDinner = (params: StateParams, stays: PactStays) => ({
  itemStartDate: stays.itemDay,
  adultCount: countParam(params, 'adults'),
});

export const contextStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.serviceContext]: async (params) => {
    const { serviceId } = await ensureChef(db, params);
    const contextId = textParam(params, 'contextId');
    const stays = pactStays(now());
    const userId = await demoGuestId(db);
    // "The guest has this context" is the whole list the pact expects back (every entry shaped
    // like it): contexts other interactions left the guest go. Their states make them again.
    await deleteOtherContexts(db, userId, contextId);
    await replaceContext(db, {
      id: contextId,
      userId,
      itemId: serviceId,
      itemType: 'Service',
      bookingState: chefDinner(params, stays),
    });
    return { contextId, serviceId, itemDay: stays.itemDay };
  },
  [STATES.anonymousContext]: async (params) => {
    const { serviceId } = await ensureChef(db, params);
    const contextId = textParam(params, 'contextId');
    const stays = pactStays(now());
    await replaceContext(db, {
      id: contextId,
      userId: null,
      itemId: serviceId,
      itemType: 'Service',
      bookingState: chefDinner(params, stays),
    });
    return { anonymousContextId: contextId, serviceId, itemDay: stays.itemDay };
  },
  [STATES.itemContext]: async (params) => {
    const userId = await demoGuestId(db);
    const stays = pactStays(now());
    const ids = await ensureDemoItem(db, userId, params, stays);
    const contextId = textParam(params, 'contextId');
    await replaceContext(db, {
      id: contextId,
      userId,
      itemId: ids.itemId,
      itemType: 'ItineraryItem',
      bookingState: {
        itemStartDate: stays.itemStart,
        itemEndDate: stays.itemEnd,
        // The slot as the app stores it (chosenSlot): the service's 18:00 slot placed on the day.
        itemTimeSlot: { start: stays.itemStart, end: stays.itemEnd, isNoPreference: false },
        adultCount: countParam(params, 'adults'),
      },
    });
    return {
      contextId,
      itemId: ids.itemId,
      itineraryId: ids.itineraryId,
      serviceId: ids.serviceId,
      itemStart: stays.itemStart,
      itemEnd: stays.itemEnd,
    };
  },
  [STATES.activePromoCode]: async (params) => ({ promoCodeId: await resetPromoCode(db, params, now()) }),
  [STATES.expiredPromoCode]: async (params) => ({ promoCodeId: await resetPromoCode(db, params, now()) }),
});
