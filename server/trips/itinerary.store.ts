import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { MarketRow } from '../db/rows/markets-destinations.js';
import type { ItineraryRow } from '../db/rows/trips.js';

/** The SQL of a trip's own row (itineraries): who owns it, making it, what it remembers. */

/** What the owner check reads of a trip. */
export type ItineraryOwnerRow = Pick<ItineraryRow, 'id' | 'user_id' | 'market_id'>;

/** The trip and its owner, or null; `forUpdate` holds the row until the transaction ends. */
export const findItineraryOwner = async (
  db: Queryable,
  itineraryId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ItineraryOwnerRow | null> => {
  const { rows } = await db.query<ItineraryOwnerRow>(
    `select id, user_id, market_id from itineraries where id = $1${forUpdate ? ' for update' : ''}`,
    [itineraryId],
  );
  return rows[0] ?? null;
};

/** What a new trip takes of its market. */
export type TripMarket = Pick<MarketRow, 'id' | 'name' | 'default_product_line'>;

/** The market by id or by slug in any case, or null. */
export const findTripMarket = async (db: Queryable, marketId: string): Promise<TripMarket | null> => {
  const { rows } = await db.query<TripMarket>(
    'select id, name, default_product_line from markets where id = $1 or slug = lower($1)',
    [marketId],
  );
  return rows[0] ?? null;
};

/** Whether the home is in one of the market's destinations. */
export const isHomeInMarket = async (
  db: Queryable,
  listingId: string,
  marketId: string,
): Promise<boolean> => {
  const { rows } = await db.query(
    `select 1 from listings l join destinations d on d.id = l.destination_id
      where l.id = $1 and d.market_id = $2`,
    [listingId, marketId],
  );
  return rows.length > 0;
};

export interface NewItinerary {
  userId: string;
  marketId: string;
  name: string;
  propertyListingId: string | null;
  /** YYYY-MM-DD, or null for a trip without dates. */
  arrivalDate: string | null;
  departureDate: string | null;
  productLine: string;
  leadId: string | null;
  pmId: string | null;
}

/** Inserts the trip and answers its new id. */
export const insertItinerary = async (db: Queryable, trip: NewItinerary): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into itineraries (id, user_id, market_id, name, property_listing_id, arrival_date, departure_date,
                              product_line, lead_id, pm_id)
     values ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10)`,
    [
      id,
      trip.userId,
      trip.marketId,
      trip.name,
      trip.propertyListingId,
      trip.arrivalDate,
      trip.departureDate,
      trip.productLine,
      trip.leadId,
      trip.pmId,
    ],
  );
  return id;
};

/** Points the lead at the trip, unless it already points at one. */
export const linkLeadToItinerary = async (
  db: Queryable,
  leadId: string,
  itineraryId: string,
): Promise<void> => {
  await db.query('update leads set itinerary_id = $1 where id = $2 and itinerary_id is null', [
    itineraryId,
    leadId,
  ]);
};

/**
 * Whether the lead was made for the user (the same e-mail in any case); null when the lead or
 * the user does not exist.
 */
export const findLeadClaim = async (
  db: Queryable,
  leadId: string,
  userId: string,
): Promise<{ theirs: boolean } | null> => {
  const { rows } = await db.query<{ theirs: boolean }>(
    `select (l.email is not null and lower(l.email) = lower(u.email)) as theirs
       from leads l, users u where l.id = $1 and u.id = $2`,
    [leadId, userId],
  );
  return rows[0] ?? null;
};

/** Remembers the trip's last catalog search (the core's SearchTerms, as given). */
export const updateSearchTerms = async (
  db: Queryable,
  itineraryId: string,
  terms: unknown,
): Promise<void> => {
  await db.query('update itineraries set search_terms = $2::jsonb, updated_at = now() where id = $1', [
    itineraryId,
    JSON.stringify(terms),
  ]);
};
