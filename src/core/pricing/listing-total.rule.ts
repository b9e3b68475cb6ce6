import { type PromoDiscount, totalDiscount } from '../promo/index.js';
import { type Cents, cents, sumCents } from '../shared/index.js';

export interface ListingPriceInput {
  readonly totalBaseRate: Cents;
  readonly fees: readonly Cents[];
  readonly adjustments: readonly Cents[];
  readonly promos: readonly PromoDiscount[];
  readonly taxes: Cents;
  readonly coordination: Cents;
  readonly securityDeposit: Cents;
}

/**
 * A home's total (docs/product/constants.md#price-totals): base rate + fees + adjustments,
 * less promo discounts, + taxes + coordination + security deposit, never below 0. Discounts
 * come off the stay (rate, fees, adjustments) only: taxes and the refundable deposit are not
 * discountable.
 */
export const listingTotal = (input: ListingPriceInput): Cents => {
  const stay = cents(input.totalBaseRate + sumCents(input.fees) + sumCents(input.adjustments));
  const discounted = stay - totalDiscount(stay, input.promos);
  return cents(Math.max(0, discounted + input.taxes + input.coordination + input.securityDeposit));
};
