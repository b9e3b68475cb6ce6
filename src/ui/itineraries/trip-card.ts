import type { Dayjs } from 'dayjs';
import { formatDate } from '../../core/formatting/index.js';
import type { Itinerary, ItinerarySummary } from '../../core/itinerary/index.js';
import { isItineraryStarted } from '../../core/itinerary/index.js';
import { listingDestinationName } from '../../core/listing/index.js';

/** One trip as the trip list shows it. */
export interface TripCard {
  readonly id: string;
  readonly name: string;
  readonly market: string | undefined;
  /** 'Saturday, March 9, 2030 – Saturday, March 16, 2030', or that none are set. */
  readonly dates: string;
  readonly photo: string | undefined;
  readonly homeName: string | undefined;
  /** '9 services', '1 booked'. */
  readonly counts: string;
  /** Started once the day before arrival has come (docs/product/flows.md#itinerary-started). */
  readonly started: boolean;
}

export const DATES_NOT_SET = 'Dates not set yet';

/**
 * The trip's days, as 'dddd, MMMM D, YYYY'
 * (docs/product/constants.md#date-and-label-formats). Trip dates are days, read in UTC.
 */
export const tripDates = (itinerary: ItinerarySummary): string => {
  const arrival = formatDate(itinerary.arrivalDate?.iso, 'longDateUnpadded');
  const departure = formatDate(itinerary.departureDate?.iso, 'longDateUnpadded');
  if (arrival && departure) return `${arrival} – ${departure}`;
  if (arrival) return `From ${arrival}`;
  if (departure) return `Until ${departure}`;
  return DATES_NOT_SET;
};

const countsLine = (itinerary: Itinerary): string => {
  const services = itinerary.items.length;
  const booked = itinerary.items.filter((item) => item.status === 'booked').length;
  const line = `${services} ${services === 1 ? 'service' : 'services'}`;
  return booked > 0 ? `${line}, ${booked} booked` : line;
};

export const tripCard = (itinerary: Itinerary, now: Dayjs): TripCard => ({
  id: itinerary.objectId,
  name: itinerary.itineraryName || 'Your trip',
  market: itinerary.market?.name ?? undefined,
  dates: tripDates(itinerary),
  photo: itinerary.property?.images?.[0],
  homeName: itinerary.property?.name ?? undefined,
  counts: countsLine(itinerary),
  started: isItineraryStarted(itinerary.arrivalDate?.iso, now),
});

/** The home a trip is built around, shown when no home item of the trip stands for it. */
export interface TripHome {
  readonly id: string;
  readonly name: string;
  readonly destination: string | undefined;
  readonly image: string | undefined;
  readonly checkIn: string;
  readonly checkOut: string;
  /** The home's page for the trip's dates: where it is reserved, asked about or saved. */
  readonly path: string;
}

/** The home's page with the trip's days as its stay (the preserved start_date and end_date). */
const homePath = (id: string, itinerary: ItinerarySummary): string => {
  const query = new URLSearchParams();
  const start = itinerary.arrivalDate?.iso?.slice(0, 10);
  const end = itinerary.departureDate?.iso?.slice(0, 10);
  if (start) query.set('start_date', start);
  if (end) query.set('end_date', end);
  const search = query.toString();
  return `/listings/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
};

export const tripHome = (itinerary: ItinerarySummary): TripHome | null => {
  const home = itinerary.property;
  if (!home) return null;
  return {
    id: home.objectId,
    name: home.name || 'Your home',
    destination: listingDestinationName(home),
    image: home.images?.[0],
    checkIn: formatDate(itinerary.arrivalDate?.iso, 'longDateUnpadded') || DATES_NOT_SET,
    checkOut: formatDate(itinerary.departureDate?.iso, 'longDateUnpadded') || DATES_NOT_SET,
    path: homePath(home.objectId, itinerary),
  };
};
