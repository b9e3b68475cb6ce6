import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking/dialog-content.rule.js';
import { reserveConfirmation } from '../../../src/core/booking/reserve-confirmation.rule.js';
import {
  bookingCallFailure,
  bookingResult,
  readBookingAnswer,
  reserveErrorOf,
} from '../../../src/core/booking/reserve-result.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, leftOf, reporter, rightOf } from '../use-case-support.js';
import { itinerary, listingItem, serviceItem } from './reserve-fixtures.js';

const FAILED = { kind: 'booking', message: 'Error creating itinerary listing item' };

describe('SPEC 8 booking rethrows 400-499 HTTP errors as-is', () => {
  it.each([400, 404, 409, 499])('SPEC 8: a %i comes back as the very error the host gave', (status) => {
    const errors = reporter();
    const error = http(status, 'Unfortunately, these dates are unavailable.');
    expect(bookingCallFailure(error, errors, 'reserve')).toBe(error);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('SPEC 8: a booking failure the gateway read from data.error is kept as it is', () => {
    const errors = reporter();
    const error = appError('booking', 'Card declined');
    expect(bookingCallFailure(error, errors, 'reserve')).toBe(error);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', http(500, 'Internal Server Error'), { status: 500 }],
    ['a 399', appError('http', 'odd', { status: 399 }), { status: 399 }],
    ['no network', appError('network', 'Could not reach the server'), {}],
    ['an answer that did not decode', appError('decode', 'Unexpected answer'), {}],
  ])('SPEC 8: %s is reported and becomes the generic booking failure', (_, error, extra) => {
    const errors = reporter();
    expect(bookingCallFailure(error, errors, 'reserve')).toStrictEqual({
      kind: 'booking',
      message: DEFAULT_DIALOG_MESSAGE,
      ...extra,
    });
    expect(errors.report).toHaveBeenCalledWith(error, { during: 'reserve' });
  });
});

describe('SPEC 5 a booking answer holds the updated item and its itinerary; data.error is a reserve error', () => {
  it('SPEC 5: the updated item and its itinerary are read', () => {
    const updated = rightOf(readBookingAnswer({ data: { bookingResponse: { updatedItem: serviceItem } } }));
    expect(updated).toEqual({ item: serviceItem, itinerary });
  });

  it("SPEC 5: without the updated item, 'Error creating itinerary listing item'", () => {
    expect(leftOf(readBookingAnswer({ data: { bookingResponse: null } }))).toEqual(FAILED);
  });

  it("SPEC 5: an item without its itinerary is 'Error creating itinerary listing item'", () => {
    const answer = { data: { bookingResponse: { updatedItem: { ...listingItem, itinerary: null } } } };
    expect(leftOf(readBookingAnswer(answer))).toEqual(FAILED);
  });

  it('SPEC 4 reserve error types: data.error with a type keeps it', () => {
    const answer = { data: { error: { message: 'Dates taken', type: 'dates' as const } } };
    expect(leftOf(readBookingAnswer(answer))).toEqual({
      kind: 'booking',
      message: 'Dates taken',
      reserveErrorType: 'dates',
    });
  });

  it("SPEC 4: data.error as a message, or without a type, is a 'booking' reserve error, even beside an item", () => {
    const withItem = { data: { bookingResponse: { updatedItem: serviceItem }, error: 'Card declined' } };
    expect(leftOf(readBookingAnswer(withItem))).toEqual({
      kind: 'booking',
      message: 'Card declined',
      reserveErrorType: 'booking',
    });
    const untyped = { data: { error: { message: 'No', type: null } } };
    expect(leftOf(readBookingAnswer(untyped))).toMatchObject({ reserveErrorType: 'booking' });
  });

  it('SPEC 4: a blank data.error is no error', () => {
    const answer = { data: { bookingResponse: { updatedItem: serviceItem }, error: '  ' } };
    expect(E.isRight(readBookingAnswer(answer))).toBe(true);
  });
});

describe('SPEC 4 reserve errors and confirmations', () => {
  it("SPEC 4: the reserve error shown is the named type, else 'booking', with the message", () => {
    expect(reserveErrorOf({ kind: 'booking', message: 'x', reserveErrorType: 'card' })).toEqual({
      type: 'card',
      message: 'x',
    });
    expect(reserveErrorOf(http(409, 'Cannot reserve'))).toEqual({
      type: 'booking',
      message: 'Cannot reserve',
    });
  });

  it('SPEC 8 Reserve confirmations: the result carries the outcome and its confirmation', () => {
    const result = bookingResult({ item: listingItem, itinerary }, 'requested', { isHome: true });
    expect(result).toEqual({
      item: listingItem,
      itinerary,
      outcome: 'requested',
      confirmation: reserveConfirmation('requested', { isHome: true }),
    });
    expect(result.confirmation.title).toBe('Your request has been received!');
  });
});
