import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATE_FIELD_NAMES,
  type BookingStateField,
  emptyBookingState,
} from '../../../src/core/booking/booking-state-fields.rule.js';
import {
  bookingFieldSaved,
  bookingStateTransition,
  clearBookingState,
  readBookingState,
  saveBookingStateField,
} from '../../../src/core/booking/persisted-booking-state.use-case.js';
import { bookingItemPricing } from '../../../src/core/pricing/booking-state-pricing.rule.js';
import { billingDetails } from '../arbitraries/booking.js';
import { timeSlot } from '../arbitraries/itinerary.js';
import { clientLead } from '../arbitraries/lead.js';
import { listingPricing } from '../arbitraries/listing.js';
import { productLine } from '../arbitraries/market.js';
import { itemPriceEntry } from '../arbitraries/pricing.js';
import { count, isoDateString, jsonObject } from '../arbitraries/primitives.js';
import { promoCode } from '../arbitraries/promo.js';
import { MemoryStore, recordingReporter } from '../fakes/in-memory.js';

const ids = { bookingStateId: 'bs_1', userId: 'u1' };
const key = (field: string) => `bookingState:bs_1:${field}`;
const cardKey = (field: string) => `bookingState:bs_1:user:u1:${field}`;

const setup = (entries: Record<string, string> = {}) => ({
  store: new MemoryStore(entries),
  errors: recordingReporter(),
});

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

const storedId = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
const words = fc
  .stringMatching(/^[A-Za-z][A-Za-z ]{0,23}$/)
  .filter((text) => !['null', 'undefined'].includes(text));
/** Opaque form state as the app keeps it: no key that reaches a prototype. */
const formObject = jsonObject.filter(
  (value) => !/"(__proto__|constructor|prototype)":/.test(JSON.stringify(value)),
);
const some = <A>(arb: fc.Arbitrary<A>) => fc.array(arb, { minLength: 1, maxLength: 3 });

/** A valid value of each field: of its kind and of its shape (stored-booking-field.rule.ts). */
const validValue: { readonly [F in BookingStateField]: fc.Arbitrary<unknown> } = {
  cardId: storedId,
  billingDetails: billingDetails,
  itemStartDate: isoDateString,
  itemEndDate: isoDateString,
  itemTimeSlot: timeSlot,
  itineraryItemBooking: formObject,
  itineraryItemPricing: some(itemPriceEntry),
  itineraryName: words,
  lead: clientLead,
  leadId: storedId,
  pmId: storedId,
  pricingFields: some(formObject),
  estimatedPricing: listingPricing,
  productLine: productLine,
  promoCodes: some(promoCode),
  referringServiceId: storedId,
  didConfirmTerms: fc.boolean(),
  confirmedTermsMethod: words,
  adultCount: count,
  childCount: count,
  infantCount: count,
  petCount: count,
  contextIds: some(storedId),
};

