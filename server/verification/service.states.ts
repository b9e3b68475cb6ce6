import type { Database } from '../db/database.js';
import { ensureStranger } from './pact-guests.js';
import { PACT_PRICING, PACT_SERVICE_FIELD_ID } from './pact-service.data.js';
import { pactStays, stayValues } from './pact-stays.js';
import { ensureGroceryItem, ensureMarket, ensureService, ensureTakenSpan } from './service-fixtures.store.js';
import { type StateHandler, type StateParams, textParam } from './state-handler.js';
import { STATES, WORLD } from './state-names.js';
import { OTHER_GUEST, OTHER_GUEST_TRIP_NAME } from './trip.states.js';
import { resetTrip } from './trip-fixtures.store.js';

const DINING = 'cat-dining';

/**
 * Provider states of the services interactions, each creating its data through the host's
 * tables with the ids its params give: the world's one service (s-aspen-chef-1, a private
 * chef in m-aspen) and, for "similar", two more dining services beside it.
 */
export const serviceStates = (db: Database, now: () => Date): Record<string, StateHandler> => {
  const offeredService = async (params: StateParams) => {
    const serviceId = textParam(params, 'serviceId');
    const marketId = textParam(params, 'marketId');
    await ensureMarket(db, marketId, WORLD.destination);
    await ensureService(db, serviceId, marketId, { categoryIds: [DINING] });
    return { serviceId, marketId, ...stayValues(pactStays(now())) };
  };
  // The field and price ids are the service's own (pact-service.data.ts), handed back: a host
  // with other ids hands its own.
  return {
    [STATES.serviceOffered]: offeredService,
    [STATES.serviceField]: async (params) => ({
      ...(await offeredService(params)),
      fieldId: PACT_SERVICE_FIELD_ID,
    }),
    [STATES.servicePricing]: async (params) => ({ ...(await offeredService(params)), ...PACT_PRICING }),
    [STATES.similarServices]: async (params) => {
      const ids = await offeredService(params);
      await ensureService(db, 's-aspen-sushi-1', ids.marketId, {
        name: 'Sushi chef',
        description: 'A sushi chef rolls an omakase dinner at your counter.',
        score: 4.6,
        categoryIds: [DINING],
      });
      await ensureService(db, 's-aspen-brunch-1', ids.marketId, {
        name: 'Brunch chef',
        description: 'A late breakfast cooked in your kitchen.',
        score: 4.2,
        dateFieldType: 'Date Only',
        categoryIds: [DINING],
      });
      return ids;
    },
    // The other guest's trip (it-other, for the stay) holds a booked item of the service from
    // 17:00 to 21:00 UTC on the stay's second day.
    [STATES.serviceBookedOnce]: async (params) => {
      const ids = await offeredService(params);
      const stays = pactStays(now());
      const itineraryId = textParam(params, 'itineraryId');
      await resetTrip(db, {
        id: itineraryId,
        userId: await ensureStranger(db, OTHER_GUEST),
        marketId: ids.marketId,
        name: OTHER_GUEST_TRIP_NAME,
        arrival: stays.checkIn,
        departure: stays.checkOut,
      });
      await ensureTakenSpan(db, {
        itemId: textParam(params, 'itemId'),
        itineraryId,
        serviceId: ids.serviceId,
        startAt: stays.serviceBookedStart,
        endAt: stays.serviceBookedEnd,
      });
      return ids;
    },
    [STATES.groceries]: async (params) => {
      await ensureGroceryItem(db, textParam(params, 'name'), textParam(params, 'category'));
      return undefined;
    },
  };
};
