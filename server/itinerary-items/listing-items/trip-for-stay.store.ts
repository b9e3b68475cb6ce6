import type { StayDates } from '../../catalog/stay-dates.js';
import type { Queryable } from '../../db/database.js';
import type { ItineraryRow } from '../../db/rows/trips.js';

/**
 * The guest's latest trip in the market whose dates meet the stay (or that has none yet),
 * held for the rest of the transaction: its id, or null.
 */
export const lockLatestTripTakingStay = async (
  tx: Queryable,
  userId: string,
  marketId: string,
  stay: StayDates,
): Promise<string | null> => {
  const { rows } = await tx.query<Pick<ItineraryRow, 'id'>>(
    `select id from itineraries
      where user_id = $1 and market_id = $2
        and (arrival_date is null or departure_date is null
             or (arrival_date <= $4::date and departure_date >= $3::date))
      order by updated_at desc, id
      limit 1
      for update`,
    [userId, marketId, stay.startDate, stay.endDate],
  );
  return rows[0]?.id ?? null;
};

export interface NewTripForStay {
  id: string;
  userId: string;
  marketId: string;
  name: string;
  listingId: string;
  stay: StayDates;
  /** Null: the market's default product line. */
  productLine: string | null;
  leadId: string | null;
  pmId: string | null;
}

/** A new trip built around a home and its stay. */
export const insertTripForStay = async (tx: Queryable, trip: NewTripForStay): Promise<void> => {
  await tx.query(
    `insert into itineraries (id, user_id, market_id, name, property_listing_id, arrival_date, departure_date,
                              product_line, lead_id, pm_id)
     values ($1, $2, $3, $4, $5, $6::date, $7::date,
             coalesce($8, (select default_product_line from markets where id = $3)), $9, $10)`,
    [
      trip.id,
      trip.userId,
      trip.marketId,
      trip.name,
      trip.listingId,
      trip.stay.startDate,
      trip.stay.endDate,
      trip.productLine,
      trip.leadId,
      trip.pmId,
    ],
  );
};
