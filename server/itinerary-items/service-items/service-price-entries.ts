import { isPriceEntryMapped, pricingOptionsOf } from '../../../src/core/pricing/price-entry-mapping.rule.js';
import type { PricingConfig } from '../../../src/core/pricing/pricing-config.entity.js';
import { toCents } from '../../../src/core/shared/money.js';
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

interface Rates {
  fixedRate?: number | null;
  rate?: number | null;
  rateBasis?: string | null;
}

const configOf = (headers: readonly PricingConfig[], entry: PriceEntryInput) => {
  const header = headers.find((candidate) => candidate.objectId === entry.pricingHeaderId);
  const option = header
    ? pricingOptionsOf(header).find((candidate) => candidate.objectId === entry.pricingOptionId)
    : undefined;
  const config = option?.configs.find((candidate) => candidate.objectId === entry.pricingConfigId);
  return { header, config };
};

/** The option config's own rates, or its header's when the config names none. */
const ratesOf = (header: Rates | undefined, config: Rates | undefined): Rates =>
  config && (config.fixedRate != null || config.rate != null) ? config : (header ?? {});

/**
 * The guest's price choice checked against the service's pricing
 * (docs/product/validation.md#service-pricing-and-fields: each line must map to an existing
 * header, option and config; 400 naming the line otherwise) and priced by the host, never
 * trusted from the browser: fixed rate plus rate times quantity (hours, days or people),
 * worked out in cents. A per-unit rate needs a quantity of at least 1.
 */
export const priceEntries = (
  pricingConfig: unknown,
  entries: readonly PriceEntryInput[],
): StoredPriceEntry[] => {
  const headers = servicePricingConfigOf(pricingConfig)?.configuration ?? [];
  return entries.map((entry, index) => {
    if (!isPriceEntryMapped(entry, headers))
      throw new HttpError(
        400,
        `pricing.${index} does not match a price of this service (header ${entry.pricingHeaderId}, option ${entry.pricingOptionId}, config ${entry.pricingConfigId})`,
      );
    // Also read from a stored booking context, which no request schema checked.
    if (entry.quantity != null && !isQuantity(entry.quantity))
      throw new HttpError(400, `pricing.${index}.quantity must be a number from 0 to ${MAX_QUANTITY}`);
    const { header, config } = configOf(headers, entry);
    const rates = ratesOf(header, config);
    const perUnit = rates.rate != null;
    if (perUnit && !(entry.quantity != null && entry.quantity >= 1))
      throw new HttpError(
        400,
        `pricing.${index}.quantity must be at least 1 for a price per ${rates.rateBasis ?? 'unit'}`,
      );
    const quantity = entry.quantity ?? 1;
    const cents = toCents(rates.fixedRate ?? 0) + (perUnit ? toCents(rates.rate ?? 0) * quantity : 0);
    return {
      pricingHeaderId: entry.pricingHeaderId,
      pricingOptionId: entry.pricingOptionId,
      pricingConfigId: entry.pricingConfigId,
      quantity,
      total: Math.round(cents) / 100,
    };
  });
};
