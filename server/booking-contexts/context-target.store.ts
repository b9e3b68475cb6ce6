import type { Queryable } from '../db/database.js';
import type { DatesAsText } from '../db/rows/row-shapes.js';
import type { ServiceRow } from '../db/rows/services.js';
import type { ItineraryItemRow, ItineraryListingItemRow, ItineraryRow } from '../db/rows/trips.js';

/** What a booking context about a service is checked against. */
export type ServiceTargetRow = Pick<ServiceRow, 'is_bookable' | 'date_field_type'>;

/** A service item on a trip, with its trip's owner and its days as ISO instants. */
export type ServiceItemTargetRow = Pick<ItineraryRow, 'user_id'> &
  ServiceTargetRow &
  DatesAsText<Pick<ItineraryItemRow, 'start_at' | 'end_at'>>;

/** A home on a trip, with its trip's owner, its stay's days (YYYY-MM-DD) and party. */
export type ListingItemTargetRow = Pick<ItineraryRow, 'user_id'> &
  DatesAsText<
    Pick<
      ItineraryListingItemRow,
      | 'listing_id'
      | 'check_in_date'
      | 'check_out_date'
      | 'adult_count'
      | 'child_count'
      | 'infant_count'
      | 'pet_count'
    >
  >;

/** An active service, or null. */
export const findActiveServiceTarget = async (
  db: Queryable,
  id: string,
): Promise<ServiceTargetRow | null> => {
  const { rows } = await db.query<ServiceTargetRow>(
    'select is_bookable, date_field_type from services where id = $1 and active',
    [id],
  );
  return rows[0] ?? null;
};

/** A service item still on its trip, or null. */
export const findServiceItemTarget = async (
  db: Queryable,
  id: string,
): Promise<ServiceItemTargetRow | null> => {
  const { rows } = await db.query<ServiceItemTargetRow>(
    `select it.user_id, s.is_bookable, s.date_field_type,
            to_char(i.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_at,
            to_char(i.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as end_at
       from itinerary_items i
       join itineraries it on it.id = i.itinerary_id
       join services s on s.id = i.service_id
      where i.id = $1 and i.status <> 'removed'`,
    [id],
  );
  return rows[0] ?? null;
};

/** A home's item still on its trip, or null. */
export const findListingItemTarget = async (
  db: Queryable,
  id: string,
): Promise<ListingItemTargetRow | null> => {
  const { rows } = await db.query<ListingItemTargetRow>(
    `select it.user_id, li.listing_id, li.check_in_date::text as check_in_date,
            li.check_out_date::text as check_out_date, li.adult_count, li.child_count, li.infant_count, li.pet_count
       from itinerary_listing_items li join itineraries it on it.id = li.itinerary_id
      where li.id = $1 and li.status <> 'removed'`,
    [id],
  );
  return rows[0] ?? null;
};
