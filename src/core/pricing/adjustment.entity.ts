import * as t from 'io-ts';
import type { Cents } from '../shared/index.js';
import { Dollars, dollarsToCents, nullable, struct } from '../shared/index.js';

/**
 * A manual change to a price by the concierge (docs/product/entities.md#pricing); negative
 * amounts are credits.
 */
export const Adjustment = struct(
  'Adjustment',
  { adjustmentAmount: Dollars },
  { adjustmentReason: nullable(t.string) },
);
export type Adjustment = t.TypeOf<typeof Adjustment>;

/** The adjustments in cents, one each, as the price-total rules take them. */
export const adjustmentsInCents = (adjustments: readonly Adjustment[] | null | undefined): Cents[] =>
  (adjustments ?? []).map((adjustment) => dollarsToCents(adjustment.adjustmentAmount));
