import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { ItemKind } from '../db/rows/trips.js';

/** One status move of an item, for the concierge's history of the trip (item_status_events). */
export interface StatusEvent {
  itineraryId: string;
  itemId: string;
  kind: ItemKind;
  from: string;
  to: string;
  reason?: string | null;
  actorUserId: string | null;
  /** Whose move it was, for the guest's history of the item (migration 060). */
  actorRole: 'guest' | 'concierge';
}

export const recordStatusEvent = async (db: Queryable, event: StatusEvent): Promise<void> => {
  await db.query(
    `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, reason, actor_user_id, actor_role)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      newObjectId(),
      event.itineraryId,
      event.itemId,
      event.kind,
      event.from,
      event.to,
      event.reason ?? null,
      event.actorUserId,
      event.actorRole,
    ],
  );
};

/** A note on the trip's case feed, for the concierge working it. */
export const addCaseFeedEntry = async (
  db: Queryable,
  itineraryId: string,
  authorUserId: string | null,
  message: string,
): Promise<void> => {
  await db.query(
    `insert into case_feed_entries (id, itinerary_id, author_user_id, message) values ($1, $2, $3, $4)`,
    [newObjectId(), itineraryId, authorUserId, message.slice(0, 5000)],
  );
};
