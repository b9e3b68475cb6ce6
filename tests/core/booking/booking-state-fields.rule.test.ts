import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATE_FIELD_NAMES,
  BOOKING_STATE_FIELDS,
  defaultBookingValue,
  emptyBookingState,
  isBookingStateField,
} from '../../../src/core/booking/booking-state-fields.rule.js';

describe('booking state fields', () => {
  it('booking state: the fields and their kinds', () => {
    expect(BOOKING_STATE_FIELDS).toEqual({
      cardId: 'string',
      billingDetails: 'object',
      itemStartDate: 'datetime',
      itemEndDate: 'datetime',
      itemTimeSlot: 'object',
      itineraryItemBooking: 'object',
      itineraryItemPricing: 'array',
      itineraryName: 'string',
      lead: 'object',
      leadId: 'string',
      pmId: 'string',
      pricingFields: 'array',
      estimatedPricing: 'object',
      productLine: 'string',
      promoCodes: 'array',
      referringServiceId: 'string',
      didConfirmTerms: 'boolean',
      confirmedTermsMethod: 'string',
      adultCount: 'number',
      childCount: 'number',
      infantCount: 'number',
      petCount: 'number',
      contextIds: 'array',
    });
    expect(BOOKING_STATE_FIELD_NAMES).toHaveLength(23);
  });

  it('booking state: only listed names are fields', () => {
    expect(isBookingStateField('cardId')).toBe(true);
    expect(isBookingStateField('itemTotal')).toBe(false);
    expect(isBookingStateField('toString')).toBe(false);
  });

  it('invalid falls back to default (null, empty object, empty array, false)', () => {
    expect(defaultBookingValue('string')).toBeNull();
    expect(defaultBookingValue('datetime')).toBeNull();
    expect(defaultBookingValue('number')).toBeNull();
    expect(defaultBookingValue('object')).toEqual({});
    expect(defaultBookingValue('array')).toEqual([]);
    expect(defaultBookingValue('boolean')).toBe(false);
    expect(defaultBookingValue('object')).not.toBe(defaultBookingValue('object'));
  });

  it('clearing booking state resets every field to its default', () => {
    const state = emptyBookingState();
    expect(Object.keys(state)).toEqual([...BOOKING_STATE_FIELD_NAMES]);
    expect(state.cardId).toBeNull();
    expect(state.billingDetails).toEqual({});
    expect(state.itemStartDate).toBeNull();
    expect(state.promoCodes).toEqual([]);
    expect(state.didConfirmTerms).toBe(false);
    expect(state.adultCount).toBeNull();
  });
});
