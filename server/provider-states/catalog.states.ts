import type { Database } from '../db/database.js';
import {
  ensureAspen,
  ensurePactHome,
  ensureSimilarHome,
  ensureSkiCategory,
  freeNights,
  PACT_HOME_ID,
  reserveNights,
} from './catalog-fixtures.js';
import {
  ensurePactLead,
  ensurePactMarket,
  ensurePactPartner,
  ensureSkiingInterest,
  ensureUnitedStates,
  ensureWinterSale,
  removeLead,
} from './market-fixtures.js';
import type { StateHandler } from './state-handler.js';
import { STATES } from './state-names.js';

/**
 * Provider states of the catalog and market interactions, each creating its data through the
 * host's tables (catalog-fixtures.ts, market-fixtures.ts). A state that says a home is free
 * on some nights frees them, since another state may have booked them earlier in the run;
 * the April booking and the March stays never overlap, so neither undoes the other.
 */
export const catalogStates = (db: Database): Record<string, StateHandler> => {
  const done = async (setUp: () => Promise<unknown>) => {
    await setUp();
    return undefined;
  };
  const freeInMarch = async () => {
    await ensurePactHome(db);
    await freeNights(db, PACT_HOME_ID, '2027-03-10', '2027-03-15');
  };
  return {
    [STATES.homeCatalog]: () => done(() => ensurePactHome(db)),
    [STATES.destination]: () => done(() => ensureAspen(db)),
    [STATES.category]: () => done(() => ensureSkiCategory(db)),
    [STATES.freeHomes]: () => done(freeInMarch),
    [STATES.homeAvailable]: () => done(freeInMarch),
    [STATES.homeBookedInApril]: () =>
      done(async () => {
        await ensurePactHome(db);
        await reserveNights(db, 'pact-h-aspen-1-april', PACT_HOME_ID, '2027-04-01', '2027-04-08');
      }),
    [STATES.homeExists]: () => done(() => ensurePactHome(db)),
    [STATES.similarHomes]: () =>
      done(async () => {
        await ensurePactHome(db);
        await ensureSimilarHome(db);
      }),
    [STATES.market]: () => done(() => ensurePactMarket(db)),
    [STATES.partner]: () => done(() => ensurePactPartner(db)),
    [STATES.countries]: () => done(() => ensureUnitedStates(db)),
    [STATES.userInterests]: () => done(() => ensureSkiingInterest(db)),
    [STATES.lead]: () => done(() => ensurePactLead(db)),
    [STATES.noLead]: () => done(() => removeLead(db, 'lead-missing-1')),
    [STATES.activePromotion]: () => done(() => ensureWinterSale(db)),
  };
};
