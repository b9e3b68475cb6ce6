import { type ItinerarySummary, itineraryDates } from './itinerary-summary.entity.js';

/**
 * The days a booking covers ('YYYY-MM-DD'): a service's (the end is the start for a single
 * day) or a home's stay, check-in to check-out.
 */
export interface BookingDays {
  readonly startDay: string;
  readonly endDay: string;
}

const dayOf = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);

/** A home's stay as the days it covers; none until both dates are chosen. */
export const stayDays = (checkIn: string | null, checkOut: string | null): BookingDays | null => {
  const startDay = dayOf(checkIn);
  const endDay = dayOf(checkOut);
  return startDay && endDay ? { startDay, endDay } : null;
};

/** Whether a trip's dates meet the days: they overlap or touch. A trip without dates meets nothing. */
export const tripMeets = (trip: ItinerarySummary, days: BookingDays | null): boolean => {
  if (days === null) return true;
  const { arrivalDate, departureDate } = itineraryDates(trip);
  const arrival = dayOf(arrivalDate);
  const departure = dayOf(departureDate);
  return arrival !== null && departure !== null && days.startDay <= departure && days.endDay >= arrival;
};

/**
 * Whether a trip is in the market an address names: by the market's id or by its slug, the
 * word a catalog's address carries (/markets/rocky-mountains/services).
 */
export const tripInMarket = (trip: ItinerarySummary, marketId: string): boolean =>
  trip.market?.objectId === marketId || (!!trip.market?.slug && trip.market.slug === marketId.toLowerCase());

/**
 * The guest's trip that covers a booking made outside a trip: a service from the market's
 * catalog (docs/product/flows.md#service-booking) or a home from its page
 * (docs/product/flows.md#the-trip-a-home-joins). Of the guest's trips in the market, the one
 * arriving last whose dates meet the booking's (any of them for a booking without a date);
 * null when none does, and the booking makes a new trip.
 */
export const coveringTrip = <T extends ItinerarySummary>(
  trips: readonly T[],
  marketId: string,
  days: BookingDays | null,
): T | null =>
  trips
    .filter((trip) => tripInMarket(trip, marketId) && tripMeets(trip, days))
    .reduce<T | null>(
      (latest, trip) =>
        latest &&
        (dayOf(itineraryDates(latest).arrivalDate) ?? '') >= (dayOf(itineraryDates(trip).arrivalDate) ?? '')
          ? latest
          : trip,
      null,
    );
