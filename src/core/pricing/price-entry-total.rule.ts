import { type Cents, cents, toCents } from '../shared/index.js';
import { isPriceEntryMapped, type PriceEntryRef, pricingOptionsOf } from './price-entry-mapping.rule.js';
import type { OptionConfig, PricingConfig } from './pricing-config.entity.js';

/** The rates a line is charged at. */
export interface EntryRates {
  readonly fixedRate?: number | null;
  readonly rate?: number | null;
  readonly rateBasis?: string | null;
  readonly plusCostLabel?: string | null;
}

/** The header, option and config a line names, when they exist. */
export const entryParts = (headers: readonly PricingConfig[], entry: PriceEntryRef) => {
  const header = headers.find((candidate) => candidate.objectId === entry.pricingHeaderId);
  const option = header
    ? pricingOptionsOf(header).find((candidate) => candidate.objectId === entry.pricingOptionId)
    : undefined;
  const config = option?.configs.find((candidate) => candidate.objectId === entry.pricingConfigId);
  return { header, option, config };
};

/** The option config's own rates, or its header's when the config names none. */
export const ratesOf = (
  header: EntryRates | undefined,
  config: OptionConfig | EntryRates | undefined,
): EntryRates => (config && (config.fixedRate != null || config.rate != null) ? config : (header ?? {}));

export type EntryTotal =
  | { readonly ok: true; readonly total: Cents; readonly quantity: number; readonly rates: EntryRates }
  | { readonly ok: false; readonly reason: 'unmapped' | 'quantity'; readonly rateBasis: string | null };

/**
 * What one price line costs (docs/product/constants.md#service-prices): the fixed rate plus
 * the rate times the quantity (hours, days or people), in whole cents, so the host's total and
 * the one the guest is shown are the same number. A line that names no existing header, option
 * and config is 'unmapped' (docs/product/validation.md#service-pricing-and-fields); a rate per
 * unit needs a quantity of at least 1. Host and app both price with this rule.
 */
export const priceEntryTotal = (
  headers: readonly PricingConfig[],
  entry: PriceEntryRef & { readonly quantity?: number | null },
): EntryTotal => {
  if (!isPriceEntryMapped(entry, headers)) return { ok: false, reason: 'unmapped', rateBasis: null };
  const { header, config } = entryParts(headers, entry);
  const rates = ratesOf(header, config);
  const perUnit = rates.rate != null;
  if (perUnit && !(entry.quantity != null && entry.quantity >= 1))
    return { ok: false, reason: 'quantity', rateBasis: rates.rateBasis ?? null };
  const quantity = entry.quantity ?? 1;
  const total = cents(toCents(rates.fixedRate ?? 0) + (perUnit ? toCents(rates.rate ?? 0) * quantity : 0));
  return { ok: true, total, quantity, rates };
};
