import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { InstantPricing } from './instant-pricing.entity.js';
import { instantPricingFailure } from './instant-pricing-failure.rule.js';
import type { InstantPricingQuery, ListingGateway } from './listing-gateway.port.js';

export interface LoadInstantPricingDeps {
  readonly listings: Pick<ListingGateway, 'instantPricing'>;
}

/**
 * A home's instant price as a listing item carries it
 * (docs/product/entities.md#instant-pricing: instantPricing, instantPriceFailed).
 */
export interface InstantPricingResult {
  readonly instantPricing: InstantPricing;
  readonly instantPriceFailed: boolean;
  /**
   * Only when the host's answer could not be read (kind 'decode'): a broken contract, which
   * is ours to report, not a home the host could not price. The guest sees the same
   * unknown price as for any other failure.
   */
  readonly error?: AppError;
}

/**
 * The home's price for a stay. A failure is not an error to the page but a price of unknown
 * reliability (docs/product/flows.md#instant-pricing and
 * docs/product/errors.md#instant-pricing-failure; instant-pricing-failure.rule.ts): the home
 * still shows, without a price, and a 400 tells the guest why these dates or guests do not
 * work. This is the one place a failed price is read: the gateway hands every failure over as
 * it is.
 */
export const loadInstantPricing = async (
  deps: LoadInstantPricingDeps,
  listingId: string,
  query: InstantPricingQuery,
): Promise<InstantPricingResult> => {
  const answer = await deps.listings.instantPricing(listingId, query);
  if (E.isRight(answer)) return { instantPricing: answer.right, instantPriceFailed: false };
  const { instantPriceFailed, ...instantPricing } = instantPricingFailure(answer.left);
  return answer.left.kind === 'decode'
    ? { instantPricing, instantPriceFailed, error: answer.left }
    : { instantPricing, instantPriceFailed };
};
