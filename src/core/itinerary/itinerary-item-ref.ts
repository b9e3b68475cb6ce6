import type { BookingItemType } from '../booking-terms/index.js';

/**
 * Which item of an itinerary: a service (an itinerary item) or a home (a listing item), in
 * the item types the host names them by (docs/product/entities.md#booking-context). Homes
 * and services take one path through the itinerary's state and its removal.
 */
export interface ItineraryItemRef {
  readonly itemType: Extract<BookingItemType, 'ItineraryItem' | 'ItineraryListingItem'>;
  readonly id: string;
}
