import fc from 'fast-check';
import type { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import { itemField, itemStatus, itinerarySummary } from './itinerary.js';
import { instantPricing, listing, listingPricing } from './listing.js';
import { count, few, id, isoDateString, orNull, struct } from './primitives.js';

export const listingItem: fc.Arbitrary<ListingItem> = struct(
  { objectId: id, status: itemStatus, fields: few(itemField) },
  {
    startDate: orNull(isoDateString),
    endDate: orNull(isoDateString),
    isDateSelected: orNull(fc.boolean()),
    checkInDate: orNull(isoDateString),
    checkOutDate: orNull(isoDateString),
    adultCount: orNull(count),
    childCount: orNull(count),
    infantCount: orNull(count),
    petCount: orNull(count),
    estimatedItemPricing: orNull(listingPricing),
    instantPricing: orNull(instantPricing),
    instantPriceFailed: orNull(fc.boolean()),
    itinerary: orNull(itinerarySummary),
    listing: orNull(listing),
  },
);
