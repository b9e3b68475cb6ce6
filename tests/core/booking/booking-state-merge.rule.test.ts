import { describe, expect, it } from 'vitest';
import { mergeBookingState } from '../../../src/core/booking/booking-state-merge.rule.js';

describe('booking state merge (booking contexts)', () => {
  it('updates merge fields, dropping null or undefined', () => {
    const state = { itineraryName: 'Ski week', adultCount: 2, cardId: 'card_1' };
    const merged = mergeBookingState(state, { adultCount: 3, childCount: 1, cardId: null, pmId: undefined });
    // Strict: a key left holding undefined would still be a present field.
    expect(merged).toStrictEqual({ itineraryName: 'Ski week', adultCount: 3, childCount: 1 });
  });

  it('a null already in the state is dropped too; 0 and false are kept', () => {
    expect(mergeBookingState({ leadId: null }, { petCount: 0, didConfirmTerms: false })).toEqual({
      petCount: 0,
      didConfirmTerms: false,
    });
  });

  it('merging leaves the original state untouched', () => {
    const state = { adultCount: 2 };
    mergeBookingState(state, { adultCount: 4 });
    expect(state).toEqual({ adultCount: 2 });
  });
});
