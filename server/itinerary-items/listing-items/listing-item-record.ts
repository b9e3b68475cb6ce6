import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/index.js';
import type { QuotedItem } from '../../bookings/quote-void.js';
import type { StayParty } from '../../catalog/stay-check.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { type ItineraryOwnerRow, loadOwnedItinerary } from '../../trips/itinerary-access.js';
import { findListingItemRow, type ListingItemRow } from './listing-item.store.js';

/** The party a listing item is for, as the stay checks read it. */
export const partyOf = (item: ListingItemRow): StayParty => ({
  adultCount: item.adult_count,
  childCount: item.child_count,
  infantCount: item.infant_count,
  petCount: item.pet_count,
});

/** The item as a quote sees it (quote-void.ts). */
export const quotedStay = (item: ListingItemRow): QuotedItem => ({
  kind: 'listing',
  id: item.id,
  itineraryId: item.itinerary_id,
  status: item.status,
  hasQuote: item.concierge_quote != null,
});

export interface OwnedListingItem {
  itinerary: ItineraryOwnerRow;
  item: ListingItemRow;
}

/**
 * The listing item `listingItemId` of trip `itineraryId` when `userId` owns the trip: 404 for
 * an unknown trip or an item not (or no longer) on it, 403 for someone else's trip
 * (docs/product/roles.md#itinerary-ownership).
 */
export const loadOwnedListingItem = async (
  db: Queryable,
  itineraryId: string,
  listingItemId: string,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<OwnedListingItem> => {
  const itinerary = await loadOwnedItinerary(db, itineraryId, userId, { forUpdate });
  const item = await findListingItemRow(db, listingItemId, { forUpdate });
  if (!item || item.itinerary_id !== itinerary.id) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return { itinerary, item };
};
