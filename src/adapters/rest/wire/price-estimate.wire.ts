import * as t from 'io-ts';
import { ListingPricing } from '../../../core/pricing/index.js';

/**
 * PUT .../listing-item/{id}/pricing-estimate answers the estimate as stored
 * (docs/product/calls.md#listing-item-calls).
 */
export const PriceEstimateResponse = t.type(
  { estimatedItemPricing: ListingPricing },
  'PriceEstimateResponse',
);
export type PriceEstimateResponse = t.TypeOf<typeof PriceEstimateResponse>;
