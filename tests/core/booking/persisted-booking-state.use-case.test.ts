import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATE_FIELD_NAMES,
  BOOKING_STATE_FIELDS,
  type BookingValueKind,
  emptyBookingState,
} from '../../../src/core/booking/booking-state-fields.rule.js';
import { PersistedBookingState } from '../../../src/core/booking/persisted-booking-state.use-case.js';
import { isoDateString, jsonObject, wireJson } from '../arbitraries/primitives.js';
import { MemoryStore, recordingReporter } from '../fakes/in-memory.js';

const ids = { bookingStateId: 'bs_1', userId: 'u1' };
const key = (field: string) => `bookingState:bs_1:${field}`;
const cardKey = (field: string) => `bookingState:bs_1:user:u1:${field}`;

const setup = (entries: Record<string, string> = {}) => {
  const store = new MemoryStore(entries);
  const errors = recordingReporter();
  const state = new PersistedBookingState({ store, errors });
  return { store, errors, state };
};

/** A store whose writes fail, as a full or disabled browser storage does. */
class ThrowingStore extends MemoryStore {
  failReads = false;
  override get(key: string) {
    if (this.failReads) throw new Error('SecurityError');
    return super.get(key);
  }
  override set(): void {
    throw new Error('QuotaExceededError');
  }
  override remove(): void {
    throw new Error('QuotaExceededError');
  }
}

const validValue: { readonly [K in BookingValueKind]: fc.Arbitrary<unknown> } = {
  string: fc.string({ minLength: 1 }),
  datetime: isoDateString,
  object: jsonObject,
  array: fc.array(wireJson, { minLength: 1, maxLength: 4 }),
  boolean: fc.boolean(),
  number: fc.integer(),
};

