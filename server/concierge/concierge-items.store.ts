import type { Queryable } from '../db/database.js';
import type { ListingRow } from '../db/rows/homes.js';
import type { ServiceRow } from '../db/rows/services.js';
import type { ItemKind, ItineraryItemRow, ItineraryListingItemRow, ItineraryRow } from '../db/rows/trips.js';
import type { UserRow } from '../db/rows/users-sessions.js';

/**
 * The SQL of the concierge's work on items of either kind: a service (itinerary_items) or a
 * home (itinerary_listing_items).
 */

const TABLES = { service: 'itinerary_items', listing: 'itinerary_listing_items' } as const;

/** An item of either kind with its trip's name, its guest's e-mail and what it is (a service's or home's name). */
export type WaitingItem = Pick<ItineraryItemRow | ItineraryListingItemRow, 'id' | 'status' | 'itinerary_id'> &
  Pick<UserRow, 'email'> & {
    item_type: 'ItineraryItem' | 'ItineraryListingItem';
    trip: ItineraryRow['name'];
    what: ServiceRow['name'] | ListingRow['name'];
  };

/** Items of either kind in one of the statuses, by trip then id; at most 500. */
export const listItemsWithStatus = async (db: Queryable, status: string[]): Promise<WaitingItem[]> =>
  (
    await db.query<WaitingItem>(
      `select 'ItineraryItem' as item_type, ii.id, ii.status, ii.itinerary_id, i.name as trip, u.email, s.name as what
         from itinerary_items ii
         join itineraries i on i.id = ii.itinerary_id
         join users u on u.id = i.user_id
         join services s on s.id = ii.service_id
        where ii.status = any($1::text[])
       union all
       select 'ItineraryListingItem', li.id, li.status, li.itinerary_id, i.name, u.email, l.name
         from itinerary_listing_items li
         join itineraries i on i.id = li.itinerary_id
         join users u on u.id = i.user_id
         join listings l on l.id = li.listing_id
        where li.status = any($1::text[])
       order by 4, 2
       limit 500`,
      [status],
    )
  ).rows;

/** An item of either kind, as a move reads it. */
export interface FoundItem {
  kind: ItemKind;
  id: string;
  itineraryId: string;
  status: string;
}

/** The item behind `itemId`, locked for a move, or null; ids are random, so at most one table has it. */
export const lockItemOfEitherKind = async (tx: Queryable, itemId: string): Promise<FoundItem | null> => {
  for (const kind of ['service', 'listing'] as const) {
    const { rows } = await tx.query<
      Pick<ItineraryItemRow | ItineraryListingItemRow, 'id' | 'itinerary_id' | 'status'>
    >(`select id, itinerary_id, status from ${TABLES[kind]} where id = $1 for update`, [itemId]);
    const row = rows[0];
    if (row) return { kind, id: row.id, itineraryId: row.itinerary_id, status: row.status };
  }
  return null;
};

/** Moves the item to `status`, writing the quote's column with it when there is one. */
export const updateItemStatus = async (
  tx: Queryable,
  item: Pick<FoundItem, 'kind' | 'id'>,
  status: string,
  quoted: { column: 'adjustments' | 'concierge_quote'; value: unknown } | null,
): Promise<void> => {
  // The column name comes from quoteColumns' fixed set, never from the request.
  await tx.query(
    `update ${TABLES[item.kind]} set status = $2, updated_at = now()${quoted ? `, ${quoted.column} = $3::jsonb` : ''}
      where id = $1`,
    quoted ? [item.id, status, JSON.stringify(quoted.value)] : [item.id, status],
  );
};

/**
 * Replaces the notes of a service item still on its trip; answers its trip and its service's
 * name, or null when no such service item is there.
 */
export const updateServiceItemNotes = async (
  tx: Queryable,
  itemId: string,
  notes: string,
): Promise<{ itinerary_id: string; name: string } | null> => {
  const { rows } = await tx.query<{ itinerary_id: string; name: string }>(
    `update itinerary_items ii set notes_from_concierge = $2, updated_at = now()
       from services s
      where ii.id = $1 and s.id = ii.service_id and ii.status <> 'removed'
      returning ii.itinerary_id, s.name`,
    [itemId, notes],
  );
  return rows[0] ?? null;
};

/** Whether a home item (listing item) has this id. */
export const isListingItem = async (tx: Queryable, itemId: string): Promise<boolean> => {
  const { rows } = await tx.query('select 1 from itinerary_listing_items where id = $1', [itemId]);
  return rows.length > 0;
};
