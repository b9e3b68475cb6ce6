import { addDays, utcDayOf } from '../../src/core/shared/index.js';
import type { DayRange } from './home.store.js';
import type { StayDates } from './stay-dates.js';

export interface StayParty {
  adultCount: number;
  childCount: number;
  infantCount: number;
  petCount: number;
}

export interface StayHome {
  max_guests: number;
  pets_allowed: boolean;
  minimum_stay_nights: number;
}

/**
 * How far ahead a stay or a service can be booked: ten years (docs/host/pricing-integrity.md#dates).
 * Further than that is no plan but a way to hold a calendar for decades.
 */
export const BOOKABLE_DAYS_AHEAD = 3653;

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shown = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

/**
 * Why a home cannot be had for a stay, in words the guest can act on
 * (docs/host/decisions.md#homes-availability-and-prices: unavailable dates, too short a stay,
 * too many guests), or null when it can. `conflicts` are the home's blocked or reserved
 * ranges overlapping the stay.
 */
export const stayProblem = (
  home: StayHome,
  dates: StayDates,
  party: StayParty | null,
  conflicts: readonly DayRange[],
  now: Date,
): string | null => {
  // A day of grace: "today" west of UTC is still yesterday in UTC.
  if (dates.startDate < addDays(utcDayOf(now), -1)) {
    return 'The check-in date has passed. Please choose new dates.';
  }
  if (dates.startDate > addDays(utcDayOf(now), BOOKABLE_DAYS_AHEAD)) {
    return 'Stays can be booked up to ten years ahead. Please choose an earlier check-in date.';
  }
  if (party) {
    if (party.adultCount < 1) return 'At least one adult must be on the stay. Please add an adult.';
    const guests = party.adultCount + party.childCount;
    if (guests > home.max_guests) {
      return `This home sleeps up to ${home.max_guests} guests (infants do not count). Please choose fewer guests or a larger home.`;
    }
    if (party.petCount > 0 && !home.pets_allowed) {
      return 'This home does not allow pets. Please choose a pet-friendly home.';
    }
  }
  if (dates.nights < home.minimum_stay_nights) {
    return `This home has a ${home.minimum_stay_nights}-night minimum stay. Please choose at least ${home.minimum_stay_nights} nights.`;
  }
  const conflict = conflicts[0];
  if (conflict) {
    return `Unfortunately, these dates are unavailable: the home is booked from ${shown(conflict.startDate)} to ${shown(conflict.endDate)}. Please choose new dates.`;
  }
  return null;
};
