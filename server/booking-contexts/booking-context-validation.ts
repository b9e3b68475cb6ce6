import type {
  BookingState,
  ComputedValidationState,
  ValidationErrors,
} from '../../src/core/booking/index.js';
import { addDays, daysBetween, utcDay, utcDayOf } from '../../src/core/shared/index.js';
import { unavailableRanges } from '../catalog/home.store.js';
import { MAX_STAY_NIGHTS } from '../catalog/query-values.js';
import { stayProblem } from '../catalog/stay-check.js';
import type { Queryable } from '../db/database.js';
import type { ContextTarget, HomeTarget, ServiceTarget } from './booking-context-item.js';

export const VALIDATION_MESSAGES = {
  serviceDateMissing: 'Please choose a date.',
  serviceEndMissing: 'Please choose an end date.',
  endBeforeStart: 'The end date must not be before the start date. Please choose new dates.',
  datePassed: 'This date has passed. Please choose a new date.',
  notBookable: 'This service cannot be booked online. Please request a price instead.',
  noAdult: 'At least one adult must take part. Please add an adult.',
  stayDatesMissing: 'Please choose check-in and check-out dates.',
  checkOutNotAfterCheckIn: 'The check-out date must be after the check-in date. Please choose new dates.',
  stayTooLong: `A stay can last at most ${MAX_STAY_NIGHTS} nights. Please choose new dates.`,
} as const;

type Problems = Partial<Pick<ValidationErrors, 'dates' | 'booking'>>;

// An instant or a day: its UTC day ('2031-02-09T18:00:00Z' is the 9th), as the app sends both.
const dayFrom = (value: string | null | undefined): string | undefined => (value ? utcDay(value) : undefined);

const serviceProblems = (target: ServiceTarget, state: BookingState, now: Date): Problems => {
  const problems: Problems = {};
  if (!target.isBookable) problems.booking = VALIDATION_MESSAGES.notBookable;
  const adults = state.adultCount;
  const guests = (state.adultCount ?? 0) + (state.childCount ?? 0) + (state.infantCount ?? 0);
  if (adults != null && adults < 1 && guests > 0) problems.booking ??= VALIDATION_MESSAGES.noAdult;
  const start = state.itemStartDate ?? target.startAt;
  const end = state.itemEndDate ?? target.endAt;
  if (!start) return { ...problems, dates: VALIDATION_MESSAGES.serviceDateMissing };
  if (target.dateFieldType === 'Date Range' && !end)
    return { ...problems, dates: VALIDATION_MESSAGES.serviceEndMissing };
  if (end && Date.parse(end) < Date.parse(start))
    return { ...problems, dates: VALIDATION_MESSAGES.endBeforeStart };
  // A day of grace: "today" west of UTC is still yesterday in UTC.
  const startDay = dayFrom(start);
  if (startDay && startDay < addDays(utcDayOf(now), -1))
    return { ...problems, dates: VALIDATION_MESSAGES.datePassed };
  return problems;
};

const homeProblems = async (
  db: Queryable,
  target: HomeTarget,
  state: BookingState,
  now: Date,
): Promise<Problems> => {
  const startDate = dayFrom(state.itemStartDate) ?? target.checkInDate;
  const endDate = dayFrom(state.itemEndDate) ?? target.checkOutDate;
  if (!startDate || !endDate) return { dates: VALIDATION_MESSAGES.stayDatesMissing };
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) return { dates: VALIDATION_MESSAGES.checkOutNotAfterCheckIn };
  if (nights > MAX_STAY_NIGHTS) return { dates: VALIDATION_MESSAGES.stayTooLong };
  const party = {
    adultCount: state.adultCount ?? target.party?.adultCount ?? 0,
    childCount: state.childCount ?? target.party?.childCount ?? 0,
    infantCount: state.infantCount ?? target.party?.infantCount ?? 0,
    petCount: state.petCount ?? target.party?.petCount ?? 0,
  };
  const dates = { startDate, endDate, nights };
  // The listing item's own reservation is no conflict with itself; everything else is.
  const conflicts = await unavailableRanges(db, target.home.id, startDate, endDate, {
    exceptListingItemId: target.listingItemId,
  });
  // The same rules as instant pricing (docs/host/decisions.md#homes-availability-and-prices),
  // sorted into the reserve step they stop.
  const datesProblem = stayProblem(target.home, dates, null, conflicts, now);
  const anyProblem = stayProblem(target.home, dates, party, conflicts, now);
  const problems: Problems = {};
  if (datesProblem) problems.dates = datesProblem;
  if (anyProblem && anyProblem !== datesProblem) problems.booking = anyProblem;
  return problems;
};

/**
 * The host's verdict on a booking state (computedValidationState,
 * docs/product/entities.md#booking-context): messages by the reserve step they would stop
 * (dates, booking), and isValid when there are none. Nothing here refuses the save: a guest
 * fills a booking in step by step.
 */
export const computeValidationState = async (
  db: Queryable,
  target: ContextTarget,
  state: BookingState,
  now: Date,
): Promise<ComputedValidationState> => {
  const problems =
    target.kind === 'service'
      ? serviceProblems(target, state, now)
      : await homeProblems(db, target, state, now);
  const errors: ValidationErrors = {
    fieldValues: null,
    promoCodes: null,
    dates: problems.dates ?? null,
    card: null,
    booking: problems.booking ?? null,
  };
  return { isValid: errors.dates === null && errors.booking === null, errors };
};
