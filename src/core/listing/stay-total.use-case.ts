import { listingPricingCents, listingTotal } from '../pricing/index.js';
import type { AppError } from '../shared/index.js';
import { type Cents, cents } from '../shared/index.js';
import type { InstantPricingQuery } from './listing-gateway.port.js';
import { type LoadInstantPricingDeps, loadInstantPricing } from './load-instant-pricing.use-case.js';

/**
 * The listing total of docs/product/constants.md#price-totals before booking: no adjustments,
 * promo codes or coordination yet.
 */
const allInTotal = (pricing: Parameters<typeof listingPricingCents>[0]): Cents =>
  listingTotal({ ...listingPricingCents(pricing), adjustments: [], promos: [], coordination: cents(0) });

/**
 * A home's total for a stay, or why there is none: the host's reason for the guest
 * (message), and, when the host's answer could not be read, the error to report
 * (InstantPricingResult.error).
 */
export type StayTotal =
  | { readonly total: Cents }
  | { readonly total: null; readonly message: string | null; readonly error?: AppError };

/**
 * A home's all-in total for a stay, or why there is none: for the cards of the home search
 * and the home's own page. The search's cards load it with the first stay searched
 * (ui/catalog/stay-prices.ts), so the pricing rules do not come with /listings itself.
 */
export const stayTotal = async (
  deps: LoadInstantPricingDeps,
  listingId: string,
  query: InstantPricingQuery,
): Promise<StayTotal> => {
  const result = await loadInstantPricing(deps, listingId, query);
  const { pricing, errorMessage } = result.instantPricing;
  if (!result.instantPriceFailed && pricing) return { total: allInTotal(pricing) };
  const unpriced = { total: null, message: errorMessage ?? null };
  return result.error ? { ...unpriced, error: result.error } : unpriced;
};
