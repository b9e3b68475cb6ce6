import { DATES_UNAVAILABLE_CODE } from '../../../src/core/booking-terms/index.js';
import { daysBetween } from '../../../src/core/shared/index.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import { unavailableRanges } from '../../catalog/home.store.js';
import { MAX_STAY_NIGHTS, readDay } from '../../catalog/query-values.js';
import { type StayParty, stayProblem } from '../../catalog/stay-check.js';
import type { StayDates } from '../../catalog/stay-dates.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';

export const DATES_REQUIRED = 'Please choose check-in and check-out dates first.';

/** Check-in and check-out days from a body, or a 400 naming the field. */
export const readStayDays = (
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  names: { checkIn: string; checkOut: string } = { checkIn: 'checkInDate', checkOut: 'checkOutDate' },
): StayDates => {
  const startDate = readDay(names.checkIn, checkIn ?? undefined);
  const endDate = readDay(names.checkOut, checkOut ?? undefined);
  if (!startDate) throw new HttpError(400, `${names.checkIn} is required`);
  if (!endDate) throw new HttpError(400, `${names.checkOut} is required`);
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) throw new HttpError(400, `${names.checkOut} must be after ${names.checkIn}`);
  if (nights > MAX_STAY_NIGHTS) throw new HttpError(400, `A stay can last at most ${MAX_STAY_NIGHTS} nights`);
  return { startDate, endDate, nights };
};

/** The stay of stored days, or a 400 asking for dates when there are none. */
export const storedStay = (startDate: string | null, endDate: string | null): StayDates => {
  if (!startDate || !endDate) throw new HttpError(400, DATES_REQUIRED);
  return { startDate, endDate, nights: daysBetween(startDate, endDate) };
};

/**
 * Whether the home can be had for this stay and party, in the catalog's words
 * (docs/host/decisions.md#homes-availability-and-prices: past or taken dates, too short a
 * stay, too many guests, pets): a 400 otherwise.
 * `calendar: false` leaves the nights to the no-overlap constraint, which alone decides a
 * reservation (checking first would only race with other guests).
 */
export const assertStayPossible = async (
  db: Queryable,
  home: HomeRecord,
  stay: StayDates,
  party: StayParty,
  now: Date,
  { calendar }: { calendar: boolean },
): Promise<void> => {
  const problem = stayProblem(home, stay, party, [], now);
  if (problem) throw new HttpError(400, problem);
  const conflicts = calendar ? await unavailableRanges(db, home.id, stay.startDate, stay.endDate) : [];
  // Only taken nights remain: the code tells the app to offer other dates or homes.
  const taken = stayProblem(home, stay, party, conflicts, now);
  if (taken) throw new HttpError(400, taken, DATES_UNAVAILABLE_CODE);
};

/** The party's problem alone (no dates yet): too many guests, no adult, pets where none are allowed. */
export const assertPartyFits = (home: HomeRecord, party: StayParty): void => {
  // A stay long enough, starting on the day it is asked about: only the party can fail.
  const any = { startDate: '1970-01-01', endDate: '1970-12-31', nights: Number.MAX_SAFE_INTEGER };
  const problem = stayProblem(home, any, party, [], new Date(0));
  if (problem) throw new HttpError(400, problem);
};
