import type { Queryable } from '../../db/database.js';
import { recordStatusEvent } from '../../trips/trip-history.store.js';
import { setListingItemStatus } from './listing-item.store.js';

export interface StatusChange {
  itineraryId: string;
  listingItemId: string;
  from: string;
  to: string;
  reason: string | null;
  actorUserId: string;
}

/**
 * Moves a listing item to `to` and records the move in the trip's history
 * (item_status_events, through the one recorder every kind of item uses).
 */
export const moveListingItem = async (tx: Queryable, change: StatusChange): Promise<void> => {
  await setListingItemStatus(tx, change.listingItemId, change.to);
  await recordStatusEvent(tx, {
    itineraryId: change.itineraryId,
    itemId: change.listingItemId,
    kind: 'listing',
    from: change.from,
    to: change.to,
    reason: change.reason,
    actorUserId: change.actorUserId,
    // Only the trip's owner moves a stay through the guest's routes.
    actorRole: 'guest',
  });
};
