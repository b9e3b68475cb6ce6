import { type ItinerarySummary, itineraryDates } from './itinerary-summary.entity.js';

/** The days a service booking covers ('YYYY-MM-DD'; the end is the start for a single day). */
export interface ServiceDays {
  readonly startDay: string;
  readonly endDay: string;
}

const dayOf = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);

/** Whether a trip's dates meet the days: they overlap or touch. A trip without dates meets nothing. */
export const tripMeets = (trip: ItinerarySummary, days: ServiceDays | null): boolean => {
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
 * The trip a service booked from the market's catalog joins
 * (docs/product/flows.md#service-booking): of the guest's trips in the service's market, the
 * one arriving last whose dates meet the booking's, as the host places a home (any of them for
 * a price request without a date); null when none does, and a trip is created for it.
 */
export const tripForService = <T extends ItinerarySummary>(
  trips: readonly T[],
  marketId: string,
  days: ServiceDays | null,
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
