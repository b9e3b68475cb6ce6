import {
  GUEST_KINDS,
  GUEST_LIMITS,
  GUEST_MINIMUMS,
  type GuestCounts,
  type GuestKind,
} from '../listing/index.js';
import { isIsoDateString, localDayOf, utcDay } from '../shared/index.js';
import type { ListingItem } from './listing-item.entity.js';

/** A home's stay as the guest edits it: check-in and check-out days ('YYYY-MM-DD'), '' when none. */
export interface StayDays {
  readonly checkIn: string;
  readonly checkOut: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The guest's day ('YYYY-MM-DD') at `now`: the first day a stay may start. */
export const dayOf = (now: Date): string => localDayOf(now);

/** The stay's days as the item holds them (the guest's check-in and check-out, else the trip's). */
export const stayDaysOf = (item: ListingItem): StayDays => {
  const checkIn = item.checkInDate ?? item.startDate;
  const checkOut = item.checkOutDate ?? item.endDate;
  return { checkIn: (checkIn && utcDay(checkIn)) || '', checkOut: (checkOut && utcDay(checkOut)) || '' };
};

/** A count within the kind's bounds, whole: what a stepper or a typed number may leave. */
export const guestCount = (kind: GuestKind, count: number): number =>
  Number.isFinite(count)
    ? Math.max(GUEST_MINIMUMS[kind], Math.min(GUEST_LIMITS[kind], Math.round(count)))
    : GUEST_MINIMUMS[kind];

/** The item's party, each count within its bounds (a party without an adult starts with one). */
export const guestCountsOf = (item: ListingItem): GuestCounts => ({
  adultCount: guestCount('adultCount', item.adultCount ?? 0),
  childCount: guestCount('childCount', item.childCount ?? 0),
  infantCount: guestCount('infantCount', item.infantCount ?? 0),
  petCount: guestCount('petCount', item.petCount ?? 0),
});

const isDay = (value: string): boolean => DAY.test(value) && isIsoDateString(value);

/**
 * What is wrong with the days the guest chose, in words, or null: both are needed, as real
 * days; the check-in is today or later, the check-out after it. The host judges the rest
 * (the home's calendar, shortest and longest stay) and says so in its answer.
 */
export const stayDaysProblem = (days: StayDays, today: string): string | null => {
  if (!days.checkIn) return 'Please choose a check-in date.';
  if (!days.checkOut) return 'Please choose a check-out date.';
  if (!isDay(days.checkIn)) return 'The check-in date is not a date. Please choose it again.';
  if (!isDay(days.checkOut)) return 'The check-out date is not a date. Please choose it again.';
  if (days.checkIn < today) return 'The check-in date has passed. Please choose new dates.';
  if (days.checkOut <= days.checkIn) return 'The check-out date must be after the check-in date.';
  return null;
};

const GUEST_WORDS: Readonly<Record<GuestKind, string>> = {
  adultCount: 'adults',
  childCount: 'children',
  infantCount: 'infants',
  petCount: 'pets',
};

/** What is wrong with a party, in words, or null: whole counts within bounds, at least one adult. */
export const guestCountsProblem = (guests: GuestCounts): string | null => {
  for (const kind of GUEST_KINDS) {
    const count = guests[kind];
    if (!Number.isInteger(count) || count < 0)
      return `The number of ${GUEST_WORDS[kind]} must be a whole number.`;
    if (count > GUEST_LIMITS[kind])
      return `Please choose at most ${GUEST_LIMITS[kind]} ${GUEST_WORDS[kind]}.`;
  }
  if (guests.adultCount < GUEST_MINIMUMS.adultCount) {
    return 'At least one adult must be on the stay. Please add an adult.';
  }
  return null;
};
