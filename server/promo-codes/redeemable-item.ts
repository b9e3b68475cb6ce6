import { ITEM_NOT_ON_ITINERARY } from '../../src/core/itinerary/index.js';
import type { PromoItemType } from '../../src/core/promo/index.js';
import type { Cents } from '../../src/core/shared/index.js';
import { stayDiscountable, stayPriceParts } from '../bookings/reserved-total.js';
import { serviceSubtotal } from '../bookings/service-subtotal.js';
import { findHome } from '../catalog/home.store.js';
import type { Queryable } from '../db/database.js';
import type { ItemKind } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';
import { type ListingItemStay, lockListingItemStay, lockServiceItemPrices } from './redeemable-item.store.js';

export { serviceSubtotal };

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

/**
 * A home's discountable part (the listing total of docs/product/constants.md#price-totals:
 * promos come off rate and fees, never taxes or the deposit): the concierge's quote when one
 * applies, else the stay priced from the home's rates, else nothing yet. Never the guest's
 * own estimate (docs/host/pricing-integrity.md).
 */
const listingSubtotal = async (db: Queryable, item: ListingItemStay): Promise<Cents> =>
  stayDiscountable(stayPriceParts((await findHome(db, item.listing_id)) ?? undefined, item));

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
  const serviceItem = await lockServiceItemPrices(db, itineraryId, itemId);
  if (serviceItem) {
    return {
      id: serviceItem.id,
      kind: 'service',
      status: serviceItem.status,
      promoItemType: 'Services + Experiences',
      subtotal: serviceSubtotal(serviceItem.pricing_config, serviceItem.item_price, serviceItem.adjustments),
    };
  }
  const listingItem = await lockListingItemStay(db, itineraryId, itemId);
  if (!listingItem) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return {
    id: listingItem.id,
    kind: 'listing',
    status: listingItem.status,
    promoItemType: 'Homes',
    subtotal: await listingSubtotal(db, listingItem),
  };
};
