import {
  ADJUSTMENT_NAME,
  adjustmentsInCents,
  type ListingPriceBreakdown,
  type PriceLine,
  pricingOptionsOf,
  promoLines,
  UNUSED_CREDIT_NAME,
} from '../pricing/index.js';
import { cents, dollarsToCents, sumCents } from '../shared/index.js';
import { serviceItemSubtotal, servicePriceParts } from './item-price-parts.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';

export const SERVICE_PRICE_NAME = 'Service price';
export const COORDINATION_FEE_NAME = 'Coordination fee';

/** The option a price entry chose, by name, and how many when more than one. */
const entryName = (
  item: ItineraryItem,
  entry: NonNullable<ItineraryItem['pricing']>['itemPrice'][number],
) => {
  const header = item.servicePricingConfig?.configuration.find(
    (candidate) => candidate.objectId === entry.pricingHeaderId,
  );
  const option = header
    ? pricingOptionsOf(header).find((candidate) => candidate.objectId === entry.pricingOptionId)
    : undefined;
  const name = option?.name?.trim() || SERVICE_PRICE_NAME;
  return entry.quantity != null && entry.quantity > 1 ? `${name} × ${entry.quantity}` : name;
};

/**
 * A priced service item line by line, in the shape of a home's breakdown so one view shows
 * both (docs/product/constants.md#price-totals): what the guest chose (one line per price
 * entry, or the host's item total when the entries do not add up to it), the concierge's
 * adjustments, each promo code, and the coordination fee. The lines add up to the item's
 * total; null before it has a price.
 */
export const serviceItemBreakdown = (item: ItineraryItem): ListingPriceBreakdown | null => {
  const subtotal = serviceItemSubtotal(item);
  const parts = servicePriceParts(item);
  if (subtotal === null || parts === null) return null;
  const entries = item.pricing?.itemPrice ?? [];
  const entryLines: PriceLine[] = entries.map((entry) => ({
    kind: 'base-rate',
    name: entryName(item, entry),
    amount: dollarsToCents(entry.total),
  }));
  const chosen =
    entryLines.length > 0 && sumCents(entryLines.map((line) => line.amount)) === subtotal
      ? entryLines
      : [{ kind: 'base-rate' as const, name: SERVICE_PRICE_NAME, amount: subtotal }];
  const adjustments = adjustmentsInCents(item.pricing?.adjustments);
  const adjusted: PriceLine[] = (item.pricing?.adjustments ?? []).map((adjustment, index) => ({
    kind: 'adjustment',
    name: adjustment.adjustmentReason?.trim() || ADJUSTMENT_NAME,
    amount: adjustments[index] ?? cents(0),
  }));
  const lines: PriceLine[] = [
    ...chosen,
    ...adjusted.filter((line) => line.amount !== 0),
    ...promoLines(cents(subtotal + sumCents(adjustments)), item.promoCodes),
    ...(parts.fees !== 0 ? [{ kind: 'fee' as const, name: COORDINATION_FEE_NAME, amount: parts.fees }] : []),
  ];
  const unused = parts.total - sumCents(lines.map((line) => line.amount));
  return {
    lines:
      unused === 0
        ? lines
        : [...lines, { kind: 'unused-credit', name: UNUSED_CREDIT_NAME, amount: cents(unused) }],
    total: parts.total,
    nights: null,
    averageNightly: null,
  };
};
