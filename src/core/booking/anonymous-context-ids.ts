import type * as E from 'fp-ts/lib/Either.js';
import type { KeyValueStore } from '../storage/index.js';
import { bookingStateKey } from './booking-state-storage-key.rule.js';
import { readStoredBookingValue, serializeBookingValue } from './booking-value.rule.js';
import { isStoredId } from './stored-booking-field.rule.js';

/**
 * The ids of booking contexts an anonymous visitor created (the booking state's contextIds,
 * docs/product/entities.md#booking-state; docs/product/roles.md#anonymous-visitors), kept in
 * browser storage until they can be attached to a user. They belong to no one booking, so
 * they sit under a booking-state id of their own, stored and read by the same validity rules
 * as every booking-state field.
 */
export const ANONYMOUS_BOOKING_STATE_ID = 'anonymous';

// A constant id always has a key: the rule only refuses a missing one.
export const ANONYMOUS_CONTEXT_IDS_KEY = (
  bookingStateKey('contextIds', { bookingStateId: ANONYMOUS_BOOKING_STATE_ID }) as E.Right<string>
).right;

type Store = Pick<KeyValueStore, 'get' | 'set' | 'remove'>;

/**
 * The stored ids; anything unreadable is deleted and reads as none
 * (docs/product/validation.md#persisted-booking-values). An entry that is not an id is
 * dropped from storage too, while the ids beside it are kept: each is a booking the guest
 * made, to be attached once they are known.
 */
export const readAnonymousContextIds = (store: Store): string[] => {
  const stored = readStoredBookingValue('array', store.get(ANONYMOUS_CONTEXT_IDS_KEY));
  if (stored.deleteStored) store.remove(ANONYMOUS_CONTEXT_IDS_KEY);
  const ids = [...new Set(stored.value.filter(isStoredId))];
  if (ids.length === stored.value.length) return ids;
  const kept = serializeBookingValue('array', ids);
  if (kept === undefined) store.remove(ANONYMOUS_CONTEXT_IDS_KEY);
  else store.set(ANONYMOUS_CONTEXT_IDS_KEY, kept);
  return ids;
};

export const storeAnonymousContextId = (store: Store, contextId: string): void => {
  const ids = readAnonymousContextIds(store);
  if (ids.includes(contextId)) return;
  store.set(ANONYMOUS_CONTEXT_IDS_KEY, serializeBookingValue('array', [...ids, contextId]) as string);
};

export const clearAnonymousContextIds = (store: Store): void => {
  store.remove(ANONYMOUS_CONTEXT_IDS_KEY);
};
