import { describe, expect, it } from 'vitest';
import {
  lastChangeDate,
  reserveConfirmation,
  SAVED_HOME_MESSAGE,
  SAVED_NO_DATE_MESSAGE,
} from '../../../src/core/booking/reserve-confirmation.rule.js';

describe('reserve confirmations', () => {
  it("saved -> 'Saved For Later' until the last change date (start minus lead time)", () => {
    expect(
      reserveConfirmation('saved', {
        startDate: '2025-06-10T16:00:00Z',
        bookingLeadTimeDuration: 2 * 24 * 60,
      }),
    ).toEqual({
      title: 'Saved For Later',
      message: 'You have until Sunday, June 8, 2025 to complete the reservation.',
      buttons: [],
    });
  });

  it('saved: the last change date is in the time zone of the item', () => {
    const context = {
      startDate: '2025-06-10T03:00:00Z',
      bookingLeadTimeDuration: 24 * 60,
      timeZoneName: 'America/Denver',
    };
    expect(lastChangeDate(context)).toBe('Sunday, June 8, 2025');
    expect(lastChangeDate({ ...context, timeZoneName: null })).toBe('Monday, June 9, 2025');
  });

  it('saved: lead time in minutes, and its boundaries', () => {
    const startDate = '2025-06-10T16:00:00Z';
    expect(lastChangeDate({ startDate, bookingLeadTimeDuration: 16 * 60 + 1 })).toBe('Monday, June 9, 2025');
    expect(lastChangeDate({ startDate, bookingLeadTimeDuration: 16 * 60 })).toBe('Tuesday, June 10, 2025');
    expect(lastChangeDate({ startDate, bookingLeadTimeDuration: 7 * 24 * 60 })).toBe('Tuesday, June 3, 2025');
    expect(lastChangeDate({ startDate: '2025-06-10T00:00:00Z', bookingLeadTimeDuration: 0.5 })).toBe(
      'Monday, June 9, 2025',
    );
    expect(lastChangeDate({ startDate, bookingLeadTimeDuration: 0 })).toBe('Tuesday, June 10, 2025');
    expect(lastChangeDate({ startDate, bookingLeadTimeDuration: -3 * 24 * 60 })).toBe(
      'Tuesday, June 10, 2025',
    );
    expect(lastChangeDate({ startDate, bookingLeadTimeDuration: null })).toBe('Tuesday, June 10, 2025');
    expect(lastChangeDate({ startDate })).toBe('Tuesday, June 10, 2025');
  });

  it('saved: a start without a zone is UTC, as the host writes it; a day alone is that day', () => {
    const context = { bookingLeadTimeDuration: 60, timeZoneName: 'America/Denver' };
    // 06:30 UTC less an hour is 23:30 the evening before in Denver; 07:30 UTC less an hour is 00:30.
    expect(lastChangeDate({ ...context, startDate: '2025-06-10T06:30:00' })).toBe('Monday, June 9, 2025');
    expect(lastChangeDate({ ...context, startDate: '2025-06-10T07:30:00' })).toBe('Tuesday, June 10, 2025');
    expect(lastChangeDate({ ...context, startDate: '2025-06-10T08:30:00+02:00' })).toBe(
      'Monday, June 9, 2025',
    );
    expect(lastChangeDate({ startDate: '2025-06-10', bookingLeadTimeDuration: 0 })).toBe(
      'Tuesday, June 10, 2025',
    );
  });

  it("saved: without a start date 'You may click the service at any time to complete the reservation'", () => {
    expect(SAVED_NO_DATE_MESSAGE).toBe('You may click the service at any time to complete the reservation');
    for (const startDate of [undefined, null, '', 'garbage']) {
      const context = { startDate, bookingLeadTimeDuration: 24 * 60 };
      expect(lastChangeDate(context)).toBeUndefined();
      expect(reserveConfirmation('saved', context).message).toBe(SAVED_NO_DATE_MESSAGE);
    }
    expect(reserveConfirmation('saved').message).toBe(SAVED_NO_DATE_MESSAGE);
  });

  it("saved, for homes: the catalogue's sentence for no last change date, then that their dates are not held, with or without a start date", () => {
    const home = {
      title: 'Saved For Later',
      message:
        'You may click the service at any time to complete the reservation. The home is on your trip. Its dates are not held for you until you reserve it.',
      buttons: [],
    };
    expect(SAVED_HOME_MESSAGE).toBe(home.message);
    expect(reserveConfirmation('saved', { isListing: true })).toEqual(home);
    // A home's start is not a last change date: nothing is held until then.
    expect(reserveConfirmation('saved', { isListing: true, startDate: '2025-06-10T16:00:00Z' })).toEqual(
      home,
    );
    expect(reserveConfirmation('saved', { isListing: true }).message.startsWith(SAVED_NO_DATE_MESSAGE)).toBe(
      true,
    );
    expect(reserveConfirmation('saved', { isListing: false }).message).toBe(SAVED_NO_DATE_MESSAGE);
  });

  it("booked -> 'Your request has been sent!'", () => {
    expect(reserveConfirmation('booked')).toEqual({
      title: 'Your request has been sent!',
      message: 'Your request is pending and a confirmation email will be sent to you.',
      buttons: [],
    });
  });

  it("requested -> homes 'Your request has been received!'", () => {
    expect(reserveConfirmation('requested', { isListing: true })).toEqual({
      title: 'Your request has been received!',
      message: 'Details will be sent to the email address provided.',
      buttons: [],
    });
  });

  it("requested -> otherwise 'Submitted'", () => {
    const submitted = {
      title: 'Submitted',
      message: 'Your request has been received. We will email you shortly with availability and pricing.',
      buttons: [],
    };
    expect(reserveConfirmation('requested', { isListing: false })).toEqual(submitted);
    expect(reserveConfirmation('requested')).toEqual(submitted);
  });

  it("confirmed -> 'Your reservation is confirmed!' with 'Explore Services' and 'Review home reservation'", () => {
    expect(reserveConfirmation('confirmed')).toEqual({
      title: 'Your reservation is confirmed!',
      message: "Let's make your vacation unforgettable.",
      buttons: [
        { label: 'Explore Services', action: 'explore-services' },
        { label: 'Review home reservation', action: 'review-home-reservation' },
      ],
    });
  });

  it("confirmed-no-catalog -> same with 'Review Reservation'", () => {
    expect(reserveConfirmation('confirmed-no-catalog')).toEqual({
      title: 'Your reservation is confirmed!',
      message: "Let's make your vacation unforgettable.",
      buttons: [{ label: 'Review Reservation', action: 'review-reservation' }],
    });
  });

  it("approved -> 'Your request is being finalized.' with 'Review Reservation'", () => {
    expect(reserveConfirmation('approved')).toEqual({
      title: 'Your request is being finalized.',
      message: 'Your card will be charged once confirmed.',
      buttons: [{ label: 'Review Reservation', action: 'review-reservation' }],
    });
  });
});
