import type { Queryable } from '../db/database.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type { ServiceRow } from '../db/rows/services.js';
import type { ItineraryItemRow, ItineraryListingItemRow } from '../db/rows/trips.js';

/** The SQL of finding the item a promo code is redeemed on; each read locks the item's row. */

/** A service item's prices with its service's pricing. */
export type ServiceItemPrices = Pick<ItineraryItemRow, 'id' | 'status' | 'item_price' | 'adjustments'> &
  Pick<ServiceRow, 'pricing_config'>;

/** A listing item's stay and the concierge's quote, days as YYYY-MM-DD. */
export type ListingItemStay = DatesAsText<
  Pick<
    ItineraryListingItemRow,
    'id' | 'status' | 'listing_id' | 'check_in_date' | 'check_out_date' | 'pet_count' | 'concierge_quote'
  >
>;

/** The trip's service item `itemId` unless removed, locked, or null. */
export const lockServiceItemPrices = async (
  db: Queryable,
  itineraryId: string,
  itemId: string,
): Promise<ServiceItemPrices | null> => {
  const { rows } = await db.query<ServiceItemPrices>(
    `select i.id, i.status, i.item_price, i.adjustments, s.pricing_config
       from itinerary_items i join services s on s.id = i.service_id
      where i.id = $1 and i.itinerary_id = $2 and i.status <> 'removed'
      for update of i`,
    [itemId, itineraryId],
  );
  return rows[0] ?? null;
};

/** The trip's listing item `itemId` unless removed, locked, or null. */
export const lockListingItemStay = async (
  db: Queryable,
  itineraryId: string,
  itemId: string,
): Promise<ListingItemStay | null> => {
  const { rows } = await db.query<ListingItemStay>(
    `select id, status, listing_id, check_in_date::text as check_in_date,
            check_out_date::text as check_out_date, pet_count, concierge_quote
       from itinerary_listing_items
      where id = $1 and itinerary_id = $2 and status <> 'removed'
      for update`,
    [itemId, itineraryId],
  );
  return rows[0] ?? null;
};
