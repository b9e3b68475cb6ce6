import { describe, expect, it } from 'vitest';
import { isListingAction, listingActions } from '../../../src/core/booking/listing-actions.rule.js';
import {
  clearPendingAction,
  listingBookingStateId,
  readPendingAction,
  serviceBookingStateId,
  storePendingAction,
} from '../../../src/core/booking/pending-booking-action.rule.js';
import {
  isServiceAction,
  SERVICE_ACTION_LABELS,
  SERVICE_ACTIONS,
} from '../../../src/core/booking/service-actions.rule.js';

describe('a home’s actions by booking setting', () => {
  it('reserves an instant home with a price; an integration needs a card first', () => {
    expect(listingActions('Streamline Instant Booking', 'exact')).toEqual({
      primary: 'reserve',
      needsCard: true,
    });
    expect(listingActions('KEY Instant Booking', 'estimated')).toMatchObject({
      primary: 'reserve',
      needsCard: false,
    });
  });

  it('asks for a price for Request Price homes, unknown settings, and any home without a price', () => {
    expect(listingActions('Request Price', 'exact')).toMatchObject({
      primary: 'request-price',
      needsCard: false,
    });
    expect(listingActions('Something new', 'exact').primary).toBe('request-price');
    expect(listingActions('KEY Instant Booking', 'unknown').primary).toBe('request-price');
    expect(listingActions('Escapia Instant Booking', null)).toMatchObject({
      primary: 'request-price',
      needsCard: false,
    });
  });

  it('knows its own action names only', () => {
    expect(['reserve', 'request-price', 'save-for-later'].every(isListingAction)).toBe(true);
    expect(isListingAction('book')).toBe(false);
    expect(isListingAction(3)).toBe(false);
  });
});

describe('the action a signed-out guest chose, kept across the portal', () => {
  const storeWith = (entries: Record<string, string> = {}) => {
    const map = new Map(Object.entries(entries));
    return {
      map,
      get: (key: string) => map.get(key) ?? null,
      set: (key: string, value: string) => void map.set(key, value),
      remove: (key: string) => void map.delete(key),
    };
  };
  const id = listingBookingStateId('h-1');

  it('is stored, read back and cleared', () => {
    const store = storeWith();
    expect(readPendingAction(store, id)).toBeNull();
    storePendingAction(store, id, 'reserve');
    expect(readPendingAction(store, id)).toBe('reserve');
    expect(readPendingAction(store, listingBookingStateId('h-2'))).toBeNull();
    clearPendingAction(store, id);
    expect(readPendingAction(store, id)).toBeNull();
  });

  it('reads anything else as none and removes it', () => {
    const store = storeWith({ [`bookingState:${id}:pendingAction`]: '<script>' });
    expect(readPendingAction(store, id)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('a service’s page reads its own wider list; a home’s page refuses a service’s action', () => {
    const serviceId = serviceBookingStateId('svc-1');
    const store = storeWith();
    storePendingAction(store, serviceId, 'add-to-trip');
    expect(readPendingAction(store, serviceId, isServiceAction)).toBe('add-to-trip');
    storePendingAction(store, id, 'add-to-trip');
    expect(readPendingAction(store, id)).toBeNull();
    expect(store.map.has(`bookingState:${id}:pendingAction`)).toBe(false);
  });
});

describe('a service’s actions (SERVICE_ACTIONS)', () => {
  it('are a home’s and adding to the trip, each with its words', () => {
    expect(SERVICE_ACTIONS).toEqual(['request-price', 'reserve', 'save-for-later', 'add-to-trip']);
    expect(SERVICE_ACTION_LABELS['add-to-trip']).toBe('Add to trip');
    expect(SERVICE_ACTION_LABELS.reserve).toBe('Reserve');
    expect(isServiceAction('add-to-trip')).toBe(true);
    expect(isServiceAction('book')).toBe(false);
    expect(isServiceAction(3)).toBe(false);
  });
});
