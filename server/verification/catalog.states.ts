import type { Database } from '../db/database.js';
import {
  ensureDestination,
  ensurePactHome,
  ensureSimilarHome,
  ensureSkiCategory,
  freeNights,
  PACT_HOME_SLEEPS,
  reserveNights,
} from './catalog-fixtures.store.js';
import {
  ensureCountry,
  ensureInterest,
  ensurePactLead,
  ensurePactMarket,
  ensurePactPartner,
  ensurePromotion,
  removeLead,
} from './market-fixtures.store.js';
import { pactStays } from './pact-stays.js';
import { countParam, type StateHandler, textParam } from './state-handler.js';
import { STATES } from './state-names.js';

/**
 * Provider states of the catalog and market interactions, each creating its data through the
 * host's tables (catalog-fixtures.store.ts, market-fixtures.store.ts) with the ids its params give. A
 * state that says a home is free on some nights frees them, since another state may have
 * booked them earlier in the run; the taken nights and the stays never overlap
 * (pact-stays.ts), so neither undoes the other.
 */
export const catalogStates = (db: Database, now: () => Date): Record<string, StateHandler> => {
  const done = async (setUp: () => Promise<unknown>) => {
    await setUp();
    return undefined;
  };
  return {
    [STATES.homeCatalog]: async (params) => {
      await ensurePactHome(db, textParam(params, 'homeId'));
      return undefined;
    },
    [STATES.destination]: (params) =>
      done(() =>
        ensureDestination(db, {
          name: textParam(params, 'name'),
          alias: textParam(params, 'alias'),
          marketId: textParam(params, 'marketId'),
        }),
      ),
    [STATES.category]: (params) => done(() => ensureSkiCategory(db, textParam(params, 'categoryId'))),
    // The stay's nights free; the stay's dates handed back for the request.
    [STATES.homeFree]: async (params) => {
      const homeId = textParam(params, 'homeId');
      const stays = pactStays(now());
      await ensurePactHome(db, homeId);
      const adults = countParam(params, 'adults');
      if (adults > PACT_HOME_SLEEPS) throw new Error(`the home sleeps ${PACT_HOME_SLEEPS}, not ${adults}`);
      await freeNights(db, homeId, stays.checkIn, stays.checkOut);
      return { homeId, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    // Nights booked after the stay; a request for nights inside them handed back.
    [STATES.homeBookedAfterStay]: async (params) => {
      const homeId = textParam(params, 'homeId');
      const stays = pactStays(now());
      await ensurePactHome(db, homeId);
      await reserveNights(db, `pact-${homeId}-taken`, homeId, stays.takenFrom, stays.takenTo);
      return { homeId, checkIn: stays.takenCheckIn, checkOut: stays.takenCheckOut };
    },
    [STATES.homeExists]: async (params) => {
      const homeId = textParam(params, 'homeId');
      const stays = pactStays(now());
      await ensurePactHome(db, homeId);
      return { homeId, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    [STATES.similarHomes]: async (params) => {
      const homeId = textParam(params, 'homeId');
      await ensurePactHome(db, homeId);
      await ensureSimilarHome(db, textParam(params, 'similarHomeId'));
      return { homeId };
    },
    [STATES.market]: async (params) => {
      const marketId = textParam(params, 'marketId');
      await ensurePactMarket(db, marketId);
      return { marketId };
    },
    [STATES.partner]: async (params) => {
      const partnerSlug = textParam(params, 'partnerSlug');
      await ensurePactPartner(db, partnerSlug);
      return { partnerSlug };
    },
    [STATES.countries]: (params) =>
      done(() => ensureCountry(db, textParam(params, 'code'), textParam(params, 'name'))),
    [STATES.userInterests]: async (params) => {
      const stays = pactStays(now());
      const marketId = textParam(params, 'marketId');
      await ensureInterest(db, marketId, textParam(params, 'interest'));
      return { marketId, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    [STATES.lead]: async (params) => {
      const leadId = textParam(params, 'leadId');
      await ensurePactLead(
        db,
        { leadId, marketId: textParam(params, 'marketId'), email: textParam(params, 'email') },
        pactStays(now()),
      );
      return { leadId };
    },
    [STATES.noLead]: async (params) => {
      const leadId = textParam(params, 'leadId');
      await removeLead(db, leadId);
      return { leadId };
    },
    [STATES.activePromotion]: (params) => done(() => ensurePromotion(db, textParam(params, 'key'))),
  };
};
