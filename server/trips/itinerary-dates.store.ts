import type { Queryable } from '../db/database.js';
import type { ItineraryItemRow } from '../db/rows/trips.js';

/**
 * Creating or moving an item whose dates fall outside the trip's arrival or departure widens
 * the trip to hold it (docs/product/flows.md#itinerary-item-updates). Dates are ISO days
 * (YYYY-MM-DD); a trip without dates takes the item's. Never narrows: other items may still
 * need the old span.
 */
export const widenItineraryDates = async (
  db: Queryable,
  itineraryId: string,
  startDay: string,
  endDay: string,
): Promise<void> => {
  await db.query(
    `update itineraries
        set arrival_date = least(coalesce(arrival_date, $2::date), $2::date),
            departure_date = greatest(coalesce(departure_date, $3::date), $3::date),
            updated_at = now()
      where id = $1
        and (arrival_date is null or departure_date is null or arrival_date > $2::date or departure_date < $3::date)`,
    [itineraryId, startDay, endDay],
  );
};

/**
 * Widens the trip to hold a service item's dates, taken as calendar days where the service
 * happens (its time zone): an 18:00 dinner in Denver is that day's, though it is the next
 * day in UTC. Does nothing for an item without dates.
 */
export const widenItineraryForItem = async (db: Queryable, itemId: string): Promise<void> => {
  const { rows } = await db.query<
    Pick<ItineraryItemRow, 'itinerary_id'> & { start_day: string; end_day: string }
  >(
    `select ii.itinerary_id,
            to_char((ii.start_at at time zone s.time_zone_name)::date, 'YYYY-MM-DD') as start_day,
            to_char((coalesce(ii.end_at, ii.start_at) at time zone s.time_zone_name)::date, 'YYYY-MM-DD') as end_day
       from itinerary_items ii join services s on s.id = ii.service_id
      where ii.id = $1 and ii.start_at is not null`,
    [itemId],
  );
  const row = rows[0];
  if (row) await widenItineraryDates(db, row.itinerary_id, row.start_day, row.end_day);
};
