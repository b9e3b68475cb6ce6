import { sequenceT } from 'fp-ts/lib/Apply.js';
import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { Itinerary } from './itinerary.entity.js';
import type { ItineraryGateway } from './itinerary-gateway.port.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ListingItem } from './listing-item.entity.js';
import type { ListingItemGateway } from './listing-item-gateway.port.js';

export interface LoadTripContentsDeps {
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'itineraryItems'>;
  readonly listingItems: Pick<ListingItemGateway, 'listingItems'>;
}

/**
 * A trip and everything on it, its services and its homes, asked at once: the trip's page and
 * an item's details show them from one load (there is no call for a single item). The first
 * failure of the three is the answer (docs/product/errors.md#load-failures).
 */
export const loadTripContents = async (
  deps: LoadTripContentsDeps,
  itineraryId: string,
): Promise<E.Either<AppError, [Itinerary, readonly ItineraryItem[], readonly ListingItem[]]>> => {
  const [itinerary, items, homes] = await Promise.all([
    deps.itineraries.guestItinerary(itineraryId),
    deps.itineraries.itineraryItems(itineraryId),
    deps.listingItems.listingItems(itineraryId),
  ]);
  return sequenceT(E.Apply)(itinerary, items, homes);
};
