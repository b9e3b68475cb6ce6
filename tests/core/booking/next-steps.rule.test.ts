import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../../src/core/booking/next-steps.rule.js';
import { RESERVE_OUTCOMES } from '../../../src/core/booking/reserve-outcome.rule.js';

describe('next steps after a booking action', () => {
  it('requested: the concierge e-mails a price and availability, then the guest reserves from the trip', () => {
    expect(nextSteps('requested', { isListing: true })).toBe(
      "The concierge will e-mail you this home's price and availability. Once the quote arrives, reserve the home from your trip; nothing is booked or charged until then.",
    );
    expect(nextSteps('requested', { isListing: false })).toBe(
      "The concierge will e-mail you this service's price and availability. Once the quote arrives, reserve the service from your trip; nothing is booked or charged until then.",
    );
  });

  it('approved: charged only once the concierge confirms', () => {
    expect(nextSteps('approved', { isListing: true })).toBe(
      'The concierge will now confirm your reservation. Your card is charged only once it is confirmed, and your trip then shows the home as Booked.',
    );
  });

  it('confirmed: booked and charged now; with a services catalog the trip offers services too', () => {
    expect(nextSteps('confirmed', { isListing: true })).toBe(
      'Your home is booked now and your card on file has been charged. The reservation is on your trip, where you can also add services to your stay.',
    );
    expect(nextSteps('confirmed-no-catalog', { isListing: true })).toBe(
      'Your home is booked now and your card on file has been charged. The reservation is on your trip.',
    );
  });

  it('saved: kept on the trip, nothing charged, completed from the trip', () => {
    expect(nextSteps('saved', { isListing: false })).toBe(
      'The service is kept on your trip and nothing has been booked or charged. Complete the reservation from your trip when you are ready.',
    );
    expect(nextSteps('saved', { isListing: true })).toBe(
      'The home is kept on your trip and nothing has been booked or charged. Complete the reservation from your trip when you are ready.',
    );
  });

  it('booked (a service): the request is sent and a confirmation e-mail follows', () => {
    expect(nextSteps('booked')).toBe(
      'Your request has been sent to the concierge. You will get a confirmation e-mail once it is confirmed; until then your trip shows it as Pending Confirmation.',
    );
  });

  it('without isListing the words are those of a service, as for the confirmations', () => {
    expect(nextSteps('requested')).toBe(nextSteps('requested', { isListing: false }));
    expect(nextSteps('saved', {})).toBe(nextSteps('saved', { isListing: false }));
  });

  it('only an instant booking says the card has been charged; every outcome has its own words', () => {
    const charged = RESERVE_OUTCOMES.filter((outcome) =>
      nextSteps(outcome, { isListing: true }).includes('has been charged'),
    );
    expect(charged).toEqual(['confirmed', 'confirmed-no-catalog']);
    const words = RESERVE_OUTCOMES.map((outcome) => nextSteps(outcome, { isListing: true }));
    expect(new Set(words).size).toBe(RESERVE_OUTCOMES.length);
  });
});
