import { formatUsd } from '../../core/formatting/currency.format.js';
import type { ItineraryItem } from '../../core/itinerary/itinerary-item.entity.js';
import { adjustmentsInCents } from '../../core/listing/adjustment.entity.js';
import { listingNightlyFrom } from '../../core/listing/listing.entity.js';
import type { ListingItem } from '../../core/listing/listing-item.entity.js';
import { listingPricingCents } from '../../core/listing/listing-pricing.entity.js';
import { listingTotal } from '../../core/pricing/listing-total.rule.js';
import { plusCostLabel } from '../../core/pricing/plus-cost-label.rule.js';
import { pricingOptionsOf } from '../../core/pricing/price-entry-mapping.rule.js';
import { type PriceDisplay, priceDisplay } from '../../core/pricing/price-label.rule.js';
import { priceTotal } from '../../core/pricing/price-total.rule.js';
import type { PromoDiscount } from '../../core/pricing/promo-discount.rule.js';
import { toPromoDiscount } from '../../core/promo/promo-code.entity.js';
import { dollarsToCents } from '../../core/shared/dollars.js';
import { type Cents, cents, sumCents } from '../../core/shared/money.js';

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

const isDiscount = (promo: PromoDiscount | undefined): promo is PromoDiscount => promo !== undefined;

/** The plus-cost label of an item priced on one line of a flat-rate config, else undefined. */
const itemPlusCost = (item: ItineraryItem): string | undefined => {
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

/** What the lines of an item add up to: the host's itemTotal, else the lines' own totals. */
const itemSubtotal = (item: ItineraryItem): Cents | null => {
  const pricing = item.pricing;
  if (!pricing) return null;
  if (pricing.itemTotal != null) return dollarsToCents(pricing.itemTotal);
  if (pricing.itemPrice.length === 0) return null;
  return sumCents(pricing.itemPrice.map((entry) => dollarsToCents(entry.total)));
};

/**
 * A service item's price (docs/product/constants.md#price-totals): once priced, its total
 * (subtotal and adjustments less promo discounts, plus the coordination fee unless a 'plus'
 * cost is still open) labelled 'total'; before that the service's starting-from price
 * labelled 'from'.
 */
export const serviceItemPrice = (item: ItineraryItem): ItemPriceView | undefined => {
  const subtotal = itemSubtotal(item);
  const plusCost = itemPlusCost(item);
  const total =
    subtotal === null
      ? null
      : priceTotal({
          subtotal,
          adjustments: adjustmentsInCents(item.pricing?.adjustments),
          promos: item.promoCodes.map(toPromoDiscount).filter(isDiscount),
          coordinationFeePercent: item.coordinationFee,
          hasPlusCost: plusCost !== undefined,
        });
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
  const quoted =
    item.estimatedItemPricing ?? (item.instantPriceFailed ? null : item.instantPricing?.pricing) ?? null;
  const total = quoted
    ? listingTotal({ ...listingPricingCents(quoted), adjustments: [], promos: [], coordination: cents(0) })
    : null;
  const startingFrom = item.listing ? listingNightlyFrom(item.listing) : null;
  const shown = priceDisplay({ total, startingFrom });
  if (!shown) return undefined;
  return shown.label === 'total'
    ? { label: 'total', amount: usd(shown.amount) }
    : { label: 'from', amount: usd(shown.amount), per: 'night' };
};
