import { describe, expect, it } from 'vitest';
import { reserveConfirmation } from '../../../src/core/booking/reserve-confirmation.rule.js';
import {
  bookingCallFailure,
  bookingResult,
  reserveErrorOf,
} from '../../../src/core/booking/reserve-result.js';
import { bookingRefused } from '../../../src/core/booking-terms/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking-terms/dialog-content.rule.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, reporter } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

describe('booking rethrows 400-499 HTTP errors as-is', () => {
  it.each([400, 404, 409, 499])('a %i comes back as the very error the host gave', (status) => {
    const errors = reporter();
    const error = http(status, 'Unfortunately, these dates are unavailable.');
    expect(bookingCallFailure(error, errors, 'reserve')).toBe(error);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a booking failure the gateway read from data.error is kept as it is, with its type', () => {
    const errors = reporter();
    const error = bookingRefused('Card declined', 'card');
    expect(bookingCallFailure(error, errors, 'reserve')).toBe(error);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', http(500, 'Internal Server Error'), { status: 500 }],
    ['a 399', appError('http', 'odd', { status: 399 }), { status: 399 }],
    ['no network', appError('network', 'Could not reach the server'), {}],
    ['an answer that did not decode', appError('decode', 'Unexpected answer'), {}],
  ])('%s is reported and becomes the generic booking failure', (_, error, extra) => {
    const errors = reporter();
    expect(bookingCallFailure(error, errors, 'reserve')).toStrictEqual({
      kind: 'booking',
      message: DEFAULT_DIALOG_MESSAGE,
      ...extra,
    });
    expect(errors.report).toHaveBeenCalledWith(error, { during: 'reserve' });
  });
});

describe("a booking refusal (data.error) in the core's words", () => {
  it("a refusal is a 'booking' error with the host's message and the type it named", () => {
    expect(bookingRefused('Dates taken', 'dates')).toEqual({
      kind: 'booking',
      message: 'Dates taken',
      reserveErrorType: 'dates',
    });
  });

  it('without a type it names none, and its dialog is the booking one', () => {
    expect(bookingRefused('Card declined')).toStrictEqual({ kind: 'booking', message: 'Card declined' });
    expect(bookingRefused('No', null)).toStrictEqual({ kind: 'booking', message: 'No' });
    expect(reserveErrorOf(bookingRefused('No')).type).toBe('booking');
  });
});

describe('reserve errors and confirmations', () => {
  it("the reserve error shown is the named type, else 'booking', with the message", () => {
    expect(reserveErrorOf({ kind: 'booking', message: 'x', reserveErrorType: 'card' })).toEqual({
      type: 'card',
      message: 'x',
    });
    expect(reserveErrorOf(http(409, 'Cannot reserve'))).toEqual({
      type: 'booking',
      message: 'Cannot reserve',
    });
    // Nights someone else holds: the host names it, and the guest gets the 'unavailable' choices.
    expect(reserveErrorOf({ ...http(400, 'Taken'), hostCode: 'dates-unavailable' })).toEqual({
      type: 'dates',
      message: 'Taken',
    });
    // A promo code chosen that no longer applies: the promo step, in the host's words.
    expect(
      reserveErrorOf({ ...http(409, 'This promo code has expired.'), hostCode: 'promo-refused' }),
    ).toEqual({
      type: 'promoCodes',
      message: 'This promo code has expired.',
    });
    expect(reserveErrorOf({ ...http(400, 'Taken'), hostCode: 'other' }).type).toBe('booking');
  });

  it('Reserve confirmations: the result carries the outcome and its confirmation', () => {
    const result = bookingResult({ item: listingItem, itinerary }, 'requested', { isListing: true });
    expect(result).toEqual({
      item: listingItem,
      itinerary,
      outcome: 'requested',
      confirmation: reserveConfirmation('requested', { isListing: true }),
    });
    expect(result.confirmation.title).toBe('Your request has been received!');
  });
});
