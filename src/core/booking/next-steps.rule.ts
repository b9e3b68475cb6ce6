import type { ReserveOutcome } from './reserve-outcome.rule.js';

export interface NextStepsContext {
  /** Homes and services are named differently; absent means a service, as for the confirmations. */
  readonly isListing?: boolean;
}

/**
 * What happens after a booking action, and when, in the guest's words: the confirmation
 * (docs/product/errors.md#reserve-confirmations) says what just happened, this says what the
 * concierge and the host do next, as docs/host/decisions.md#status-moves and
 * docs/host/decisions.md#homes-by-booking-setting have them. A price request waits for the
 * concierge's quote and is reserved from the trip; a reserve that the concierge approves is
 * charged only when confirmed; an integration booking is booked and charged at once; a saved
 * item is kept, uncharged, on the trip; a reserved service waits for the concierge's
 * confirmation.
 */
export const nextSteps = (outcome: ReserveOutcome, { isListing = false }: NextStepsContext = {}): string => {
  const what = isListing ? 'home' : 'service';
  switch (outcome) {
    case 'requested':
      return `The concierge will e-mail you this ${what}'s price and availability. Once the quote arrives, reserve the ${what} from your trip; nothing is booked or charged until then.`;
    case 'approved':
      return 'The concierge will now confirm your reservation. Your card is charged only once it is confirmed, and your trip then shows the home as Booked.';
    case 'confirmed':
      return 'Your home is booked now and your card on file has been charged. The reservation is on your trip, where you can also add services to your stay.';
    case 'confirmed-no-catalog':
      return 'Your home is booked now and your card on file has been charged. The reservation is on your trip.';
    case 'saved':
      return `The ${what} is kept on your trip and nothing has been booked or charged. Complete the reservation from your trip when you are ready.`;
    case 'booked':
      return 'Your request has been sent to the concierge. You will get a confirmation e-mail once it is confirmed; until then your trip shows it as Pending Confirmation.';
  }
};
