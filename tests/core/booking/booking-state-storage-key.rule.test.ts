import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATE_FIELD_NAMES } from '../../../src/core/booking/booking-state-fields.rule.js';
import {
  bookingStateKey,
  bookingStateKeys,
  isPerUserField,
  PER_USER_FIELDS,
} from '../../../src/core/booking/booking-state-storage-key.rule.js';

const failed = E.left({ kind: 'storage', message: 'Failed to save booking state' });

describe('booking state storage keys', () => {
  it('card fields (cardId, billingDetails) are also kept by user id', () => {
    expect(PER_USER_FIELDS).toEqual(['cardId', 'billingDetails']);
    expect(BOOKING_STATE_FIELD_NAMES.filter(isPerUserField)).toEqual(['cardId', 'billingDetails']);
  });

  it('booking state persisted by booking-state id and field', () => {
    expect(bookingStateKey('adultCount', { bookingStateId: 'ctx1' })).toEqual(
      E.right('bookingState:ctx1:adultCount'),
    );
    expect(bookingStateKey('leadId', { bookingStateId: 'ctx1', userId: 'u1' })).toEqual(
      E.right('bookingState:ctx1:leadId'),
    );
  });

  it('card fields by user id', () => {
    expect(bookingStateKey('cardId', { bookingStateId: 'ctx1', userId: 'u1' })).toEqual(
      E.right('bookingState:ctx1:user:u1:cardId'),
    );
    expect(bookingStateKey('billingDetails', { bookingStateId: 'ctx1', userId: 'u1' })).toEqual(
      E.right('bookingState:ctx1:user:u1:billingDetails'),
    );
    expect(bookingStateKey('cardId', { bookingStateId: 'ctx1' })).toEqual(failed);
    expect(bookingStateKey('cardId', { bookingStateId: 'ctx1', userId: '' })).toEqual(failed);
  });

  it("saving without booking-state id fails 'Failed to save booking state'", () => {
    for (const bookingStateId of [null, undefined, '']) {
      expect(bookingStateKey('adultCount', { bookingStateId })).toEqual(failed);
      expect(bookingStateKey('cardId', { bookingStateId, userId: 'u1' })).toEqual(failed);
      expect(bookingStateKeys({ bookingStateId, userId: 'u1' })).toEqual(failed);
    }
  });

  it('clearing booking state removes all persisted keys', () => {
    const withUser = bookingStateKeys({ bookingStateId: 'ctx1', userId: 'u1' });
    expect(E.isRight(withUser) && withUser.right).toHaveLength(23);
    expect(E.isRight(withUser) && withUser.right).toContain('bookingState:ctx1:user:u1:cardId');
    expect(E.isRight(withUser) && withUser.right).toContain('bookingState:ctx1:contextIds');
    const anonymous = bookingStateKeys({ bookingStateId: 'ctx1' });
    expect(E.isRight(anonymous) && anonymous.right).toHaveLength(21);
    expect(E.isRight(anonymous) && anonymous.right[0]).toBe('bookingState:ctx1:itemStartDate');
  });
});
