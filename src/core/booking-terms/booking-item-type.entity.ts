import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';

/**
 * What a booking context is about (docs/product/entities.md#booking-context), spelled as the
 * host's class names.
 */
export const BOOKING_ITEM_TYPES = ['Listing', 'ItineraryListingItem', 'Service', 'ItineraryItem'] as const;
export const BookingItemType = oneOf(BOOKING_ITEM_TYPES);
export type BookingItemType = t.TypeOf<typeof BookingItemType>;
