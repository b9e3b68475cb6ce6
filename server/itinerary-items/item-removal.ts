import type { Queryable } from '../db/database.js';
import { recordStatusEvent } from '../trips/trip-history.js';

const TABLES = { service: 'itinerary_items', listing: 'itinerary_listing_items' } as const;

export interface ItemRemoval {
  kind: keyof typeof TABLES;
  itineraryId: string;
  itemId: string;
  from: string;
  reason: string;
  actorUserId: string;
}

/**
 * A guest's deletion of an item, already allowed (assertCanDelete): the item
 * becomes 'removed' with its reason (migration 006: a removed item always has one) and the
 * move goes into the trip's history. The row stays, so the concierge can see what went.
 */
export const removeItem = async (tx: Queryable, removal: ItemRemoval): Promise<void> => {
  // The table name comes from the fixed TABLES, never from the request.
  await tx.query(
    `update ${TABLES[removal.kind]} set status = 'removed', delete_reason = $2, updated_at = now() where id = $1`,
    [removal.itemId, removal.reason],
  );
  await recordStatusEvent(tx, { ...removal, to: 'removed' });
};
