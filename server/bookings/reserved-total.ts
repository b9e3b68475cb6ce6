import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import {
  Adjustment,
  adjustmentsInCents,
  ListingPricing,
  type ListingPricingCents,
  listingPricingCents,
  listingTotal,
  priceTotal,
} from '../../src/core/pricing/index.js';
import { type Cents, cents, sumCents } from '../../src/core/shared/index.js';
import type { HomeRates } from '../catalog/stay-quote.js';
import { quoteStay } from '../catalog/stay-quote.js';
import type { Queryable } from '../db/database.js';
import { repriceDiscounts } from './item-discounts.js';
import { setListingItemReservedTotal, setServiceItemReservedTotal } from './reserved-total.store.js';
import { serviceSubtotal } from './service-subtotal.js';

/**
 * What a reserve charges, computed by the host alone (docs/host/pricing-integrity.md): never
 * a number the guest sent. A home: the concierge's quote when one applies, else the stay
 * priced from the home's rates; a service: the chosen prices re-priced from the service's
 * own pricing, the concierge's adjustments and coordination fee. Promo codes on the item are
 * re-priced against that at the moment of the reserve. The core's totals
 * (docs/product/constants.md#price-totals) add it up, never below zero.
 */

/** A home item as its price is read: its stay, its pets and the concierge's quote. */
export interface PricedStay {
  id: string;
  check_in_date: string | null;
  check_out_date: string | null;
  pet_count: number;
  concierge_quote: unknown;
}

const decodedOrNull = <A>(codec: t.Type<A, unknown, unknown>, value: unknown): A | null => {
  if (value == null) return null;
  const result = codec.decode(value);
  return E.isRight(result) ? result.right : null;
};

/** The stay's price in parts: the quote when the concierge gave one, else the home's rates; null without dates. */
export const stayPriceParts = (home: HomeRates | undefined, item: PricedStay): ListingPricingCents | null => {
  const quote = decodedOrNull(ListingPricing, item.concierge_quote);
  if (quote) return listingPricingCents(quote);
  if (!home || !item.check_in_date || !item.check_out_date) return null;
  const priced = quoteStay(home, {
    startDate: item.check_in_date,
    endDate: item.check_out_date,
    petCount: item.pet_count,
  });
  return {
    totalBaseRate: priced.totalBaseRate,
    fees: priced.fees.map((fee) => fee.amount),
    taxes: priced.taxes,
    securityDeposit: priced.securityDeposit,
  };
};

/** What promo codes come off a stay: rate and fees, never taxes or the deposit. */
export const stayDiscountable = (parts: ListingPricingCents | null): Cents =>
  parts ? sumCents([parts.totalBaseRate, ...parts.fees]) : cents(0);

/** The home item's total now, its codes re-priced against it (written to promo_redemptions). */
export const stayTotal = async (
  tx: Queryable,
  home: HomeRates | undefined,
  item: PricedStay,
): Promise<Cents> => {
  const parts = stayPriceParts(home, item);
  const promos = await repriceDiscounts(tx, item.id, stayDiscountable(parts));
  if (!parts) return cents(0);
  return listingTotal({ ...parts, adjustments: [], promos, coordination: cents(0) });
};

/** Records what the reserve of a home charges; answers it in cents. */
export const recordStayReservedTotal = async (
  tx: Queryable,
  home: HomeRates | undefined,
  item: PricedStay,
): Promise<Cents> => {
  const total = await stayTotal(tx, home, item);
  await setListingItemReservedTotal(tx, item.id, total);
  return total;
};

/** A service item as its price is read. */
export interface PricedService {
  id: string;
  item_price: unknown;
  adjustments: unknown;
  pricing_config: unknown;
  descriptors: unknown;
}

const coordinationPercentOf = (descriptors: unknown): number | null => {
  const value = (descriptors as { coordinationFee?: unknown } | null)?.coordinationFee;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
};

/** The service item's total now, its codes re-priced against it. */
export const serviceTotal = async (tx: Queryable, item: PricedService): Promise<Cents> => {
  const subtotal = serviceSubtotal(item.pricing_config, item.item_price, []);
  const adjustments = adjustmentsInCents(decodedOrNull(t.array(Adjustment), item.adjustments) ?? []);
  // Codes come off the adjusted subtotal, never below zero (redeemable-item.ts says the same).
  const promos = await repriceDiscounts(tx, item.id, cents(Math.max(0, subtotal + sumCents(adjustments))));
  return priceTotal({
    subtotal,
    adjustments,
    promos,
    coordinationFeePercent: coordinationPercentOf(item.descriptors),
    hasPlusCost: false,
  });
};

/** Records what the reserve of a service charges; answers it in cents. */
export const recordServiceReservedTotal = async (tx: Queryable, item: PricedService): Promise<Cents> => {
  const total = await serviceTotal(tx, item);
  await setServiceItemReservedTotal(tx, item.id, total);
  return total;
};
