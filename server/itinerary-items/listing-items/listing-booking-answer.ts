import { loadStayChoice, type StayChoice } from '../../bookings/booking-context-read.js';
import type { HomeRecord } from '../../catalog/home.store.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { itinerarySummaryJson } from '../../trips/itinerary-json.js';
import { type JsonOptions, listingItemJson } from './listing-item-json.js';

export const CONTEXT_FOR_ANOTHER_ITEM = 'This booking context is for another home.';

/**
 * The booking context a call names, when it names one: the guest's own (or an unclaimed one)
 * and about this home, either the home itself (Listing) or its item (ItineraryListingItem).
 */
export const choiceFor = async (
  db: Queryable,
  contextId: string | null | undefined,
  userId: string,
  home: HomeRecord,
  listingItemId: string | null,
): Promise<StayChoice | null> => {
  if (!contextId) return null;
  const choice = await loadStayChoice(db, contextId, userId);
  const forThis =
    (choice.itemType === 'Listing' && choice.itemId === home.id) ||
    (choice.itemType === 'ItineraryListingItem' && listingItemId !== null && choice.itemId === listingItemId);
  if (!forThis) throw new HttpError(400, CONTEXT_FOR_ANOTHER_ITEM);
  return choice;
};

/**
 * A booking call's answer (docs/product/calls.md#listing-booking-calls): data.bookingResponse
 * with the updated item and its trip (market, itineraryName, property), read after the
 * transaction committed.
 */
export const bookingAnswer = async (
  db: Queryable,
  itineraryId: string,
  listingItemId: string,
  options: JsonOptions,
) => ({
  data: {
    bookingResponse: {
      updatedItem: await listingItemJson(db, listingItemId, options),
      updatedItinerary: await itinerarySummaryJson(db, itineraryId, options.media),
    },
    error: null,
  },
});
