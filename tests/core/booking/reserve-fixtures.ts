import { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import { ItinerarySummary } from '../../../src/core/itinerary/itinerary-summary.entity.js';
import { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import { decoded } from '../arbitraries/codec-laws.js';
import { itineraryItemSample, itinerarySummarySample, listingItemSample } from '../arbitraries/samples.js';

/** Decoded values of the shared samples, as the gateways hand them to the booking use cases. */
export const itinerary = decoded(ItinerarySummary, itinerarySummarySample);
export const serviceItem = decoded(ItineraryItem, itineraryItemSample);
export const listingItem = decoded(ListingItem, listingItemSample);
