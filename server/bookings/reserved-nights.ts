import { DATES_UNAVAILABLE_CODE } from '../../src/core/booking-terms/index.js';
import type { StayDates } from '../catalog/stay-dates.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { deleteReservedNights, insertReservedNights, lockHomeCalendar } from './home-calendar.store.js';

/**
 * The title of the 'unavailable' dialog (docs/product/errors.md#dialogs): the app shows the
 * host's message as it is.
 */
export const DATES_UNAVAILABLE = 'Unfortunately, these dates are unavailable.';

/** PostgreSQL's SQLSTATE for an exclusion-constraint violation (migration 007's no-overlap rule). */
export const EXCLUSION_VIOLATION = '23P01';

export const isExclusionViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === EXCLUSION_VIOLATION;

/**
 * Puts a reserved stay on the home's calendar. Two guests racing for the same nights both
 * get here. Left to the exclusion constraint alone, each racer's check waits on the others'
 * uncommitted rows, and with fifty racers PostgreSQL breaks the cycles as deadlocks, one
 * second apiece. So a reservation first queues for its home's calendar (an advisory lock held
 * until its transaction ends): the racers go one at a time, the first inserts, and every
 * other then meets its committed nights and fails at once with 23P01 (see whenNightsFree).
 * Homes do not queue behind each other.
 */
export const holdNights = async (
  tx: Queryable,
  listingId: string,
  listingItemId: string,
  stay: StayDates,
): Promise<void> => {
  await lockHomeCalendar(tx, listingId);
  await insertReservedNights(tx, listingId, listingItemId, stay);
};

/** Gives a listing item's reserved nights back to the calendar (the stay left the trip). */
export const releaseNights = (tx: Queryable, listingItemId: string): Promise<void> =>
  deleteReservedNights(tx, listingItemId);

/**
 * PostgreSQL's SQLSTATEs for a transaction it aborted to let a concurrent one through: a
 * deadlock (two racers' checks of the no-overlap rule waiting on each other) and a
 * serialization failure. The transaction did nothing; run again, it meets the winner's
 * committed nights and fails cleanly with 23P01.
 */
const RETRYABLE = new Set(['40P01', '40001']);
export const RESERVATION_ATTEMPTS = 5;

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * Runs a reservation (a whole transaction: PostgreSQL aborts it at the violation) and turns
 * the no-overlap refusal into the guest's 400 'Unfortunately, these dates are unavailable.'
 * A transaction PostgreSQL aborted for a concurrent one (deadlock, serialization) is run
 * again, up to RESERVATION_ATTEMPTS times, so a guest who lost a race hears so promptly
 * rather than getting a server error.
 */
export const whenNightsFree = async <T>(reservation: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await reservation();
    } catch (error) {
      if (isExclusionViolation(error)) throw new HttpError(400, DATES_UNAVAILABLE, DATES_UNAVAILABLE_CODE);
      if (!isRetryable(error) || attempt >= RESERVATION_ATTEMPTS) throw error;
    }
  }
};
