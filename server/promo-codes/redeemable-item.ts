import { ITEM_NOT_ON_ITINERARY } from '../../src/core/itinerary/active-item.rule.js';
import type { PromoItemType } from '../../src/core/promo/promo-item-type.entity.js';
import type { Cents } from '../../src/core/shared/money.js';
import { stayDiscountable, stayPriceParts } from '../bookings/reserved-total.js';
import { serviceSubtotal } from '../bookings/service-subtotal.js';
import { findHome } from '../catalog/home.store.js';
import type { Queryable } from '../db/database.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type { ServiceRow } from '../db/rows/services.js';
import type { ItemKind, ItineraryItemRow, ItineraryListingItemRow } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';

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

type ServiceItemPrices = Pick<ItineraryItemRow, 'id' | 'status' | 'item_price' | 'adjustments'> &
  Pick<ServiceRow, 'pricing_config'>;

/** A listing item's stay and the concierge's quote, days as YYYY-MM-DD. */
type ListingItemStay = DatesAsText<
  Pick<
    ItineraryListingItemRow,
    'id' | 'status' | 'listing_id' | 'check_in_date' | 'check_out_date' | 'pet_count' | 'concierge_quote'
  >
>;

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
            check_out_date::text as check_out_date, pet_count, concierge_quote
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
