import { type Cents, cents } from '../shared/index.js';

/**
 * The coordination fee: the item subtotal times the service's coordinationFee percent
 * (docs/product/constants.md#price-totals). The percent is in percent units (10 means 10%); a
 * missing or negative percent charges nothing. Rounded to whole cents.
 */
export const coordinationFee = (subtotal: Cents, percent: number | null | undefined): Cents =>
  (percent ?? 0) > 0 ? cents((subtotal * (percent ?? 0)) / 100) : cents(0);