describe('the persisted booking state', () => {
  it('save then read round-trips valid values for every field kind (property)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...BOOKING_STATE_FIELD_NAMES)
          .chain((field) => fc.tuple(fc.constant(field), validValue[field])),
        ([field, value]) => {
          const deps = setup();
          expect(saveBookingStateField(deps, ids, field, value)).toEqual(E.right(value));
          const reloaded = readBookingState({ store: deps.store, errors: recordingReporter() }, ids);
          expect(reloaded[field]).toEqual(value);
          expect(reloaded).toEqual({ ...emptyBookingState(), [field]: value });
        },
      ),
    );
  });

  it('fields are stored under the booking-state id; card fields also under the user id', () => {
    const deps = setup();
    saveBookingStateField(deps, ids, 'itineraryName', 'Ski week');
    saveBookingStateField(deps, ids, 'cardId', 'card_1');
    saveBookingStateField(deps, ids, 'billingDetails', { name: 'Ada' });
    expect(Object.fromEntries(deps.store.data)).toEqual({
      [key('itineraryName')]: 'Ski week',
      [cardKey('cardId')]: 'card_1',
      [cardKey('billingDetails')]: '{"name":"Ada"}',
    });
  });

  it('card fields of another user are not read', () => {
    const deps = setup({ [cardKey('cardId')]: 'card_1', [key('leadId')]: 'lead_1' });
    expect(readBookingState(deps, { bookingStateId: 'bs_1', userId: 'u2' })).toMatchObject({
      cardId: null,
      leadId: 'lead_1',
    });
    expect(readBookingState(deps, { bookingStateId: 'bs_1' })).toMatchObject({
      cardId: null,
      leadId: 'lead_1',
    });
  });

  it("saving without booking-state id fails 'Failed to save booking state' and stores nothing", () => {
    const deps = setup();
    expect(saveBookingStateField(deps, { bookingStateId: null }, 'leadId', 'lead_1')).toEqual(
      E.left({ kind: 'storage', message: 'Failed to save booking state' }),
    );
    expect(deps.store.keys()).toEqual([]);
  });

  it('values stored only if valid: an invalid one deletes the stored key and reads as the default', () => {
    const deps = setup({ [key('adultCount')]: '2', [key('itineraryName')]: 'Trip' });
    expect(saveBookingStateField(deps, ids, 'adultCount', Number.NaN)).toEqual(E.right(null));
    expect(saveBookingStateField(deps, ids, 'itineraryName', '')).toEqual(E.right(null));
    expect(saveBookingStateField(deps, ids, 'promoCodes', [])).toEqual(E.right([]));
    expect(saveBookingStateField(deps, ids, 'didConfirmTerms', 'yes')).toEqual(E.right(false));
    expect(deps.store.keys()).toEqual([]);
  });

  it('the value answered is the one that reads back: numbers base 10', () => {
    expect(saveBookingStateField(setup(), ids, 'childCount', '3 kids')).toEqual(E.right(3));
  });

  it('an invalid stored value is deleted on read and the default returned', () => {
    const deps = setup({
      [key('itemStartDate')]: 'not a date',
      [cardKey('billingDetails')]: '[1]',
      [key('promoCodes')]: '{broken',
      [key('didConfirmTerms')]: 'maybe',
      [key('petCount')]: 'many',
      [key('leadId')]: 'lead_1',
    });
    expect(readBookingState(deps, ids)).toEqual({ ...emptyBookingState(), leadId: 'lead_1' });
    expect(deps.store.keys()).toEqual([key('leadId')]);
  });

  it('clearing removes all persisted keys of the booking state, and nothing without an id', () => {
    const deps = setup({ unrelated: 'kept', [key('pmId')]: 'pm_1', [cardKey('cardId')]: 'card_1' });
    clearBookingState(deps, { bookingStateId: null });
    expect(deps.store.keys()).toHaveLength(3);
    saveBookingStateField(deps, ids, 'itineraryItemPricing', [{ total: 10 }]);
    clearBookingState(deps, ids);
    expect(deps.store.keys()).toEqual(['unrelated']);
  });

  it('the screen holds what was read, each field as saved, and nothing once cleared', () => {
    const opened = bookingStateTransition(emptyBookingState(), {
      type: 'opened',
      values: { ...emptyBookingState(), leadId: 'lead_1' },
    });
    const saved = bookingStateTransition(opened, { type: 'field-saved', field: 'adultCount', value: 4 });
    expect(saved).toEqual({ ...emptyBookingState(), leadId: 'lead_1', adultCount: 4 });
    expect(bookingStateTransition(saved, { type: 'cleared' })).toEqual(emptyBookingState());
  });

  it('a field saved shows as it reads back; without a booking-state id the screen keeps what it had', () => {
    const deps = setup();
    const shown = { ...emptyBookingState(), leadId: 'lead_1' };
    expect(bookingFieldSaved(deps, ids, shown, 'childCount', '3 kids')).toEqual({ ...shown, childCount: 3 });
    expect(deps.store.get(key('childCount'))).toBe('3');
    expect(bookingFieldSaved(deps, { bookingStateId: null }, shown, 'childCount', 2)).toBe(shown);
  });

  it('derived itemTotal (sum of totals, in cents) and itemPrice', () => {
    expect(bookingItemPricing([])).toEqual({ itemTotal: 0, itemPrice: [] });
    const entries = [{ total: 100.1 }, { total: 20.25 }, { pricingOptionId: 'x' }];
    expect(bookingItemPricing(entries)).toEqual({ itemTotal: 12035, itemPrice: entries });
  });

  it('a storage failure is reported as an error updating booking state; the value is still answered', () => {
    const store = new ThrowingStore({ [key('leadId')]: 'lead_1' });
    const errors = recordingReporter();
    expect(saveBookingStateField({ store, errors }, ids, 'adultCount', 4)).toEqual(E.right(4));
    saveBookingStateField({ store, errors }, ids, 'pmId', '');
    expect(errors.reports.map(([error, context]) => [error, context?.what])).toEqual([
      [{ kind: 'storage', message: 'Error updating booking state' }, 'adultCount'],
      [{ kind: 'storage', message: 'Error updating booking state' }, 'pmId'],
    ]);
    expect(errors.reports[0]?.[1]?.cause).toBeInstanceOf(Error);
  });

  it('storage that cannot be read is reported; fields read as defaults', () => {
    const store = new ThrowingStore({ [key('leadId')]: 'lead_1', [key('petCount')]: 'x' });
    store.failReads = true;
    const errors = recordingReporter();
    expect(readBookingState({ store, errors }, { bookingStateId: 'bs_1' })).toEqual(emptyBookingState());
    expect(errors.reports).toHaveLength(BOOKING_STATE_FIELD_NAMES.length - 2); // no card fields without a user
    expect(errors.reports[0]?.[0]).toEqual({ kind: 'storage', message: 'Error reading booking state' });
  });

  it('an invalid stored value that cannot be deleted is reported; the default is still returned', () => {
    const store = new ThrowingStore({ [key('petCount')]: 'x' });
    const errors = recordingReporter();
    expect(readBookingState({ store, errors }, ids).petCount).toBeNull();
    expect(errors.reports.map(([, context]) => context?.what)).toEqual(['petCount']);
  });

  it('clearing with failing storage is reported per key', () => {
    const store = new ThrowingStore({ [key('pmId')]: 'pm_1' });
    const errors = recordingReporter();
    clearBookingState({ store, errors }, { bookingStateId: 'bs_1' });
    expect(errors.reports.map(([, context]) => context?.what)).toContain(key('pmId'));
  });
});
