import { priceEntryTotal } from '../../../src/core/pricing/index.js';
import { fromCents } from '../../../src/core/shared/index.js';
import type { StoredPriceEntry } from '../../db/rows/trips.js';
import { HttpError } from '../../http/http-error.js';
import { servicePricingConfigOf } from './service-descriptors-json.js';

/** One price line as the guest sends it (core ItemPriceEntry); its total is ours to work out. */
export interface PriceEntryInput {
  pricingHeaderId: string;
  pricingOptionId: string;
  pricingConfigId: string;
  quantity?: number | null;
  total?: number | null;
}

/** The most hours, days or people one price line can hold (the request schemas' limit too). */
export const MAX_QUANTITY = 10_000;

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_QUANTITY;

/**
 * The guest's price choice checked against the service's pricing
 * (docs/product/validation.md#service-pricing-and-fields: each line must map to an existing
 * header, option and config; 400 naming the line otherwise) and priced by the host, never
 * trusted from the browser, with the core's rule the booking panel shows its total with
 * (price-entry-total.rule.ts): fixed rate plus rate times quantity, in cents. A per-unit rate
 * needs a quantity of at least 1.
 */
export const priceEntries = (
  pricingConfig: unknown,
  entries: readonly PriceEntryInput[],
): StoredPriceEntry[] => {
  const headers = servicePricingConfigOf(pricingConfig)?.configuration ?? [];
  return entries.map((entry, index) => {
    // Also read from a stored booking context, which no request schema checked.
    if (entry.quantity != null && !isQuantity(entry.quantity))
      throw new HttpError(400, `pricing.${index}.quantity must be a number from 0 to ${MAX_QUANTITY}`);
    const priced = priceEntryTotal(headers, entry);
    if (!priced.ok && priced.reason === 'unmapped')
      throw new HttpError(
        400,
        `pricing.${index} does not match a price of this service (header ${entry.pricingHeaderId}, option ${entry.pricingOptionId}, config ${entry.pricingConfigId})`,
      );
    if (!priced.ok)
      throw new HttpError(
        400,
        `pricing.${index}.quantity must be at least 1 for a price per ${priced.rateBasis ?? 'unit'}`,
      );
    return {
      pricingHeaderId: entry.pricingHeaderId,
      pricingOptionId: entry.pricingOptionId,
      pricingConfigId: entry.pricingConfigId,
      quantity: priced.quantity,
      total: fromCents(priced.total),
    };
  });
};
