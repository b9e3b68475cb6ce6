import type { StayDates } from '../catalog/stay-dates.js';
import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';

/**
 * The first key of the transaction-scoped advisory lock that queues reservations of one home
 * (the second is the home's id hashed). Any fixed number works as long as nothing else uses it.
 */
const HOME_CALENDAR_LOCK = 7_001;

/** Queues for the home's calendar: an advisory lock held until the transaction ends. */
export const lockHomeCalendar = async (tx: Queryable, listingId: string): Promise<void> => {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [HOME_CALENDAR_LOCK, listingId]);
};

/** Puts a listing item's reserved nights on the home's calendar (the no-overlap rule may refuse them: 23P01). */
export const insertReservedNights = async (
  tx: Queryable,
  listingId: string,
  listingItemId: string,
  stay: StayDates,
): Promise<void> => {
  await tx.query(
    `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
     values ($1, $2, daterange($3::date, $4::date), 'reserved', $5)`,
    [newObjectId(), listingId, stay.startDate, stay.endDate, listingItemId],
  );
};

/** Takes a listing item's reserved nights off the calendar. */
export const deleteReservedNights = async (tx: Queryable, listingItemId: string): Promise<void> => {
  await tx.query(`delete from listing_unavailable_ranges where listing_item_id = $1 and kind = 'reserved'`, [
    listingItemId,
  ]);
};