describe('PersistedBookingState (SPEC 3 booking state, SPEC 4, SPEC 5, SPEC 8)', () => {
  it('SPEC 5 save→load round-trips valid values for every field kind (property)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...BOOKING_STATE_FIELD_NAMES)
          .chain((field) => fc.tuple(fc.constant(field), validValue[BOOKING_STATE_FIELDS[field]])),
        ([field, value]) => {
          const { store, state } = setup();
          state.open(ids);
          expect(state.save(field, value)).toEqual(E.right(value));
          const reloaded = new PersistedBookingState({ store, errors: recordingReporter() });
          reloaded.open(ids);
          expect(reloaded.getState()[field]).toEqual(value);
          expect(reloaded.getState()).toEqual({ ...emptyBookingState(), [field]: value });
        },
      ),
    );
  });

  it('SPEC 3 fields are stored under the booking-state id; card fields also under the user id', () => {
    const { store, state } = setup();
    state.open(ids);
    state.save('itineraryName', 'Ski week');
    state.save('cardId', 'card_1');
    state.save('billingDetails', { name: 'Ada' });
    expect(Object.fromEntries(store.data)).toEqual({
      [key('itineraryName')]: 'Ski week',
      [cardKey('cardId')]: 'card_1',
      [cardKey('billingDetails')]: '{"name":"Ada"}',
    });
  });

  it('SPEC 3 card fields of another user are not read', () => {
    const { state } = setup({ [cardKey('cardId')]: 'card_1', [key('leadId')]: 'lead_1' });
    state.open({ bookingStateId: 'bs_1', userId: 'u2' });
    expect(state.getState()).toMatchObject({ cardId: null, leadId: 'lead_1' });
    state.open({ bookingStateId: 'bs_1' });
    expect(state.getState()).toMatchObject({ cardId: null, leadId: 'lead_1' });
  });

  it("SPEC 5 saving without booking-state id fails 'Failed to save booking state' and changes nothing", () => {
    const { store, state } = setup();
    expect(state.save('leadId', 'lead_1')).toEqual(
      E.left({ kind: 'storage', message: 'Failed to save booking state' }),
    );
    expect(state.getState().leadId).toBeNull();
    expect(store.keys()).toEqual([]);
  });

  it('SPEC 5 values stored only if valid: an invalid one deletes the stored key and reads as the default', () => {
    const { store, state } = setup({ [key('adultCount')]: '2', [key('itineraryName')]: 'Trip' });
    state.open(ids);
    expect(state.save('adultCount', Number.NaN)).toEqual(E.right(null));
    expect(state.save('itineraryName', '')).toEqual(E.right(null));
    expect(state.save('promoCodes', [])).toEqual(E.right([]));
    expect(state.save('didConfirmTerms', 'yes')).toEqual(E.right(false));
    expect(store.keys()).toEqual([]);
    expect(state.getState()).toMatchObject({ adultCount: null, itineraryName: null, didConfirmTerms: false });
  });

  it('SPEC 5 memory holds the value as it reads back: numbers base 10, dates as stored', () => {
    const { state } = setup();
    state.open(ids);
    expect(state.save('childCount', '3 kids')).toEqual(E.right(3));
    expect(state.getState().childCount).toBe(3);
  });

  it('SPEC 5 an invalid stored value is deleted on load and the default returned', () => {
    const { store, state } = setup({
      [key('itemStartDate')]: 'not a date',
      [cardKey('billingDetails')]: '[1]',
      [key('promoCodes')]: '{broken',
      [key('didConfirmTerms')]: 'maybe',
      [key('petCount')]: 'many',
      [key('leadId')]: 'lead_1',
    });
    state.open(ids);
    expect(state.getState()).toEqual({ ...emptyBookingState(), leadId: 'lead_1' });
    expect(store.keys()).toEqual([key('leadId')]);
  });

  it('SPEC 4 clearing booking state removes all persisted keys and resets', () => {
    const { store, state } = setup({
      unrelated: 'kept',
      [key('pmId')]: 'pm_1',
      [cardKey('cardId')]: 'card_1',
    });
    state.open(ids);
    state.save('itineraryItemPricing', [{ total: 10 }]);
    state.clear();
    expect(store.keys()).toEqual(['unrelated']);
    expect(state.getState()).toEqual(emptyBookingState());
  });

  it('SPEC 4 clearing without a booking-state id just resets memory', () => {
    const { store, state } = setup({ [key('pmId')]: 'pm_1' });
    state.clear();
    expect(state.getState()).toEqual(emptyBookingState());
    expect(store.keys()).toEqual([key('pmId')]);
  });

  it('SPEC 3 derived itemTotal (sum of totals, in cents) and itemPrice', () => {
    const { state } = setup();
    state.open(ids);
    expect(state.itemPricing()).toEqual({ itemTotal: 0, itemPrice: [] });
    const entries = [{ total: 100.1 }, { total: 20.25 }, { pricingOptionId: 'x' }];
    state.save('itineraryItemPricing', entries);
    expect(state.itemPricing()).toEqual({ itemTotal: 12035, itemPrice: entries });
  });

  it('SPEC 8 a storage failure is reported as an error updating booking state and loses nothing in memory', () => {
    const store = new ThrowingStore({ [key('leadId')]: 'lead_1' });
    const errors = recordingReporter();
    const state = new PersistedBookingState({ store, errors });
    state.open(ids);
    expect(state.save('adultCount', 4)).toEqual(E.right(4));
    state.save('pmId', '');
    expect(state.getState()).toMatchObject({ leadId: 'lead_1', adultCount: 4 });
    expect(errors.reports.map(([error, context]) => [error, context?.what])).toEqual([
      [{ kind: 'storage', message: 'Error updating booking state' }, 'adultCount'],
      [{ kind: 'storage', message: 'Error updating booking state' }, 'pmId'],
    ]);
    expect(errors.reports[0]?.[1]?.cause).toBeInstanceOf(Error);
  });

  it('SPEC 8 storage that cannot be read is reported; fields read as defaults', () => {
    const store = new ThrowingStore({ [key('leadId')]: 'lead_1', [key('petCount')]: 'x' });
    store.failReads = true;
    const errors = recordingReporter();
    const state = new PersistedBookingState({ store, errors });
    state.open({ bookingStateId: 'bs_1' });
    expect(state.getState()).toEqual(emptyBookingState());
    expect(errors.reports).toHaveLength(BOOKING_STATE_FIELD_NAMES.length - 2); // no card fields without a user
    expect(errors.reports[0]?.[0]).toEqual({ kind: 'storage', message: 'Error reading booking state' });
  });

  it('SPEC 8 an invalid stored value that cannot be deleted is reported; the default is still returned', () => {
    const store = new ThrowingStore({ [key('petCount')]: 'x' });
    const errors = recordingReporter();
    const state = new PersistedBookingState({ store, errors });
    state.open(ids);
    expect(state.getState().petCount).toBeNull();
    expect(errors.reports.map(([, context]) => context?.what)).toEqual(['petCount']);
  });

  it('SPEC 8 clearing with failing storage is reported per key and still resets memory', () => {
    const store = new ThrowingStore({ [key('pmId')]: 'pm_1' });
    const errors = recordingReporter();
    const state = new PersistedBookingState({ store, errors });
    state.open({ bookingStateId: 'bs_1' });
    state.clear();
    expect(state.getState()).toEqual(emptyBookingState());
    expect(errors.reports.map(([, context]) => context?.what)).toContain(key('pmId'));
  });

  it('SPEC 3 subscribers see each change', () => {
    const { state } = setup();
    state.open(ids);
    const seen: unknown[] = [];
    const stop = state.subscribe((values) => seen.push(values.leadId));
    state.save('leadId', 'lead_1');
    stop();
    state.save('leadId', 'lead_2');
    expect(seen).toEqual(['lead_1']);
  });
});
