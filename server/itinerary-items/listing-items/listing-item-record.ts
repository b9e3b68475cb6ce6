import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/active-item.rule.js';
import type { QuotedItem } from '../../bookings/quote-void.js';
import type { StayParty } from '../../catalog/stay-check.js';
import type { Queryable } from '../../db/database.js';
import type { DatesAsText } from '../../db/rows/row-shapes.js';
import type { ItineraryListingItemRow } from '../../db/rows/trips.js';
import { isoDaySql } from '../../db/sql-dates.js';
import { HttpError } from '../../http/http-error.js';
import { type ItineraryOwnerRow, loadOwnedItinerary } from '../../trips/itinerary-access.js';

/** A home on a trip as the item routes read it (itinerary_listing_items), days as YYYY-MM-DD. */
export type ListingItemRow = DatesAsText<
  Pick<
    ItineraryListingItemRow,
    | 'id'
    | 'itinerary_id'
    | 'listing_id'
    | 'status'
    | 'check_in_date'
    | 'check_out_date'
    | 'is_date_selected'
    | 'adult_count'
    | 'child_count'
    | 'infant_count'
    | 'pet_count'
    | 'estimated_pricing'
    | 'concierge_quote'
    | 'field_values'
    | 'reserved_total_cents'
  >
>;

/** The party a listing item is for, as the stay checks read it. */
export const partyOf = (item: ListingItemRow): StayParty => ({
  adultCount: item.adult_count,
  childCount: item.child_count,
  infantCount: item.infant_count,
  petCount: item.pet_count,
});

/** The item as a quote sees it (quote-void.ts). */
export const quotedStay = (item: ListingItemRow): QuotedItem => ({
  kind: 'listing',
  id: item.id,
  itineraryId: item.itinerary_id,
  status: item.status,
  hasQuote: item.concierge_quote != null,
});

const ITEM_COLUMNS = `li.id, li.itinerary_id, li.listing_id, li.status,
  ${isoDaySql('li.check_in_date')} as check_in_date, ${isoDaySql('li.check_out_date')} as check_out_date,
  li.is_date_selected, li.adult_count, li.child_count, li.infant_count, li.pet_count,
  li.estimated_pricing, li.concierge_quote, li.field_values, li.reserved_total_cents`;

/**
 * The live homes of a trip (anything but 'removed': a guest's deletion is history, not part
 * of the trip), oldest first.
 */
export const listingItemRowsOf = async (db: Queryable, itineraryId: string): Promise<ListingItemRow[]> => {
  const { rows } = await db.query<ListingItemRow>(
    `select ${ITEM_COLUMNS} from itinerary_listing_items li
      where li.itinerary_id = $1 and li.status <> 'removed'
      order by li.created_at, li.id`,
    [itineraryId],
  );
  return rows;
};

/** One live listing item by id, or null. `forUpdate` holds the row until the transaction ends. */
export const findListingItemRow = async (
  db: Queryable,
  listingItemId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ListingItemRow | null> => {
  const { rows } = await db.query<ListingItemRow>(
    `select ${ITEM_COLUMNS} from itinerary_listing_items li
      where li.id = $1 and li.status <> 'removed'${forUpdate ? ' for update' : ''}`,
    [listingItemId],
  );
  return rows[0] ?? null;
};

export interface OwnedListingItem {
  itinerary: ItineraryOwnerRow;
  item: ListingItemRow;
}

/**
 * The listing item `listingItemId` of trip `itineraryId` when `userId` owns the trip: 404 for
 * an unknown trip or an item not (or no longer) on it, 403 for someone else's trip
 * (docs/product/roles.md#itinerary-ownership).
 */
export const loadOwnedListingItem = async (
  db: Queryable,
  itineraryId: string,
  listingItemId: string,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<OwnedListingItem> => {
  const itinerary = await loadOwnedItinerary(db, itineraryId, userId, { forUpdate });
  const item = await findListingItemRow(db, listingItemId, { forUpdate });
  if (!item || item.itinerary_id !== itinerary.id) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return { itinerary, item };
};
