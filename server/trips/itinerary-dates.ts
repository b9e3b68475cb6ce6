import type { Queryable } from '../db/database.js';

/**
 * Creating or moving an item whose dates fall outside the trip's arrival or departure widens
 * the trip to hold it (SPEC 4). Dates are ISO days (YYYY-MM-DD); a trip without dates takes
 * the item's. Never narrows: other items may still need the old span.
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
