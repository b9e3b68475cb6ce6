import type { Queryable } from '../../db/database.js';
import type { DatesAsText } from '../../db/rows/row-shapes.js';
import type { ItineraryListingItemRow } from '../../db/rows/trips.js';
import { isoDaySql } from '../../db/sql-dates.js';

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

const ITEM_COLUMNS = `li.id, li.itinerary_id, li.listing_id, li.status,
  ${isoDaySql('li.check_in_date')} as check_in_date, ${isoDaySql('li.check_out_date')} as check_out_date,
  li.is_date_selected, li.adult_count, li.child_count, li.infant_count, li.pet_count,
  li.estimated_pricing, li.concierge_quote, li.field_values, li.reserved_total_cents`;

/**
 * The live homes of a trip (anything but 'removed': a guest's deletion is history, not part
 * of the trip), oldest first (homes added in one instant in the order they were added: seq).
 */
export const listingItemRowsOf = async (db: Queryable, itineraryId: string): Promise<ListingItemRow[]> => {
  const { rows } = await db.query<ListingItemRow>(
    `select ${ITEM_COLUMNS} from itinerary_listing_items li
      where li.itinerary_id = $1 and li.status <> 'removed'
      order by li.created_at, li.seq`,
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

/** The id of the home's latest item on the trip that is neither removed nor canceled, or null. */
export const findLiveListingItemIdOfHome = async (
  db: Queryable,
  itineraryId: string,
  listingId: string,
): Promise<string | null> => {
  const { rows } = await db.query<Pick<ItineraryListingItemRow, 'id'>>(
    `select id from itinerary_listing_items
      where itinerary_id = $1 and listing_id = $2 and status not in ('removed', 'canceled')
      order by created_at desc, id limit 1`,
    [itineraryId, listingId],
  );
  return rows[0]?.id ?? null;
};

/** A new draft item for the home on the trip (the table's defaults give the rest). */
export const insertListingItem = async (
  tx: Queryable,
  id: string,
  itineraryId: string,
  listingId: string,
): Promise<void> => {
  await tx.query(`insert into itinerary_listing_items (id, itinerary_id, listing_id) values ($1, $2, $3)`, [
    id,
    itineraryId,
    listingId,
  ]);
};

export const setListingItemStatus = async (
  tx: Queryable,
  listingItemId: string,
  status: string,
): Promise<void> => {
  await tx.query(`update itinerary_listing_items set status = $2, updated_at = now() where id = $1`, [
    listingItemId,
    status,
  ]);
};
