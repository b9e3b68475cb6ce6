import type { KeyValueStore } from '../storage/index.js';
import { isListingAction, type ListingAction } from './listing-actions.rule.js';
import type { ServiceAction } from './service-actions.rule.js';

type Store = Pick<KeyValueStore, 'get' | 'set' | 'remove'>;

const keyOf = (bookingStateId: string) => `bookingState:${bookingStateId}:pendingAction`;

/**
 * The action a signed-out guest chose before the portal asked them to sign in: the home's
 * page finishes it on their return, so nothing is entered twice (the home booking flow,
 * docs/product/roles.md#anonymous-visitors). Kept beside the booking state it belongs to;
 * anything else found there (edited by hand, an older version, a service's action beside a
 * home) reads as none and is removed. A home's actions are the default; a service's page
 * passes its own wider list.
 */
export function readPendingAction(store: Store, bookingStateId: string): ListingAction | null;
export function readPendingAction<A extends string>(
  store: Store,
  bookingStateId: string,
  accepts: (value: unknown) => value is A,
): A | null;
export function readPendingAction(
  store: Store,
  bookingStateId: string,
  accepts: (value: unknown) => boolean = isListingAction,
): string | null {
  const stored = store.get(keyOf(bookingStateId));
  if (stored === null) return null;
  if (accepts(stored)) return stored;
  store.remove(keyOf(bookingStateId));
  return null;
}

export const storePendingAction = (
  store: Store,
  bookingStateId: string,
  action: ListingAction | ServiceAction,
): void => {
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
