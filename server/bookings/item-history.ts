import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';

export interface StatusChange {
  itineraryId: string;
  listingItemId: string;
  from: string;
  to: string;
  reason: string | null;
  actorUserId: string;
}

/** Moves a listing item to `to` and records the move in the trip's history (item_status_events). */
export const moveListingItem = async (tx: Queryable, change: StatusChange): Promise<void> => {
  await tx.query(`update itinerary_listing_items set status = $2, updated_at = now() where id = $1`, [
    change.listingItemId,
    change.to,
  ]);
  await recordMove(tx, change);
};

/** Records a move already made (one that changed more than the status). */
export const recordMove = async (tx: Queryable, change: StatusChange): Promise<void> => {
  await tx.query(
    `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, reason, actor_user_id)
     values ($1, $2, $3, 'listing', $4, $5, $6, $7)`,
    [
      newObjectId(),
      change.itineraryId,
      change.listingItemId,
      change.from,
      change.to,
      change.reason,
      change.actorUserId,
    ],
  );
};

/** A note on the trip's case feed: what the concierge must act on (updateCaseFeed). */
export const noteOnCaseFeed = async (
  tx: Queryable,
  itineraryId: string,
  authorUserId: string,
  message: string,
): Promise<void> => {
  await tx.query(
    `insert into case_feed_entries (id, itinerary_id, author_user_id, message) values ($1, $2, $3, $4)`,
    [newObjectId(), itineraryId, authorUserId, message.slice(0, 5000)],
  );
};
