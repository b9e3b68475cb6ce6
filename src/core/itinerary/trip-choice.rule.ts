import { instantOf, longDayOf, utcDayOf } from '../shared/index.js';
import { type BookingDays, coveringTrip, tripInMarket } from './covering-trip.rule.js';
import { type ItinerarySummary, itineraryDates } from './itinerary-summary.entity.js';

/**
 * Which trip a booking made outside a trip goes on, a service from the market's catalog
 * (docs/product/flows.md#service-booking) or a home from its page
 * (docs/product/flows.md#the-trip-a-home-joins): the guest's trip that covers its days (the
 * rule's), one of their other trips in the market, or a new one.
 */
export type TripChoice =
  | { readonly kind: 'covering' }
  | { readonly kind: 'trip'; readonly itineraryId: string }
  | { readonly kind: 'new' };

export interface TripOption {
  /** The trip's id, or NEW_TRIP. */
  readonly value: string;
  readonly label: string;
}

export const NEW_TRIP = 'new';
export const NEW_TRIP_LABEL = 'A new trip';

/**
 * A trip's day as 'dddd, MMMM D, YYYY', in UTC as formatDate would print it, with plain Date
 * arithmetic: a home's page shows these, and a date library would add 4.5 kB gzip to it.
 */
const dayOf = (iso: string | null): string => {
  const instant = iso ? instantOf(iso) : undefined;
  return instant ? longDayOf(utcDayOf(instant)) : '';
};

const datesOf = (trip: ItinerarySummary): string => {
  const { arrivalDate, departureDate } = itineraryDates(trip);
  const from = dayOf(arrivalDate);
  const to = dayOf(departureDate);
  return from && to ? `, ${from} – ${to}` : '';
};

/**
 * The trips a booking may go on, the one covering its days first (coveringTrip), then the
 * market's other trips, and a new trip last; `chosen` is the guest's choice when it is still
 * offered, else the covering trip, else a new one.
 */
export const tripOptions = <T extends ItinerarySummary>(
  trips: readonly T[],
  marketId: string,
  days: BookingDays | null,
  chosen: string | null,
): { readonly options: readonly TripOption[]; readonly value: string } => {
  const covering = coveringTrip(trips, marketId, days);
  const inMarket = trips.filter((trip) => tripInMarket(trip, marketId));
  const ordered = covering ? [covering, ...inMarket.filter((trip) => trip !== covering)] : inMarket;
  const options: TripOption[] = [
    ...ordered.map((trip) => ({
      value: trip.objectId,
      label: `${trip.itineraryName || 'Your trip'}${datesOf(trip)}${trip === covering ? ' (covers your dates)' : ''}`,
    })),
    { value: NEW_TRIP, label: NEW_TRIP_LABEL },
  ];
  const value =
    chosen && options.some((option) => option.value === chosen) ? chosen : (covering?.objectId ?? NEW_TRIP);
  return { options, value };
};

/** The choice a value of tripOptions stands for. */
export const tripChoiceOf = (value: string): TripChoice =>
  value === NEW_TRIP ? { kind: 'new' } : { kind: 'trip', itineraryId: value };
