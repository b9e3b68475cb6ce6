import type { KeyValueStore } from '../storage/key-value-store.port.js';
import { isListingAction, type ListingAction } from './listing-actions.rule.js';

type Store = Pick<KeyValueStore, 'get' | 'set' | 'remove'>;

const keyOf = (bookingStateId: string) => `bookingState:${bookingStateId}:pendingAction`;

/**
 * The action a signed-out guest chose before the portal asked them to sign in: the home's
 * page finishes it on their return, so nothing is entered twice (the home booking flow,
 * docs/product/roles.md#anonymous-visitors). Kept beside the booking state it belongs to;
 * anything else found there (edited by hand, an older version) reads as none and is removed.
 */
export const readPendingAction = (store: Store, bookingStateId: string): ListingAction | null => {
  const stored = store.get(keyOf(bookingStateId));
  if (stored === null) return null;
  if (isListingAction(stored)) return stored;
  store.remove(keyOf(bookingStateId));
  return null;
};

export const storePendingAction = (store: Store, bookingStateId: string, action: ListingAction): void => {
  store.set(keyOf(bookingStateId), action);
};

export const clearPendingAction = (store: Store, bookingStateId: string): void => {
  store.remove(keyOf(bookingStateId));
};

/** The booking state of a home's page: one per home, whichever page (search or trip) opened it. */
export const listingBookingStateId = (listingId: string): string => `listing-${listingId}`;

/**
 * The booking state of a service's panel: one per service, whichever page (catalog or trip)
 * opened it; a signed-out guest's action waits beside it as a home's does.
 */
export const serviceBookingStateId = (serviceId: string): string => `service-${serviceId}`;
