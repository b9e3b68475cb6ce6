import type { Database } from '../db/database.js';
import {
  ensureAspen,
  ensurePactHome,
  ensureSimilarHome,
  ensureSkiCategory,
  freeNights,
  PACT_HOME_ID,
  PACT_MARKET,
  reserveNights,
} from './catalog-fixtures.js';
import {
  ensurePactLead,
  ensurePactMarket,
  ensurePactPartner,
  ensureSkiingInterest,
  ensureUnitedStates,
  ensureWinterSale,
  PACT_LEAD_ID,
  PACT_PARTNER,
  removeLead,
} from './market-fixtures.js';
import { pactStays } from './pact-stays.js';
import type { StateHandler } from './state-handler.js';
import { STATES } from './state-names.js';

const MISSING_LEAD_ID = 'lead-missing-1';

/**
 * Provider states of the catalog and market interactions, each creating its data through the
 * host's tables (catalog-fixtures.ts, market-fixtures.ts). A state that says a home is free
 * on some nights frees them, since another state may have booked them earlier in the run;
 * the taken nights and the stays never overlap (pact-stays.ts), so neither undoes the other.
 */
export const catalogStates = (db: Database, now: () => Date): Record<string, StateHandler> => {
  const done = async (setUp: () => Promise<unknown>) => {
    await setUp();
    return undefined;
  };
  // The stay's nights free; the stay's dates handed back for the request.
  const freeForTheStay = async () => {
    const stays = pactStays(now());
    await ensurePactHome(db);
    await freeNights(db, PACT_HOME_ID, stays.checkIn, stays.checkOut);
    return { homeId: PACT_HOME_ID, checkIn: stays.checkIn, checkOut: stays.checkOut };
  };
  return {
    [STATES.homeCatalog]: () => done(() => ensurePactHome(db)),
    [STATES.destination]: () => done(() => ensureAspen(db)),
    [STATES.category]: () => done(() => ensureSkiCategory(db)),
    [STATES.freeHomes]: freeForTheStay,
    [STATES.homeAvailable]: freeForTheStay,
    // Nights booked after the stay; a request for nights inside them handed back.
    [STATES.homeBookedInApril]: async () => {
      const stays = pactStays(now());
      await ensurePactHome(db);
      await reserveNights(db, 'pact-h-aspen-1-april', PACT_HOME_ID, stays.takenFrom, stays.takenTo);
      return { homeId: PACT_HOME_ID, checkIn: stays.takenCheckIn, checkOut: stays.takenCheckOut };
    },
    [STATES.homeExists]: async () => {
      const stays = pactStays(now());
      await ensurePactHome(db);
      return { homeId: PACT_HOME_ID, checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    [STATES.similarHomes]: async () => {
      await ensurePactHome(db);
      await ensureSimilarHome(db);
      return { homeId: PACT_HOME_ID };
    },
    [STATES.market]: async () => {
      await ensurePactMarket(db);
      return { marketId: PACT_MARKET.id };
    },
    [STATES.partner]: async () => {
      await ensurePactPartner(db);
      return { partnerSlug: PACT_PARTNER.slug };
    },
    [STATES.countries]: () => done(() => ensureUnitedStates(db)),
    [STATES.userInterests]: async () => {
      const stays = pactStays(now());
      await ensureSkiingInterest(db);
      return { checkIn: stays.checkIn, checkOut: stays.checkOut };
    },
    [STATES.lead]: async () => {
      await ensurePactLead(db, pactStays(now()));
      return { leadId: PACT_LEAD_ID };
    },
    [STATES.noLead]: async () => {
      await removeLead(db, MISSING_LEAD_ID);
      return { leadId: MISSING_LEAD_ID };
    },
    [STATES.activePromotion]: () => done(() => ensureWinterSale(db)),
  };
};
