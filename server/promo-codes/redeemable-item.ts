import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { ITEM_NOT_ON_ITINERARY } from '../../src/core/itinerary/active-item.rule.js';
import { Adjustment, adjustmentsInCents } from '../../src/core/listing/adjustment.entity.js';
import { ListingPricing, listingPricingCents } from '../../src/core/listing/listing-pricing.entity.js';
import { ServicePricingConfig } from '../../src/core/pricing/service-pricing-config.entity.js';
import type { PromoItemType } from '../../src/core/promo/promo-item-type.entity.js';
import { type Cents, cents, sumCents, toCents } from '../../src/core/shared/money.js';
import { findHome } from '../catalog/home-record.js';
import { quoteStay } from '../catalog/stay-quote.js';
import type { Queryable } from '../db/database.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type { ServiceRow } from '../db/rows/services.js';
import type { ItemKind, ItineraryItemRow, ItineraryListingItemRow } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';

export interface RedeemableItem {
  id: string;
  kind: ItemKind;
  status: string;
  /** What a promo code must apply to: a home or a service. */
  promoItemType: PromoItemType;
  /**
   * What the codes are taken off, in cents (docs/product/constants.md#price-totals: the
   * subtotal with adjustments).
   */
  subtotal: Cents;
}

interface PriceChoice {
  pricingHeaderId?: unknown;
  pricingOptionId?: unknown;
  pricingConfigId?: unknown;
  quantity?: unknown;
}

// Stored JSON is ours, but a row written by an older version must not break a redemption.
const decodedOr = <A, F>(codec: t.Type<A, unknown, unknown>, value: unknown, fallback: F): A | F => {
  const result = codec.decode(value);
  return E.isRight(result) ? result.right : fallback;
};

const AdjustmentList = t.array(Adjustment);

/**
 * A service item's subtotal: each chosen price at its config's fixed rate plus its rate per
 * unit times the quantity (one when none was given), plus the concierge's adjustments, never
 * below zero. A choice that no longer maps to the service's pricing adds nothing.
 */
export const serviceSubtotal = (pricingConfig: unknown, choices: unknown, adjustments: unknown): Cents => {
  const pricing = decodedOr(ServicePricingConfig, pricingConfig ?? {}, { configuration: [] });
  const priced = (Array.isArray(choices) ? (choices as PriceChoice[]) : []).map((choice) => {
    const header = pricing.configuration.find((candidate) => candidate.objectId === choice.pricingHeaderId);
    const option = header?.configuration[0]?.pricingOptions.find(
      (candidate) => candidate.objectId === choice.pricingOptionId,
    );
    const config = option?.configs.find((candidate) => candidate.objectId === choice.pricingConfigId);
    if (!config) return cents(0);
    const quantity = typeof choice.quantity === 'number' && choice.quantity >= 0 ? choice.quantity : 1;
    return toCents((config.fixedRate ?? 0) + (config.rate ?? 0) * quantity);
  });
  const adjusted = adjustmentsInCents(decodedOr(AdjustmentList, adjustments, []));
  return cents(Math.max(0, sumCents(priced) + sumCents(adjusted)));
};

type ServiceItemPrices = Pick<ItineraryItemRow, 'id' | 'status' | 'item_price' | 'adjustments'> &
  Pick<ServiceRow, 'pricing_config'>;

/** A listing item's stay and estimate, days as YYYY-MM-DD. */
type ListingItemStay = DatesAsText<
  Pick<
    ItineraryListingItemRow,
    'id' | 'status' | 'listing_id' | 'check_in_date' | 'check_out_date' | 'pet_count' | 'estimated_pricing'
  >
>;

/**
 * A home's discountable part (the listing total of docs/product/constants.md#price-totals:
 * promos come off rate and fees, never taxes or the deposit): quoted from the home's rates
 * when the stay has dates, else the estimate the guest was shown, else nothing yet.
 */
const listingSubtotal = async (db: Queryable, item: ListingItemStay): Promise<Cents> => {
  const home = await findHome(db, item.listing_id);
  if (home && item.check_in_date && item.check_out_date) {
    const quote = quoteStay(home, {
      startDate: item.check_in_date,
      endDate: item.check_out_date,
      petCount: item.pet_count,
    });
    return sumCents([quote.totalBaseRate, ...quote.fees.map((fee) => fee.amount)]);
  }
  const estimate = decodedOr(ListingPricing, item.estimated_pricing, null);
  if (!estimate) return cents(0);
  const parts = listingPricingCents(estimate);
  return sumCents([parts.totalBaseRate, ...parts.fees]);
};

/**
 * The service item or listing item `itemId` of the itinerary, locked for the redemption, or
 * 404 with the message of docs/product/errors.md#other-messages (a removed item is gone for
 * the guest).
 */
export const loadRedeemableItem = async (
  db: Queryable,
  itineraryId: string,
  itemId: string,
): Promise<RedeemableItem> => {
  const service = await db.query<ServiceItemPrices>(
    `select i.id, i.status, i.item_price, i.adjustments, s.pricing_config
       from itinerary_items i join services s on s.id = i.service_id
      where i.id = $1 and i.itinerary_id = $2 and i.status <> 'removed'
      for update of i`,
    [itemId, itineraryId],
  );
  const serviceItem = service.rows[0];
  if (serviceItem) {
    return {
      id: serviceItem.id,
      kind: 'service',
      status: serviceItem.status,
      promoItemType: 'Services + Experiences',
      subtotal: serviceSubtotal(serviceItem.pricing_config, serviceItem.item_price, serviceItem.adjustments),
    };
  }
  const listing = await db.query<ListingItemStay>(
    `select id, status, listing_id, check_in_date::text as check_in_date,
            check_out_date::text as check_out_date, pet_count, estimated_pricing
       from itinerary_listing_items
      where id = $1 and itinerary_id = $2 and status <> 'removed'
      for update`,
    [itemId, itineraryId],
  );
  const listingItem = listing.rows[0];
  if (!listingItem) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return {
    id: listingItem.id,
    kind: 'listing',
    status: listingItem.status,
    promoItemType: 'Homes',
    subtotal: await listingSubtotal(db, listingItem),
  };
};
