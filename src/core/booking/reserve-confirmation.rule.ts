import type { DialogContent } from '../booking-terms/index.js';
import { dayInZone, instantOf, longDayOf } from '../shared/index.js';
import type { ReserveOutcome } from './reserve-outcome.rule.js';

export interface ConfirmationContext {
  /** Homes and services word 'requested' and 'saved' differently. */
  readonly isListing?: boolean;
  /** ISO start date-time of the item, for 'saved'. */
  readonly startDate?: string | null;
  /** Minutes before the start after which the item can no longer be changed (item-descriptors.entity.ts). */
  readonly bookingLeadTimeDuration?: number | null;
  /** IANA zone the item happens in, so the date is the guest's date there. */
  readonly timeZoneName?: string | null;
}

export const SAVED_NO_DATE_MESSAGE = 'You may click the service at any time to complete the reservation';

/**
 * A saved home has no last change date (homes have no booking lead time), so it takes the
 * catalogue's sentence for that case word for word; saving holds none of its nights, so our
 * own sentence follows it to say so (docs/product/errors.md#reserve-confirmations).
 */
export const SAVED_HOME_NOTE =
  'The home is on your trip. Its dates are not held for you until you reserve it.';
export const SAVED_HOME_MESSAGE = `${SAVED_NO_DATE_MESSAGE}. ${SAVED_HOME_NOTE}`;

/**
 * The last day the guest can still change a saved item: start minus lead time (no lead
 * time means the start itself), the day it is then where the item happens (UTC without a
 * usable zone), as 'dddd, MMMM D, YYYY'. Undefined without a readable start. The platform's
 * Intl does the zone, so a booking's outcome needs no date library.
 */
export const lastChangeDate = (context: ConfirmationContext): string | undefined => {
  const iso = context.startDate;
  if (!iso) return undefined;
  const start = instantOf(iso)?.getTime();
  if (start === undefined) return undefined;
  // A negative lead time would move the date after the start: it counts as none.
  const lead = Math.max(0, context.bookingLeadTimeDuration ?? 0);
  return longDayOf(dayInZone(new Date(start - lead * 60_000), context.timeZoneName));
};

const savedMessage = (context: ConfirmationContext): string => {
  if (context.isListing) return SAVED_HOME_MESSAGE;
  const date = lastChangeDate(context);
  return date ? `You have until ${date} to complete the reservation.` : SAVED_NO_DATE_MESSAGE;
};

const CONFIRMED_TITLE = 'Your reservation is confirmed!';
const CONFIRMED_MESSAGE = "Let's make your vacation unforgettable.";

/**
 * The confirmation dialog for each reserve outcome, worded as
 * docs/product/errors.md#reserve-confirmations says.
 */
export const reserveConfirmation = (
  outcome: ReserveOutcome,
  context: ConfirmationContext = {},
): DialogContent => {
  switch (outcome) {
    case 'saved':
      return { title: 'Saved For Later', message: savedMessage(context), buttons: [] };
    case 'booked':
      return {
        title: 'Your request has been sent!',
        message: 'Your request is pending and a confirmation email will be sent to you.',
        buttons: [],
      };
    case 'requested':
      return context.isListing
        ? {
            title: 'Your request has been received!',
            message: 'Details will be sent to the email address provided.',
            buttons: [],
          }
        : {
            title: 'Submitted',
            message:
              'Your request has been received. We will email you shortly with availability and pricing.',
            buttons: [],
          };
    case 'confirmed':
      return {
        title: CONFIRMED_TITLE,
        message: CONFIRMED_MESSAGE,
        buttons: [
          { label: 'Explore Services', action: 'explore-services' },
          { label: 'Review home reservation', action: 'review-home-reservation' },
        ],
      };
    case 'confirmed-no-catalog':
      return {
        title: CONFIRMED_TITLE,
        message: CONFIRMED_MESSAGE,
        buttons: [{ label: 'Review Reservation', action: 'review-reservation' }],
      };
    case 'approved':
      return {
        title: 'Your request is being finalized.',
        message: 'Your card will be charged once confirmed.',
        buttons: [{ label: 'Review Reservation', action: 'review-reservation' }],
      };
  }
};
