import type { Queryable } from '../db/database.js';
import type { ProductLineContact } from '../db/rows/markets-destinations.js';
import { isoDaySql, isoInstantSql } from '../db/sql-dates.js';

/** All the SQL of the trip's calendar (docs/product/calendar.md): the feed's rows and the addresses. */

export interface CalendarTripRow {
  id: string;
  name: string;
  product_line: string;
  product_lines: Record<string, ProductLineContact>;
  market_name: string;
  market_time_zone: string;
  /** The trip's own home, if any: where its services happen unless they say otherwise. */
  home_name: string | null;
  home_address: string | null;
  home_destination: string | null;
  updated_at: string;
}

interface ItemHistory {
  moves: number;
  last_move_at: string | null;
  ever_in_feed: boolean;
  confirmed_at: string | null;
}

export interface CalendarServiceRow extends ItemHistory {
  id: string;
  status: string;
  start_at: string | null;
  end_at: string | null;
  time_slot: unknown;
  updated_at: string;
  name: string;
  time_zone_name: string;
  date_field_type: string;
  meeting_place: string | null;
}

export interface CalendarStayRow extends ItemHistory {
  id: string;
  status: string;
  check_in_date: string | null;
  check_out_date: string | null;
  updated_at: string;
  name: string;
  street_address: string | null;
  check_in_time: string;
  check_out_time: string;
  destination_name: string;
  time_zone_name: string;
}

const LIVE_STATUSES = `('in_progress', 'quoted', 'approved', 'booked', 'done')`;

/** Each item's status moves: how many, the last, whether it was ever in the feed, when confirmed. */
const historyJoin = (alias: string) => `
  left join lateral (
    select count(*)::int as moves,
           ${isoInstantSql('max(e.created_at)')} as last_move_at,
           coalesce(bool_or(e.to_status in ${LIVE_STATUSES}), false) as ever_in_feed,
           ${isoInstantSql("max(e.created_at) filter (where e.to_status in ('booked', 'done'))")} as confirmed_at
      from item_status_events e
     where e.itinerary_id = ${alias}.itinerary_id and e.item_id = ${alias}.id
  ) h on true`;

export const loadCalendarTrip = async (
  db: Queryable,
  itineraryId: string,
): Promise<CalendarTripRow | undefined> => {
  const { rows } = await db.query<CalendarTripRow>(
    `select i.id, i.name, i.product_line, m.product_lines, m.name as market_name,
            m.time_zone_name as market_time_zone, l.name as home_name, l.street_address as home_address,
            d.name as home_destination, ${isoInstantSql('i.updated_at')} as updated_at
       from itineraries i
       join markets m on m.id = i.market_id
       left join listings l on l.id = i.property_listing_id
       left join destinations d on d.id = l.destination_id
      where i.id = $1`,
    [itineraryId],
  );
  return rows[0];
};

/** Every service item of the trip, removed ones included: the feed takes back what it showed. */
export const loadCalendarServices = async (
  db: Queryable,
  itineraryId: string,
): Promise<CalendarServiceRow[]> => {
  const { rows } = await db.query<CalendarServiceRow>(
    `select ii.id, ii.status, ${isoInstantSql('ii.start_at')} as start_at, ${isoInstantSql('ii.end_at')} as end_at,
            ii.time_slot, ${isoInstantSql('ii.updated_at')} as updated_at, s.name, s.time_zone_name,
            s.date_field_type, s.meeting_place, h.moves, h.last_move_at, h.ever_in_feed, h.confirmed_at
       from itinerary_items ii
       join services s on s.id = ii.service_id
       ${historyJoin('ii')}
      where ii.itinerary_id = $1
      order by ii.start_at nulls last, ii.created_at, ii.id`,
    [itineraryId],
  );
  return rows;
};

/** Every home of the trip, removed ones included. */
export const loadCalendarStays = async (db: Queryable, itineraryId: string): Promise<CalendarStayRow[]> => {
  const { rows } = await db.query<CalendarStayRow>(
    `select li.id, li.status, ${isoDaySql('li.check_in_date')} as check_in_date,
            ${isoDaySql('li.check_out_date')} as check_out_date, ${isoInstantSql('li.updated_at')} as updated_at,
            l.name, l.street_address, l.check_in_time, l.check_out_time, d.name as destination_name,
            m.time_zone_name, h.moves, h.last_move_at, h.ever_in_feed, h.confirmed_at
       from itinerary_listing_items li
       join listings l on l.id = li.listing_id
       join destinations d on d.id = l.destination_id
       join markets m on m.id = d.market_id
       ${historyJoin('li')}
      where li.itinerary_id = $1
      order by li.check_in_date nulls last, li.created_at, li.id`,
    [itineraryId],
  );
  return rows;
};

export interface LiveSubscriptionRow {
  id: string;
  created_at: string;
}

/** The trip's live subscription address, if any (only its hash is kept). */
export const findLiveSubscription = async (
  db: Queryable,
  itineraryId: string,
): Promise<LiveSubscriptionRow | undefined> => {
  const { rows } = await db.query<LiveSubscriptionRow>(
    `select id, ${isoInstantSql('created_at')} as created_at
       from calendar_subscriptions where itinerary_id = $1 and revoked_at is null`,
    [itineraryId],
  );
  return rows[0];
};

/** Holds the trip's row until the transaction ends: its address changes one at a time. */
export const lockTripSubscriptions = async (tx: Queryable, itineraryId: string): Promise<void> => {
  await tx.query('select id from itineraries where id = $1 for update', [itineraryId]);
};

/** Revokes the trip's live address, if any; answers how many were revoked (0 or 1). */
export const revokeSubscriptions = async (db: Queryable, itineraryId: string): Promise<number> => {
  const { rows } = await db.query<{ id: string }>(
    `update calendar_subscriptions set revoked_at = now()
      where itinerary_id = $1 and revoked_at is null returning id`,
    [itineraryId],
  );
  return rows.length;
};

export const insertSubscription = async (
  db: Queryable,
  subscription: { id: string; itineraryId: string; userId: string; tokenHash: string },
): Promise<LiveSubscriptionRow> => {
  const { rows } = await db.query<LiveSubscriptionRow>(
    `insert into calendar_subscriptions (id, itinerary_id, user_id, token_hash) values ($1, $2, $3, $4)
     returning id, ${isoInstantSql('created_at')} as created_at`,
    [subscription.id, subscription.itineraryId, subscription.userId, subscription.tokenHash],
  );
  return rows[0] as LiveSubscriptionRow;
};

/** The trip a live address stands for; undefined for an unknown or revoked one. */
export const findSubscribedTrip = async (db: Queryable, tokenHash: string): Promise<string | undefined> => {
  const { rows } = await db.query<{ itinerary_id: string }>(
    `select s.itinerary_id from calendar_subscriptions s
       join itineraries i on i.id = s.itinerary_id and i.user_id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null`,
    [tokenHash],
  );
  return rows[0]?.itinerary_id;
};
