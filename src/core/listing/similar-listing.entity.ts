import type * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';
import { InstantPricing } from './instant-pricing.entity.js';
import { Listing } from './listing.entity.js';

/**
 * A home like another: a home, with the instant price the host may
 * have computed for the same dates so the card can show it.
 */
export const SimilarListing = struct('SimilarListing', Listing.required, {
  ...Listing.optional,
  instantPricing: nullable(InstantPricing),
});
export type SimilarListing = t.TypeOf<typeof SimilarListing>;
