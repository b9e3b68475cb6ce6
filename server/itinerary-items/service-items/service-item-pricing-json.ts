import { toCents } from '../../../src/core/shared/money.js';

/** One stored price line (itinerary_items.item_price). */
export interface StoredPriceEntry {
  pricingHeaderId: string;
  pricingOptionId: string;
  pricingConfigId: string;
  quantity?: number | null;
  total?: number | null;
}

export interface ItemPricingJson {
  itemId: string;
  itemTotal: number | null;
  itemPrice: StoredPriceEntry[];
  adjustments: { adjustmentAmount: number; adjustmentReason?: string | null }[];
}

/**
 * SPEC 3 "pricing (itemId, itemTotal, itemPrice)". itemTotal is the sum of the lines'
 * totals (summed in cents so fractions never drift), null while nothing is priced; promo
 * discounts, adjustments and the coordination fee are the app's SPEC 9 total on top.
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
