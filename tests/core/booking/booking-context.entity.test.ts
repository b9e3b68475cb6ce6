import { describe, expect, it } from 'vitest';
import { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import { ComputedValidationState } from '../../../src/core/booking/computed-validation-state.entity.js';
import { LocalBookingContext } from '../../../src/core/booking/local-booking-context.entity.js';
import { BOOKING_ITEM_TYPES } from '../../../src/core/booking-terms/booking-item-type.entity.js';
import { bookingContext } from '../arbitraries/booking.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';

const context = {
  objectId: 'ctx_1',
  itemId: 'lst_aspen_lodge',
  itemType: 'Listing',
  computedValidationState: { isValid: false, errors: { dates: 'Pick your dates', card: null } },
  bookingState: { itemStartDate: '2026-02-07', itemEndDate: '2026-02-14', adultCount: 4 },
};

describe('Booking context', () => {
  it('Booking context: objectId, computedValidationState, itemId, itemType, bookingState decode', () => {
    const decodedContext = decoded(BookingContext, context);
    expect(decodedContext.itemType).toBe('Listing');
    expect(decodedContext.computedValidationState?.errors?.dates).toBe('Pick your dates');
    expect(decodedContext.bookingState.adultCount).toBe(4);
  });

  it('Booking context: itemType is one of Listing, ItineraryListingItem, Service, ItineraryItem', () => {
    expect(BOOKING_ITEM_TYPES).toEqual(['Listing', 'ItineraryListingItem', 'Service', 'ItineraryItem']);
    for (const itemType of BOOKING_ITEM_TYPES)
      expect(decoded(BookingContext, { ...context, itemType }).itemType).toBe(itemType);
  });

  it('Booking context: a fresh context without state decodes with an empty booking state', () => {
    expect(decoded(BookingContext, { objectId: 'ctx', itemId: 'svc', itemType: 'Service' })).toEqual({
      objectId: 'ctx',
      itemId: 'svc',
      itemType: 'Service',
      bookingState: {},
    });
  });

  it('Booking context: an unknown item type is refused at itemType', () => {
    expectRejectedAt(BookingContext, { ...context, itemType: 'Home' }, 'itemType');
  });

  it('Booking context: a bad booking-state field is named at bookingState.itemStartDate', () => {
    expectRejectedAt(
      BookingContext,
      { ...context, bookingState: { itemStartDate: 'tomorrow' } },
      'bookingState.itemStartDate',
    );
  });

  it('Booking context: random JSON never throws through decode', () => {
    expectNeverThrows(BookingContext, bookingContext);
  });

  it('Booking context: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(BookingContext, bookingContext);
  });
});

describe('Booking context, local form', () => {
  it('Booking context: the local form adds id; objectId comes once saved', () => {
    const local = decoded(LocalBookingContext, {
      id: 'local_1',
      itemId: 'svc',
      itemType: 'Service',
      bookingState: {},
    });
    expect(local.id).toBe('local_1');
    expect(decoded(LocalBookingContext, { ...context, id: 'local_1' }).objectId).toBe('ctx_1');
  });

  it('Booking context: the local form without id is refused at id', () => {
    expectRejectedAt(LocalBookingContext, context, 'id');
  });
});

describe('computedValidationState', () => {
  it('computedValidationState: a valid verdict and an empty one decode', () => {
    expect(decoded(ComputedValidationState, { isValid: true })).toEqual({ isValid: true });
    expect(decoded(ComputedValidationState, {})).toEqual({});
  });

  it('reserve error types key the messages: a non-text message is refused at errors.promoCodes', () => {
    expectRejectedAt(ComputedValidationState, { errors: { promoCodes: ['expired'] } }, 'errors.promoCodes');
  });
});
