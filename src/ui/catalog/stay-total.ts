import type { InstantPricingQuery } from '../../core/listing/listing-gateway.port.js';
import { listingPricingCents } from '../../core/listing/listing-pricing.entity.js';
import {
  type LoadInstantPricingDeps,
  loadInstantPricing,
} from '../../core/listing/load-instant-pricing.use-case.js';
import { listingTotal } from '../../core/pricing/listing-total.rule.js';
import { type Cents, cents } from '../../core/shared/money.js';

/** SPEC 9's listing total for a card: no adjustments, promo codes or coordination before booking. */
const allInTotal = (pricing: Parameters<typeof listingPricingCents>[0]): Cents =>
  listingTotal({ ...listingPricingCents(pricing), adjustments: [], promos: [], coordination: cents(0) });

/**
 * A home's all-in total for a stay, or why there is none. Apart from stay-prices.ts so that
 * the pricing rules load with the first stay searched, not with /listings itself.
 */
export const stayTotal = async (
  deps: LoadInstantPricingDeps,
  listingId: string,
  query: InstantPricingQuery,
): Promise<{ readonly total: Cents } | { readonly total: null; readonly message: string | null }> => {
  const result = await loadInstantPricing(deps, listingId, query);
  const { pricing, errorMessage } = result.instantPricing;
  return !result.instantPriceFailed && pricing
    ? { total: allInTotal(pricing) }
    : { total: null, message: errorMessage ?? null };
};
