import dayjs from 'dayjs';
import { formatDate } from '../formatting/index.js';
import type { ServiceWhen } from '../service/index.js';
import { type ItinerarySummary, itineraryDates } from './itinerary-summary.entity.js';

/** A trip's first and last days ('YYYY-MM-DD'). */
export interface TripDays {
  readonly startDay: string;
  readonly endDay: string;
}

/** The trip's days, when it has both dates. */
export const tripDaysOf = (trip: ItinerarySummary | null): TripDays | null => {
  if (!trip) return null;
  const { arrivalDate, departureDate } = itineraryDates(trip);
  return arrivalDate && departureDate
    ? { startDay: arrivalDate.slice(0, 10), endDay: departureDate.slice(0, 10) }
    : null;
};

/** Said before the guest commits: the chosen days fall outside the trip, which will grow to hold them. */
export const widensTripNote = (trip: TripDays | null, when: ServiceWhen): string | null => {
  const { startDay } = when;
  if (!trip || !startDay) return null;
  const endDay = when.endDay ?? startDay;
  if (startDay >= trip.startDay && endDay <= trip.endDay) return null;
  return `Your trip runs ${formatDate(trip.startDay, 'longDateUnpadded')} to ${formatDate(trip.endDay, 'longDateUnpadded')}: this date is outside it, so the trip's dates will widen to include it.`;
};

/**
 * The when a panel opened from a trip starts with, when nothing was chosen before: the trip's
 * days from its first open day on (the whole trip for a date range), or null when none is open.
 */
export const whenFromTrip = (
  trip: TripDays | null,
  when: ServiceWhen,
  rules: { readonly earliestDay: string; readonly dateFieldType?: string | null },
): ServiceWhen | null => {
  if (when.startDay || !trip) return null;
  const startDay = trip.startDay < rules.earliestDay ? rules.earliestDay : trip.startDay;
  if (startDay > trip.endDay) return null;
  const range = rules.dateFieldType === 'Date Range';
  return { ...when, startDay, endDay: range && trip.endDay > startDay ? trip.endDay : null };
};

/** How many of a per-unit rate when none is stored: one per day of a daily range, else one. */
export const defaultQuantity = (rateBasis: string | null | undefined, when: ServiceWhen): number => {
  const { startDay, endDay } = when;
  const days = startDay && endDay ? dayjs(endDay).diff(dayjs(startDay), 'day') : 0;
  return rateBasis === 'day' && days > 0 ? days : 1;
};
