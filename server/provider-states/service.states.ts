import type { Database } from '../db/database.js';
import { groceryItemId } from '../db/seed/demo-services-terms.data.js';
import { pactStays } from './pact-stays.js';
import {
  ensureMarket,
  ensureService,
  ensureTakenSpan,
  PACT_PRICING,
  PACT_SERVICE_FIELD_ID,
} from './service-fixtures.js';
import type { StateHandler } from './state-handler.js';
import { STATES } from './state-names.js';

/** The services the pact names: sv-chef in mk-aspen (trip calls) and s-aspen-chef-1 in m-aspen (catalog calls). */
const DEMO_SERVICE = { serviceId: 'sv-chef', marketId: 'mk-aspen' } as const;
const OFFERED_SERVICE = { serviceId: 's-aspen-chef-1', marketId: 'm-aspen' } as const;
const DINING = 'cat-dining';

/** Provider states of the services interactions, each creating its data through the host's tables. */
export const serviceStates = (db: Database, now: () => Date): Record<string, StateHandler> => {
  const demoService = async () => {
    await ensureMarket(db, DEMO_SERVICE.marketId, 'Aspen');
    await ensureService(db, DEMO_SERVICE.serviceId, DEMO_SERVICE.marketId);
    return { ...DEMO_SERVICE };
  };
  const offeredService = async () => {
    await ensureMarket(db, OFFERED_SERVICE.marketId, 'Aspen');
    await ensureService(db, OFFERED_SERVICE.serviceId, OFFERED_SERVICE.marketId, {
      categoryIds: [DINING],
    });
    return { ...OFFERED_SERVICE };
  };
  return {
    [STATES.demoService]: demoService,
    [STATES.serviceField]: async () => ({ ...(await demoService()), fieldId: PACT_SERVICE_FIELD_ID }),
    [STATES.servicePricing]: async () => ({ ...(await demoService()), ...PACT_PRICING }),
    [STATES.serviceOffered]: async () => {
      const stays = pactStays(now());
      return { ...(await offeredService()), checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    [STATES.similarServices]: async () => {
      const ids = await offeredService();
      await ensureService(db, 's-aspen-sushi-1', OFFERED_SERVICE.marketId, {
        name: 'Sushi chef',
        description: 'A sushi chef rolls an omakase dinner at your counter.',
        score: 4.6,
        categoryIds: [DINING],
      });
      await ensureService(db, 's-aspen-brunch-1', OFFERED_SERVICE.marketId, {
        name: 'Brunch chef',
        description: 'A late breakfast cooked in your kitchen.',
        score: 4.2,
        dateFieldType: 'Date Only',
        categoryIds: [DINING],
      });
      const stays = pactStays(now());
      return { ...ids, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    // A throwaway guest's booked item holds the chef from 17:00 to 21:00 UTC on the stay's second day.
    [STATES.serviceBookedOnce]: async () => {
      const ids = await offeredService();
      const stays = pactStays(now());
      await ensureTakenSpan(db, {
        itemId: 'si-pact-booked-once',
        serviceId: OFFERED_SERVICE.serviceId,
        startAt: stays.serviceBookedStart,
        endAt: stays.serviceBookedEnd,
      });
      return { ...ids, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    [STATES.groceries]: async () => {
      await db.query(
        `insert into grocery_items (id, name, category, sort_order) values ($1, 'Milk', 'Dairy', 1)
         on conflict do nothing`,
        [groceryItemId('Milk')],
      );
      return undefined;
    },
  };
};
