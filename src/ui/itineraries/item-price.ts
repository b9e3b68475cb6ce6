import { formatUsd } from '../../core/formatting/index.js';
import type { ItineraryItem, ListingItem } from '../../core/itinerary/index.js';
import { listingPriceParts, serviceItemPlusCost, servicePriceParts } from '../../core/itinerary/index.js';
import { listingNightlyFrom } from '../../core/listing/index.js';
import { type PriceDisplay, priceDisplay } from '../../core/pricing/index.js';
import type { Cents } from '../../core/shared/index.js';
import { dollarsToCents } from '../../core/shared/index.js';

/** A price as an item row shows it: the amount, its label and what it is per or adds. */
export interface ItemPriceView {
  readonly label: PriceDisplay['label'];
  readonly amount: string;
  /** 'night' for a home's 'from' price. */
  readonly per?: string;
  /**
   * A cost on top the total leaves open, e.g. '+ gratuity' (the plus-cost label of
   * docs/product/validation.md#service-pricing-and-fields).
   */
  readonly plusCost?: string;
}

// Whole dollars read cleaner; an amount with cents keeps them, so a total is never rounded.
const usd = (amount: Cents): string => formatUsd(amount, { withCents: amount % 100 !== 0 });

/**
 * A service item's price (docs/product/constants.md#price-totals): once priced, its total
 * (subtotal and adjustments less promo discounts, plus the coordination fee unless a 'plus'
 * cost is still open) labelled 'total'; before that the service's starting-from price
 * labelled 'from'.
 */
export const serviceItemPrice = (item: ItineraryItem): ItemPriceView | undefined => {
  const plusCost = serviceItemPlusCost(item);
  const total = servicePriceParts(item)?.total ?? null;
  const startingFrom = item.startingFrom == null ? null : dollarsToCents(item.startingFrom);
  const shown = priceDisplay({ total, startingFrom });
  if (!shown) return undefined;
  return {
    label: shown.label,
    amount: usd(shown.amount),
    ...(shown.label === 'total' && plusCost ? { plusCost } : {}),
  };
};

/**
 * A home's price on the trip (the listing total of docs/product/constants.md#price-totals):
 * the estimate saved for the stay, else its live instant price, labelled 'total'; without
 * either, the home's nightly 'from' rate.
 */
export const listingItemPrice = (item: ListingItem): ItemPriceView | undefined => {
  const total = listingPriceParts(item)?.total ?? null;
  const startingFrom = item.listing ? listingNightlyFrom(item.listing) : null;
  const shown = priceDisplay({ total, startingFrom });
  if (!shown) return undefined;
  return shown.label === 'total'
    ? { label: 'total', amount: usd(shown.amount) }
    : { label: 'from', amount: usd(shown.amount), per: 'night' };
};
