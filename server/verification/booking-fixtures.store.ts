import type { Queryable } from '../db/database.js';

/** Homes on trips and their nights as the booking states make them (booking.states.ts). */

/** A listing item of a trip, as a state writes it. */
export interface PactListingItem {
  itineraryId: string;
  listingItemId: string;
  listingId: string;
  status?: string;
}

/**
 * The trip's only home: `listingItemId`, a draft (or `status`) stay at `listingId` for the
 * days, for 2 adults, and the home the trip is built around; whatever listing items the trip
 * held before, and their nights, go.
 */
export const replaceTripHomes = async (
  db: Queryable,
  item: PactListingItem,
  stay: { checkIn: string; checkOut: string },
): Promise<void> => {
  await db.query(
    `delete from listing_unavailable_ranges
      where listing_item_id in (select id from itinerary_listing_items where itinerary_id = $1 or id = $2)`,
    [item.itineraryId, item.listingItemId],
  );
  await db.query('delete from itinerary_listing_items where itinerary_id = $1 or id = $2', [
    item.itineraryId,
    item.listingItemId,
  ]);
  await db.query('update itineraries set property_listing_id = $2 where id = $1', [
    item.itineraryId,
    item.listingId,
  ]);
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date,
                                          is_date_selected, adult_count)
     values ($1, $2, $3, $4, $5::date, $6::date, true, 2)`,
    [
      item.listingItemId,
      item.itineraryId,
      item.listingId,
      item.status ?? 'draft',
      stay.checkIn,
      stay.checkOut,
    ],
  );
};

/** The home is on none of the guest's trips: its listing items there, and their nights, go. */
export const removeHomeFromGuestTrips = async (
  db: Queryable,
  userId: string,
  listingId: string,
): Promise<void> => {
  await db.query(
    `delete from listing_unavailable_ranges
      where listing_item_id in (select li.id from itinerary_listing_items li join itineraries i on i.id = li.itinerary_id
                                 where i.user_id = $1 and li.listing_id = $2)`,
    [userId, listingId],
  );
  await db.query(
    `delete from itinerary_listing_items
      where listing_id = $2 and itinerary_id in (select id from itineraries where user_id = $1)`,
    [userId, listingId],
  );
};

/** The listing item's nights of [checkIn, checkOut) reserved, under the item's own id. */
export const reserveItemNights = async (
  db: Queryable,
  item: { listingItemId: string; listingId: string },
  stay: { checkIn: string; checkOut: string },
): Promise<void> => {
  await db.query(
    `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
     values ($1, $2, daterange($3::date, $4::date), 'reserved', $1)`,
    [item.listingItemId, item.listingId, stay.checkIn, stay.checkOut],
  );
};

/** The fields a stay at the home asks for (migration 011). */
export const setHomeItemFields = async (
  db: Queryable,
  homeId: string,
  fields: readonly object[],
): Promise<void> => {
  await db.query('update listings set item_fields = $2::jsonb where id = $1', [
    homeId,
    JSON.stringify(fields),
  ]);
};

/** The concierge has quoted the stay. */
export const markListingItemQuoted = async (db: Queryable, listingItemId: string): Promise<void> => {
  await db.query(`update itinerary_listing_items set status = 'quoted' where id = $1`, [listingItemId]);
};
