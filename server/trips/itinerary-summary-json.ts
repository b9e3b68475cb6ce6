import {
  LISTING_SUMMARY_COLUMNS,
  type ListingSummary,
  type ListingSummaryRow,
  toListingSummary,
} from '../catalog/listing-summary.js';
import type { Queryable } from '../db/database.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';
import type { DatesAsText, Prefixed } from '../db/rows/row-shapes.js';
import type { ItineraryRow } from '../db/rows/trips.js';
import type { UserRow } from '../db/rows/users-sessions.js';
import { dayAsIsoObject, isoDaySql, isoInstantSql } from '../db/sql-dates.js';
import type { MediaUrl } from '../media/media-url.js';

/** A trip with its owner's names and its market, days and times as ISO text (SUMMARY_SQL). */
type SummaryRow = DatesAsText<
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

/** The trip without its items: what the core's ItinerarySummary codec decodes. */
export interface ItinerarySummaryJson {
  objectId: string;
  itineraryName: string;
  market: {
    objectId: string;
    name: string;
    slug: string;
    defaultProductLine: string;
    product_lines: Record<string, unknown>;
    aliases: string[];
    activeMarket: boolean;
    timeZoneName: string;
  };
  user: { objectId: string; fullName: string };
  property: ListingSummary | null;
  arrivalDate: { iso: string } | null;
  departureDate: { iso: string } | null;
  productLine: string;
  leadId: string | null;
  pmId: string | null;
  createdAt: string;
}

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

const loadProperties = async (
  db: Queryable,
  listingIds: readonly string[],
  media: MediaUrl,
): Promise<Map<string, ListingSummary>> => {
  if (listingIds.length === 0) return new Map();
  const { rows } = await db.query<ListingSummaryRow>(
    `select ${LISTING_SUMMARY_COLUMNS}
       from listings l join destinations d on d.id = l.destination_id
      where l.id = any($1::text[])`,
    [listingIds],
  );
  return new Map(rows.map((row) => [row.id, toListingSummary(row, media)]));
};

/** The summaries of the given trips, by id; unknown ids are simply absent. */
export const loadItinerarySummaries = async (
  db: Queryable,
  itineraryIds: readonly string[],
  media: MediaUrl,
): Promise<Map<string, ItinerarySummaryJson>> => {
  if (itineraryIds.length === 0) return new Map();
  const { rows } = await db.query<SummaryRow>(SUMMARY_SQL, [[...new Set(itineraryIds)]]);
  const properties = await loadProperties(
    db,
    [...new Set(rows.flatMap((row) => (row.property_listing_id ? [row.property_listing_id] : [])))],
    media,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        objectId: row.id,
        itineraryName: row.name,
        market: {
          objectId: row.market_id,
          name: row.market_name,
          slug: row.market_slug,
          defaultProductLine: row.market_default_product_line,
          product_lines: row.market_product_lines,
          aliases: row.market_aliases,
          activeMarket: row.market_active,
          timeZoneName: row.market_time_zone_name,
        },
        user: { objectId: row.user_id, fullName: `${row.user_first_name} ${row.user_last_name}`.trim() },
        property: row.property_listing_id ? (properties.get(row.property_listing_id) ?? null) : null,
        arrivalDate: dayAsIsoObject(row.arrival_date),
        departureDate: dayAsIsoObject(row.departure_date),
        productLine: row.product_line,
        leadId: row.lead_id,
        pmId: row.pm_id,
        createdAt: row.created_at,
      },
    ]),
  );
};
