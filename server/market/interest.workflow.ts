import { addDays } from '../../src/core/shared/index.js';
import type { Queryable } from '../db/database.js';
import { type OfferedInterest, offeredInterests } from './interest.store.js';
import { findMarketId } from './market.store.js';

/** The calendar months (1-12) a trip touches; null when it has no dates. */
const monthsOf = (startDate: string | undefined, endDate: string | undefined): number[] | null => {
  if (!startDate) return null;
  const months = new Set<number>();
  const last = endDate && endDate > startDate ? endDate : startDate;
  for (let day = startDate; day <= last && months.size < 12; day = addDays(day, 1)) {
    months.add(Number(day.slice(5, 7)));
  }
  return [...months];
};

export interface TripForInterests {
  market: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  guestAges: readonly string[] | undefined;
}

/**
 * What guests may enjoy on a trip: the market's own interests first, then those offered
 * everywhere; only those suiting one of the guests' ages and on offer in the trip's months.
 * Null when the trip names a market that does not exist.
 */
export const interestsForTrip = async (
  db: Queryable,
  trip: TripForInterests,
): Promise<OfferedInterest[] | null> => {
  let marketId: string | null = null;
  if (trip.market) {
    marketId = await findMarketId(db, trip.market);
    if (!marketId) return null;
  }
  const ages = trip.guestAges && trip.guestAges.length > 0 ? trip.guestAges : null;
  return offeredInterests(db, { marketId, ages, months: monthsOf(trip.startDate, trip.endDate) });
};
