import { type Cents, cents, toCents } from '../shared/index.js';

/** A booking state's pricing entry; its total (dollars, as the host sends it) is all this rule reads. */
export interface BookingPricingEntry {
  readonly total?: number | null;
}

/**
 * The booking state's derived pricing (docs/product/entities.md#booking-state): itemPrice is
 * the entries as chosen, itemTotal the sum of their totals in cents. Each total is converted
 * before summing, so fractions of a cent never add up. The entries come back from browser
 * storage, so a missing or unreadable total counts as 0 rather than poisoning the sum with
 * NaN.
 */
export const bookingItemTotal = (entries: readonly BookingPricingEntry[]): Cents =>
  cents(
    entries.reduce(
      (acc, entry) => acc + (Number.isFinite(entry.total) ? toCents(entry.total as number) : 0),
      0,
    ),
  );

export const bookingItemPricing = <T extends BookingPricingEntry>(
  entries: readonly T[],
): { readonly itemTotal: Cents; readonly itemPrice: readonly T[] } => ({
  itemTotal: bookingItemTotal(entries),
  itemPrice: entries,
});
