import { isInstantBooking, isIntegrationInstantBooking } from './booking-setting.rule.js';

/** The anchor of a home's stay terms on its page: the panel's terms link opens it. */
export const STAY_TERMS_ANCHOR = 'cancellation-policy';

export interface HomeStayTerms {
  /** When the stay begins and ends on its days, in the home's own time ('Check-in from 4:00 PM'). */
  readonly times: readonly string[];
  /** The cancellation policy a reservation accepts, a sentence a line. */
  readonly cancellation: readonly string[];
}

/** A wall time 'HH:MM' as a guest reads it ('16:00' is '4:00 PM'); anything else, null. */
export const wallTimeWords = (time: string | null | undefined): string | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
};

/**
 * What a reservation of a home agrees to (issue 28 item 6): its check-in and check-out times
 * and its cancellation policy, by how the home is booked. A home charged at once by its
 * manager's system follows that system's firmer policy; one the concierge confirms (instant or
 * quoted) is refunded in full until 30 days before check-in.
 */
export const homeStayTerms = (home: {
  readonly bookingSetting?: string | null;
  readonly checkInTime?: string | null;
  readonly checkOutTime?: string | null;
}): HomeStayTerms => {
  const checkIn = wallTimeWords(home.checkInTime) ?? '4:00 PM';
  const checkOut = wallTimeWords(home.checkOutTime) ?? '10:00 AM';
  const times = [`Check-in from ${checkIn}`, `Check-out by ${checkOut}`];
  if (isIntegrationInstantBooking(home.bookingSetting)) {
    return {
      times,
      cancellation: [
        'Cancel up to 60 days before check-in for a full refund, less the card processing fee.',
        'Cancel 30 to 59 days before check-in for a 50% refund of the stay; taxes and the deposit are refunded in full.',
        'Within 30 days of check-in the stay is not refunded; the refundable deposit is.',
      ],
    };
  }
  return {
    times,
    cancellation: [
      'Nothing is charged until the concierge confirms your reservation.',
      `Once confirmed, cancel up to 30 days before check-in for a full refund${isInstantBooking(home.bookingSetting) ? '' : ' of the quoted price'}.`,
      'Within 30 days of check-in the stay is refunded only if the nights are booked again; the refundable deposit always is.',
    ],
  };
};
