import type { Queryable } from '../../db/database.js';

/** The demo guest's trips and what hangs on them (demo-trips.ts); each write skips a row that exists. */

/** A demo trip: the lead it came through, its guest and market, its name and days ('YYYY-MM-DD'). */
export interface DemoTripRow {
  id: string;
  leadId: string;
  userId: string;
  marketId: string;
  name: string;
  arrival: string;
  departure: string;
}

/**
 * Inserts the trip in the market, built around the market's best active home, with the
 * market's default product line. False when it existed already (or the market does not).
 */
export const insertTrip = async (db: Queryable, trip: DemoTripRow): Promise<boolean> => {
  const { rows } = await db.query(
    `insert into itineraries (id, user_id, market_id, name, property_listing_id, arrival_date, departure_date,
                              product_line, lead_id)
     select $1, $2, m.id, $4,
            (select l.id from listings l join destinations d on d.id = l.destination_id
              where d.market_id = m.id and l.active order by l.score desc, l.id limit 1),
            $5::date, $6::date, m.default_product_line, $7
       from markets m where m.id = $3
     on conflict (id) do nothing
     returning id`,
    [trip.id, trip.userId, trip.marketId, trip.name, trip.arrival, trip.departure, trip.leadId],
  );
  return rows.length > 0;
};

/** The name of the home the trip is built around, or null. */
export const findTripHomeName = async (db: Queryable, itineraryId: string): Promise<string | null> => {
  const { rows } = await db.query<{ name: string }>(
    'select l.name from itineraries i join listings l on l.id = i.property_listing_id where i.id = $1',
    [itineraryId],
  );
  return rows[0]?.name ?? null;
};

/**
 * The trip's home gets `street`, then its destination's name, as its address, unless its
 * owner gave one: so the trip's items show where they are (and the calendar's LOCATION names
 * a street), as services happen at the home unless they name a meeting place.
 */
export const giveHomeAnAddress = async (
  db: Queryable,
  itineraryId: string,
  street: string,
): Promise<void> => {
  await db.query(
    `update listings l set street_address = $2 || ', ' || d.name
       from itineraries i, destinations d
      where i.id = $1 and l.id = i.property_listing_id and d.id = l.destination_id and l.street_address is null`,
    [itineraryId, street],
  );
};

/**
 * The trip's home as its item `id`, saved for later by the guest for the trip's days and two
 * adults, with that move in its history. Nothing when the trip has no home or the item exists.
 */
export const insertSavedHomeItem = async (
  db: Queryable,
  item: { id: string; eventId: string; itineraryId: string; guestId: string },
): Promise<void> => {
  const { rows } = await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date,
                                          is_date_selected, adult_count)
     select $1, i.id, i.property_listing_id, 'saved_for_later', i.arrival_date, i.departure_date, true, 2
       from itineraries i where i.id = $2 and i.property_listing_id is not null
     on conflict (id) do nothing
     returning id`,
    [item.id, item.itineraryId],
  );
  if (rows.length === 0) return;
  await db.query(
    `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, reason,
                                     actor_user_id, actor_role)
     values ($1, $2, $3, 'listing', 'draft', 'saved_for_later', 'Guest saved it for later', $4, 'guest')
     on conflict (id) do nothing`,
    [item.eventId, item.itineraryId, item.id, item.guestId],
  );
};

/** A line of the trip's bill, posted at noon UTC on `day`. */
export const insertFolioEntry = async (
  db: Queryable,
  entry: { id: string; itineraryId: string; description: string; amountCents: number; day: string },
): Promise<void> => {
  await db.query(
    `insert into folio_entries (id, itinerary_id, description, amount_cents, posted_at)
     values ($1, $2, $3, $4, ($5::date + time '12:00') at time zone 'UTC') on conflict (id) do nothing`,
    [entry.id, entry.itineraryId, entry.description, entry.amountCents, entry.day],
  );
};

/** A note on the trip's case feed. */
export const insertCaseFeedEntry = async (
  db: Queryable,
  entry: { id: string; itineraryId: string; authorUserId: string; message: string },
): Promise<void> => {
  await db.query(
    `insert into case_feed_entries (id, itinerary_id, author_user_id, message)
     values ($1, $2, $3, $4) on conflict (id) do nothing`,
    [entry.id, entry.itineraryId, entry.authorUserId, entry.message],
  );
};
