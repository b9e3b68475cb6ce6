import { daysBetween } from '../../../src/core/shared/index.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import { unavailableRanges } from '../../catalog/home.store.js';
import { stayProblem } from '../../catalog/stay-check.js';
import { quoteStay, toInstantPricing } from '../../catalog/stay-quote.js';
import type { Queryable } from '../../db/database.js';
import { type ListingItemRow } from './listing-item.store.js';
import { partyOf } from './listing-item-record.js';

/** Statuses that hold the stay's nights on the home's calendar (a reserved range). */
export const HOLDS_NIGHTS: readonly string[] = ['approved', 'booked'];

export interface ItemInstantPricing {
  instantPricing: ReturnType<typeof toInstantPricing> | InstantPricingFailure | null;
  instantPriceFailed: boolean;
}

interface InstantPricingFailure {
  reliability: 'unknown';
  averageBaseRateDescription: '';
  errorMessage: string;
}

/**
 * The item's live price, quoted as GET /api/listing/{id}/instant-pricing quotes it
 * (server/catalog/stay-quote.ts). A stay that can no longer be had (dates taken, too many
 * guests, ...) is a failed price with the reason, as the app shows a failed price
 * (docs/product/flows.md#instant-pricing). A reserved stay is priced as it stands: its own
 * nights are on the calendar, and a past check-in is no reason to doubt a booking. No dates,
 * no price.
 */
export const itemInstantPricing = async (
  db: Queryable,
  item: ListingItemRow,
  home: HomeRecord | undefined,
  now: Date,
): Promise<ItemInstantPricing> => {
  if (!home || !item.check_in_date || !item.check_out_date) {
    return { instantPricing: null, instantPriceFailed: false };
  }
  const dates = {
    startDate: item.check_in_date,
    endDate: item.check_out_date,
    nights: daysBetween(item.check_in_date, item.check_out_date),
  };
  if (!HOLDS_NIGHTS.includes(item.status)) {
    const conflicts = await unavailableRanges(db, home.id, dates.startDate, dates.endDate);
    const problem = stayProblem(home, dates, partyOf(item), conflicts, now);
    if (problem) {
      return {
        instantPricing: { reliability: 'unknown', averageBaseRateDescription: '', errorMessage: problem },
        instantPriceFailed: true,
      };
    }
  }
  return {
    instantPricing: toInstantPricing(
      quoteStay(home, { ...dates, petCount: item.pet_count }),
      home.pricing_setting,
    ),
    instantPriceFailed: false,
  };
};
