import * as t from 'io-ts';
import { ListingPricing } from '../pricing/index.js';
import { nullable, oneOf, struct } from '../shared/index.js';
import { PRICING_RELIABILITY_ORDER } from './pricing-reliability.rule.js';

/**
 * How far an instant price can be trusted (docs/product/entities.md#instant-pricing): unknown
 * (a failure), estimated, expected, exact, in the order of pricing-reliability.rule.ts.
 */
export const Reliability = oneOf(PRICING_RELIABILITY_ORDER);
export type Reliability = t.TypeOf<typeof Reliability>;

/**
 * A home's price for a stay (docs/product/entities.md#instant-pricing). `pricing` holds the
 * quoted breakdown when the host could price the stay; the docs name only the other three
 * fields. A failure is built by instant-pricing-failure.rule.ts.
 */
export const InstantPricing = struct(
  'InstantPricing',
  { reliability: Reliability },
  {
    averageBaseRateDescription: nullable(t.string),
    errorMessage: nullable(t.string),
    pricing: nullable(ListingPricing),
  },
);
export type InstantPricing = t.TypeOf<typeof InstantPricing>;
