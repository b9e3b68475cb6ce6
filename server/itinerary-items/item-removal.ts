import { GUEST_DELETE_REASON } from '../../src/core/itinerary/index.js';
import type { Queryable } from '../db/database.js';
import type { ItemKind } from '../db/rows/trips.js';
import { recordStatusEvent } from '../trips/trip-history.store.js';
import { markItemRemoved } from './item-removal.store.js';

/**
 * The body both delete routes accept (DELETE .../item/{id} and .../listing-item/{id}): the app
 * may send a deleteReason, or no body at all. Its words are not kept: a guest's own deletion is
 * always recorded as 'Guest deleted' (docs/product/roles.md#item-deletion), so a service and a
 * home removed from a trip read the same in its history.
 */
export const guestDeletionBody = {
  type: ['object', 'null'],
  properties: { deleteReason: { type: 'string', maxLength: 500 } },
} as const;

export type GuestDeletionBody = { deleteReason?: string } | null | undefined;

export interface ItemRemoval {
  kind: ItemKind;
  itineraryId: string;
  itemId: string;
  from: string;
  actorUserId: string;
}

/**
 * A guest's deletion of an item, already allowed (assertCanDelete): the item
 * becomes 'removed' with the guest's reason (migration 006: a removed item always has one) and
 * the move goes into the trip's history. The row stays, so the concierge can see what went.
 */
export const removeItem = async (tx: Queryable, removal: ItemRemoval): Promise<void> => {
  await markItemRemoved(tx, removal.kind, removal.itemId, GUEST_DELETE_REASON);
  await recordStatusEvent(tx, { ...removal, reason: GUEST_DELETE_REASON, to: 'removed', actorRole: 'guest' });
};
