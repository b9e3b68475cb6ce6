import { type PromoDiscount, totalDiscount } from '../promo/index.js';
import { type Cents, cents, sumCents } from '../shared/index.js';
import { coordinationFee } from './coordination-fee.rule.js';

export interface PriceInput {
  readonly subtotal: Cents;
  readonly adjustments: readonly Cents[];
  readonly promos: readonly PromoDiscount[];
  readonly coordinationFeePercent: number | null | undefined;
  /** True when some cost is still open ('plus' cost): the fee of an unknown total is unknown too. */
  readonly hasPlusCost: boolean;
}

/**
 * An item's price total (docs/product/constants.md#price-totals): (subtotal + adjustments)
 * less promo discounts, plus the coordination fee on the subtotal when the price is complete;
 * never below 0. Discounts apply to the adjusted subtotal, since adjustments are part of what
 * is sold.
 */
export const priceTotal = (input: PriceInput): Cents => {
  const adjusted = cents(input.subtotal + sumCents(input.adjustments));
  const discounted = adjusted - totalDiscount(adjusted, input.promos);
  const fee = input.hasPlusCost ? 0 : coordinationFee(input.subtotal, input.coordinationFeePercent);
  return cents(Math.max(0, discounted + fee));
};
