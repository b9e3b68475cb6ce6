import type { ListingPricing } from '../pricing/index.js';
import {
  adjustmentsInCents,
  coordinationFee,
  listingPricingCents,
  listingTotal,
  plusCostLabel,
  priceTotal,
  pricingOptionsOf,
} from '../pricing/index.js';
import { type PromoDiscount, toPromoDiscount, totalDiscount } from '../promo/index.js';
import { type Cents, cents, dollarsToCents, sumCents } from '../shared/index.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ListingItem } from './listing-item.entity.js';

/**
 * An item's price in parts, in cents: what is sold (a stay's base rate, a service's lines with
 * the concierge's adjustments), fees (a stay's cleaning and other fees, a service's
 * coordination fee), taxes, promo discounts and the refundable security deposit. The parts
 * always add up to `total`, the item's total of docs/product/constants.md#price-totals:
 * base + fees + taxes + deposit - discounts.
 */
export interface PriceParts {
  readonly base: Cents;
  readonly fees: Cents;
  readonly taxes: Cents;
  readonly discounts: Cents;
  readonly deposit: Cents;
  readonly total: Cents;
}

/**
 * The totals never go below 0: credits beyond the whole price are not taken, so the base
 * gives way by what they would have taken and the parts still add up.
 */
const balanced = (parts: Omit<PriceParts, 'total'>, total: Cents): PriceParts => {
  const sum = parts.base + parts.fees + parts.taxes + parts.deposit - parts.discounts;
  return { ...parts, base: cents(parts.base + total - sum), total };
};

/** What the lines of a service item add up to: the host's itemTotal, else the lines' own totals. */
export const serviceItemSubtotal = (item: ItineraryItem): Cents | null => {
  const pricing = item.pricing;
  if (!pricing) return null;
  if (pricing.itemTotal != null) return dollarsToCents(pricing.itemTotal);
  if (pricing.itemPrice.length === 0) return null;
  return sumCents(pricing.itemPrice.map((entry) => dollarsToCents(entry.total)));
};

/**
 * The plus-cost label of a service item priced on one line of a flat-rate config
 * (docs/product/validation.md#service-pricing-and-fields), else undefined.
 */
export const serviceItemPlusCost = (item: ItineraryItem): string | undefined => {
  const entries = item.pricing?.itemPrice ?? [];
  const [entry] = entries;
  if (!entry) return undefined;
  const header = item.servicePricingConfig?.configuration.find(
    (candidate) => candidate.objectId === entry.pricingHeaderId,
  );
  if (!header) return undefined;
  const options = pricingOptionsOf(header);
  const option = options.find((candidate) => candidate.objectId === entry.pricingOptionId);
  const config = option?.configs.find((candidate) => candidate.objectId === entry.pricingConfigId);
  if (!config) return undefined;
  return plusCostLabel({ itemPrices: entries, pricingOptions: options, config });
};

const isDiscount = (promo: PromoDiscount | undefined): promo is PromoDiscount => promo !== undefined;

/**
 * A service item's price in parts once priced (priceTotal of
 * docs/product/constants.md#price-totals: subtotal and adjustments less promo discounts, plus
 * the coordination fee unless a 'plus' cost is still open); null before it has a price.
 */
export const servicePriceParts = (item: ItineraryItem): PriceParts | null => {
  const subtotal = serviceItemSubtotal(item);
  if (subtotal === null) return null;
  const adjustments = adjustmentsInCents(item.pricing?.adjustments);
  const promos = item.promoCodes.map(toPromoDiscount).filter(isDiscount);
  const hasPlusCost = serviceItemPlusCost(item) !== undefined;
  const base = cents(subtotal + sumCents(adjustments));
  const total = priceTotal({
    subtotal,
    adjustments,
    promos,
    coordinationFeePercent: item.coordinationFee,
    hasPlusCost,
  });
  const fees = hasPlusCost ? cents(0) : coordinationFee(subtotal, item.coordinationFee);
  return balanced(
    { base, fees, taxes: cents(0), discounts: totalDiscount(base, promos), deposit: cents(0) },
    total,
  );
};

/** A home's stay price on the trip: the estimate saved for the stay, else its live instant price. */
export const listingItemPricing = (item: ListingItem): ListingPricing | null =>
  item.estimatedItemPricing ?? (item.instantPriceFailed ? null : item.instantPricing?.pricing) ?? null;

/**
 * A home item's price in parts (the listing total of docs/product/constants.md#price-totals,
 * deposit included as on the trip's rows); null without a price for its stay.
 */
export const listingPriceParts = (item: ListingItem): PriceParts | null => {
  const pricing = listingItemPricing(item);
  if (!pricing) return null;
  const parts = listingPricingCents(pricing);
  const total = listingTotal({ ...parts, adjustments: [], promos: [], coordination: cents(0) });
  return balanced(
    {
      base: parts.totalBaseRate,
      fees: sumCents(parts.fees),
      taxes: parts.taxes,
      discounts: cents(0),
      deposit: parts.securityDeposit,
    },
    total,
  );
};
