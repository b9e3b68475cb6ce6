import { type Cents, cents } from '../shared/index.js';

export interface PriceLabelInput {
  /** The item's total once priced; null or undefined while it has none. */
  readonly total: Cents | null | undefined;
  readonly taxes?: Cents | null | undefined;
  /** The service's starting-from price, shown before the item is priced. */
  readonly startingFrom: Cents | null | undefined;
}

export type PriceDisplay =
  | { readonly label: 'total'; readonly amount: Cents; readonly includesTaxes: true }
  | { readonly label: 'from'; readonly amount: Cents; readonly includesTaxes: false };

/**
 * Which price a card shows (docs/product/constants.md#price-totals): 'total' with taxes once
 * the item has a total, otherwise 'from' with the starting-from price, which carries no
 * taxes. Undefined when neither is known.
 */
export const priceDisplay = (input: PriceLabelInput): PriceDisplay | undefined => {
  if (input.total !== null && input.total !== undefined) {
    return { label: 'total', amount: cents(input.total + (input.taxes ?? 0)), includesTaxes: true };
  }
  if (input.startingFrom !== null && input.startingFrom !== undefined) {
    return { label: 'from', amount: input.startingFrom, includesTaxes: false };
  }
  return undefined;
};
