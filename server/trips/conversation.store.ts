import type { ConversationEntryKind } from '../../src/core/messaging/index.js';
import type { Queryable } from '../db/database.js';
import { isoInstantSql } from '../db/sql-dates.js';

/** One entry as the feed query reads it, from whichever of the three tables holds it. */
export interface FeedRow {
  id: string;
  kind: ConversationEntryKind;
  created_at: string;
  text: string | null;
  given_name: string | null;
  first_name: string | null;
  last_name: string | null;
  by_concierge: boolean;
  has_author: boolean;
  item_id: string | null;
  item_name: string | null;
  to_status: string | null;
  reason: string | null;
}

/*
 * The trip's messages (guest_messages), case notes (case_feed_entries) and status moves
 * (item_status_events, a move to 'quoted' being a quote), newest first so the limit keeps the
 * latest. Moves to draft or info are the guest's own form filling, not news for the
 * conversation (docs/product/flows.md#item-statuses shows nothing for them). Entries written
 * in one transaction share their time: a message sorts after the note and the move it came
 * with, the order a guest reads them in, and moves (or notes) written together come in the
 * order they were written (seq, migration 063; a guest sends one message a request). A move
 * names its item only while the item is on the trip, so the guest is never sent to one that
 * was removed.
 */
const FEED_SQL = `
  with feed as (
    select m.id, 'message' as kind, m.created_at, m.message as text, m.name as given_name,
           m.user_id as author_id, null::text as item_id, null::text as item_name,
           null::text as to_status, null::text as reason, 2 as kind_order, 0::bigint as seq
      from guest_messages m where m.itinerary_id = $1
    union all
    select c.id, 'note', c.created_at, c.message, null, c.author_user_id, null, null, null, null, 1, c.seq
      from case_feed_entries c where c.itinerary_id = $1
    union all
    select e.id, case when e.to_status = 'quoted' then 'quote' else 'status-change' end, e.created_at,
           null, null, e.actor_user_id,
           -- The item is named for a link only while it is on the trip: never a removed one.
           case when coalesce(si.status, li.status) <> 'removed' then e.item_id end,
           coalesce(s.name, l.name), e.to_status, e.reason, 0, e.seq
      from item_status_events e
      left join itinerary_items si on e.item_kind = 'service' and si.id = e.item_id
      left join services s on s.id = si.service_id
      left join itinerary_listing_items li on e.item_kind = 'listing' and li.id = e.item_id
      left join listings l on l.id = li.listing_id
     where e.itinerary_id = $1 and e.to_status not in ('draft', 'info')
  )
  select f.id, f.kind, ${isoInstantSql('f.created_at')} as created_at, f.text, f.given_name,
         u.first_name, u.last_name, u.id is not null as has_author,
         exists (select 1 from user_roles r where r.user_id = f.author_id and r.role in ('concierge', 'admin'))
           as by_concierge,
         f.item_id, f.item_name, f.to_status, f.reason
    from feed f left join users u on u.id = f.author_id
   order by f.created_at desc, f.kind_order desc, f.seq desc, f.id desc
   limit $2`;

/** The trip's latest `limit` entries, newest first. */
export const findLatestFeedRows = async (
  db: Queryable,
  itineraryId: string,
  limit: number,
): Promise<FeedRow[]> => {
  const { rows } = await db.query<FeedRow>(FEED_SQL, [itineraryId, limit]);
  return rows;
};
