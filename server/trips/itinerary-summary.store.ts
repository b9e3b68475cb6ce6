import { LISTING_SUMMARY_COLUMNS, type ListingSummaryRow } from '../catalog/listing-summary.js';
import type { Queryable } from '../db/database.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';
import type { DatesAsText, Prefixed } from '../db/rows/row-shapes.js';
import type { ItineraryRow } from '../db/rows/trips.js';
import type { UserRow } from '../db/rows/users-sessions.js';
import { isoDaySql, isoInstantSql } from '../db/sql-dates.js';

/** The SQL of a trip's summary: the trip, its owner's names, its market and its home. */

/** A trip with its owner's names and its market, days and times as ISO text (SUMMARY_SQL). */
export type SummaryRow = DatesAsText<
  Pick<
    ItineraryRow,
    | 'id'
    | 'name'
    | 'user_id'
    | 'arrival_date'
    | 'departure_date'
    | 'product_line'
    | 'lead_id'
    | 'pm_id'
    | 'property_listing_id'
    | 'created_at'
  >
> &
  Prefixed<'user_', Pick<UserRow, 'first_name' | 'last_name'>> &
  Prefixed<
    'market_',
    Pick<
      MarketRow,
      | 'id'
      | 'slug'
      | 'name'
      | 'default_product_line'
      | 'product_lines'
      | 'aliases'
      | 'active'
      | 'time_zone_name'
    >
  >;

const SUMMARY_SQL = `
  select i.id, i.name, i.user_id, u.first_name as user_first_name, u.last_name as user_last_name,
         ${isoDaySql('i.arrival_date')} as arrival_date, ${isoDaySql('i.departure_date')} as departure_date,
         i.product_line, i.lead_id, i.pm_id, i.property_listing_id, ${isoInstantSql('i.created_at')} as created_at,
         m.id as market_id, m.slug as market_slug, m.name as market_name,
         m.default_product_line as market_default_product_line, m.product_lines as market_product_lines,
         m.aliases as market_aliases, m.active as market_active, m.time_zone_name as market_time_zone_name
    from itineraries i
    join users u on u.id = i.user_id
    join markets m on m.id = i.market_id
   where i.id = any($1::text[])`;

/** The trips with these ids (distinct); unknown ids are simply absent. */
export const findItinerarySummaryRows = async (
  db: Queryable,
  itineraryIds: readonly string[],
): Promise<SummaryRow[]> => {
  const { rows } = await db.query<SummaryRow>(SUMMARY_SQL, [itineraryIds]);
  return rows;
};

/** The homes with these ids, as a summary reads them. */
export const findListingSummaryRows = async (
  db: Queryable,
  listingIds: readonly string[],
): Promise<ListingSummaryRow[]> => {
  const { rows } = await db.query<ListingSummaryRow>(
    `select ${LISTING_SUMMARY_COLUMNS}
       from listings l join destinations d on d.id = l.destination_id
      where l.id = any($1::text[])`,
    [listingIds],
  );
  return rows;
};
