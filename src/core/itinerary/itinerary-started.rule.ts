import dayjs, { type Dayjs } from 'dayjs';

/**
 * An itinerary counts as started once its arrival date minus one day is not after now
 * (docs/product/flows.md#itinerary-started): the day before arrival already belongs to the
 * trip. `now` comes from the caller's clock so the rule stays pure. An unreadable arrival
 * never starts a trip.
 */
export const isItineraryStarted = (arrivalDate: string | null | undefined, now: Dayjs): boolean => {
  if (!arrivalDate) return false;
  const arrival = dayjs(arrivalDate);
  if (!arrival.isValid()) return false;
  return !arrival.subtract(1, 'day').isAfter(now);
};
