import type { TripChoice } from '../itinerary/index.js';
import type { HomeTrip } from './listing-booking-gateway.port.js';

/**
 * The trip a home booked from its page goes on (docs/product/flows.md#the-trip-a-home-joins):
 * the page's own trip when it opened from one, else the guest's choice; 'covering' names no
 * trip, and the host puts the stay on the guest's trip that covers it, or a new one.
 */
export const homeTripOf = (pageTrip: string | null, choice: TripChoice): HomeTrip => {
  if (pageTrip) return { itineraryId: pageTrip, itemId: null };
  if (choice.kind === 'trip') return { itineraryId: choice.itineraryId, itemId: null };
  return choice.kind === 'new' ? { newTrip: true } : null;
};
