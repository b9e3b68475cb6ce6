import { type ListingSummary, toListingSummary } from '../catalog/listing-summary.js';
import type { Queryable } from '../db/database.js';
import { dayAsIsoObject } from '../db/sql-dates.js';
import type { MediaUrl } from '../media/media-url.js';
import { findItinerarySummaryRows, findListingSummaryRows } from './itinerary-summary.store.js';

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

const loadProperties = async (
  db: Queryable,
  listingIds: readonly string[],
  media: MediaUrl,
): Promise<Map<string, ListingSummary>> => {
  if (listingIds.length === 0) return new Map();
  const rows = await findListingSummaryRows(db, listingIds);
  return new Map(rows.map((row) => [row.id, toListingSummary(row, media)]));
};

/** The summaries of the given trips, by id; unknown ids are simply absent. */
export const loadItinerarySummaries = async (
  db: Queryable,
  itineraryIds: readonly string[],
  media: MediaUrl,
): Promise<Map<string, ItinerarySummaryJson>> => {
  if (itineraryIds.length === 0) return new Map();
  const rows = await findItinerarySummaryRows(db, [...new Set(itineraryIds)]);
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
