import { toCents } from '../../../src/core/shared/index.js';
import type { StoredAdjustment, StoredPriceEntry } from '../../db/rows/trips.js';

export interface ItemPricingJson {
  itemId: string;
  itemTotal: number | null;
  itemPrice: StoredPriceEntry[];
  adjustments: StoredAdjustment[];
}

/**
 * An item's pricing: itemId, itemTotal and itemPrice
 * (docs/product/entities.md#itinerary-item). itemTotal is the sum of the lines' totals
 * (summed in cents so fractions never drift), null while nothing is priced; promo discounts,
 * adjustments and the coordination fee are the app's total on top
 * (docs/product/constants.md#price-totals).
 */
export const itemPricingJson = (
  itemId: string,
  itemPrice: StoredPriceEntry[],
  adjustments: ItemPricingJson['adjustments'],
): ItemPricingJson => ({
  itemId,
  itemTotal:
    itemPrice.length === 0
      ? null
      : itemPrice.reduce((sum, entry) => sum + toCents(entry.total ?? 0), 0) / 100,
  itemPrice,
  adjustments,
});
