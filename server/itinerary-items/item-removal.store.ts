import type { Queryable } from '../db/database.js';
import type { ItemKind } from '../db/rows/trips.js';

const TABLES = { service: 'itinerary_items', listing: 'itinerary_listing_items' } as const;

/** Marks a trip's item 'removed' with the reason (migration 006: a removed item always has one). */
export const markItemRemoved = async (
  tx: Queryable,
  kind: ItemKind,
  itemId: string,
  reason: string,
): Promise<void> => {
  // The table name comes from the fixed TABLES, never from the request.
  await tx.query(
    `update ${TABLES[kind]} set status = 'removed', delete_reason = $2, updated_at = now() where id = $1`,
    [itemId, reason],
  );
};
