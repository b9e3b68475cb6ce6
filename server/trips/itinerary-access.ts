import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findItineraryOwner, type ItineraryOwnerRow } from './itinerary.store.js';

export type { ItineraryOwnerRow };

export const ITINERARY_NOT_FOUND = 'Itinerary not found';
export const NOT_YOUR_ITINERARY = 'You do not have permission to change this itinerary.';

/**
 * The trip behind `itineraryId` when `userId` owns it
 * (docs/product/roles.md#itinerary-ownership: only the owner changes it). An unknown id
 * answers 404, someone else's 403 (docs/host/decisions.md#ownership); the caller has already
 * answered 401 for a request without a session. Pass a transaction's Queryable and
 * `forUpdate` to hold the row while changing the trip's items.
 */
export const loadOwnedItinerary = async (
  db: Queryable,
  itineraryId: string,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ItineraryOwnerRow> => {
  const itinerary = await findItineraryOwner(db, itineraryId, { forUpdate });
  if (!itinerary) throw new HttpError(404, ITINERARY_NOT_FOUND);
  if (itinerary.user_id !== userId) throw new HttpError(403, NOT_YOUR_ITINERARY);
  return itinerary;
};
