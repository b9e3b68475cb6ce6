import * as E from 'fp-ts/lib/Either.js';
import type { InstantPricing } from './instant-pricing.entity.js';
import { instantPricingFailure } from './instant-pricing-failure.rule.js';
import type { InstantPricingQuery, ListingGateway } from './listing-gateway.port.js';

export interface LoadInstantPricingDeps {
  readonly listings: Pick<ListingGateway, 'instantPricing'>;
}

/** A home's instant price as a listing item carries it (SPEC 3: instantPricing, instantPriceFailed). */
export interface InstantPricingResult {
  readonly instantPricing: InstantPricing;
  readonly instantPriceFailed: boolean;
}

/**
 * GET /api/listing/{id}/instant-pricing. A failure is not an error to the page but a price
 * of unknown reliability (SPEC 4, 8; instant-pricing-failure.rule.ts): the home still shows,
 * without a price, and a 400 tells the guest why these dates or guests do not work.
 */
export const loadInstantPricing = async (
  deps: LoadInstantPricingDeps,
  listingId: string,
  query: InstantPricingQuery,
): Promise<InstantPricingResult> => {
  const answer = await deps.listings.instantPricing(listingId, query);
  if (E.isRight(answer)) return { instantPricing: answer.right, instantPriceFailed: false };
  const { instantPriceFailed, ...instantPricing } = instantPricingFailure(answer.left);
  return { instantPricing, instantPriceFailed };
};
