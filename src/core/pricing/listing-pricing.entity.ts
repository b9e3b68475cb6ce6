import * as t from 'io-ts';
import type { Cents } from '../shared/index.js';
import { Dollars, dollarsToCents, nullable, struct, withDefault } from '../shared/index.js';

/** One fee of a stay (cleaning and others, docs/host/decisions.md#homes-availability-and-prices). */
export const PricingFee = struct('PricingFee', { amount: Dollars }, { name: nullable(t.string) });
export type PricingFee = t.TypeOf<typeof PricingFee>;

/** The price of a stay as the host quotes it, in dollars (docs/product/entities.md#pricing). */
export const ListingPricing = struct(
  'ListingPricing',
  { pricingFees: withDefault(t.array(PricingFee), () => []) },
  {
    totalBaseRate: nullable(Dollars),
    taxes: nullable(Dollars),
    securityDeposit: nullable(Dollars),
  },
);
export type ListingPricing = t.TypeOf<typeof ListingPricing>;

/** The parts of a stay's price in cents, named and shaped as listing-total.rule.ts takes them. */
export interface ListingPricingCents {
  readonly totalBaseRate: Cents;
  readonly fees: Cents[];
  readonly taxes: Cents;
  readonly securityDeposit: Cents;
}

export const listingPricingCents = (pricing: ListingPricing): ListingPricingCents => ({
  totalBaseRate: dollarsToCents(pricing.totalBaseRate),
  fees: pricing.pricingFees.map((fee) => dollarsToCents(fee.amount)),
  taxes: dollarsToCents(pricing.taxes),
  securityDeposit: dollarsToCents(pricing.securityDeposit),
});
