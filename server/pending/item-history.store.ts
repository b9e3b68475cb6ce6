import type { Queryable } from '../db/database.js';
import { isoInstantSql } from '../db/sql-dates.js';

/** All the SQL of an item's history (docs/product/pending.md#each-items-history). */

export type HistoryItemKind = 'service' | 'home';

export interface HistoryItemRow {
  status: string;
  added_at: string;
}

export interface HistoryEventRow {
  from_status: string;
  to_status: string;
  at: string;
  by: 'guest' | 'concierge';
  reason: string | null;
}

const ITEM_TABLES = { service: 'itinerary_items', home: 'itinerary_listing_items' } as const;
const EVENT_KINDS = { service: 'service', home: 'listing' } as const;

/** The item on this trip (any status, removed too), or undefined. */
export const loadHistoryItem = async (
  db: Queryable,
  itineraryId: string,
  kind: HistoryItemKind,
  itemId: string,
): Promise<HistoryItemRow | undefined> => {
  // The table name comes from the fixed ITEM_TABLES, never from the request.
  const { rows } = await db.query<HistoryItemRow>(
    `select status, ${isoInstantSql('created_at')} as added_at
       from ${ITEM_TABLES[kind]} where id = $1 and itinerary_id = $2`,
    [itemId, itineraryId],
  );
  return rows[0];
};

/**
 * Every recorded status move of the item, oldest first, and whose it was: the stored side
 * (migration 060), else the trip's owner is the guest and anyone else the concierge. Moves
 * made in one transaction share their time: they come in the order they were written
 * (seq, migration 063).
 */
export const loadHistoryEvents = async (
  db: Queryable,
  itineraryId: string,
  kind: HistoryItemKind,
  itemId: string,
): Promise<HistoryEventRow[]> => {
  const { rows } = await db.query<HistoryEventRow>(
    `select e.from_status, e.to_status, ${isoInstantSql('e.created_at')} as at, e.reason,
            coalesce(e.actor_role,
              case when e.actor_user_id is not null and e.actor_user_id = i.user_id
                   then 'guest' else 'concierge' end) as by
       from item_status_events e join itineraries i on i.id = e.itinerary_id
      where e.itinerary_id = $1 and e.item_id = $2 and e.item_kind = $3
      order by e.created_at, e.seq`,
    [itineraryId, itemId, EVENT_KINDS[kind]],
  );
  return rows;
};
