import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  CARD_REQUIRED,
  listingReserveOutcome,
  OUTCOME_ACTION,
  RESERVE_OUTCOMES,
  serviceOutcome,
} from '../../../src/core/booking/reserve-outcome.rule.js';
import { nextStatus } from '../../../src/core/itinerary/item-status-transition.rule.js';

const integration = [
  'Streamline Instant Booking',
  'Escapia Instant Booking',
  'Track Instant Booking',
  'Expedia Instant Booking',
];

describe('reserve outcome', () => {
  it('Reserve outcomes: saved, booked, requested, confirmed, confirmed-no-catalog, approved', () => {
    expect(RESERVE_OUTCOMES).toEqual([
      'saved',
      'booked',
      'requested',
      'confirmed',
      'confirmed-no-catalog',
      'approved',
    ]);
  });

  it('integration instant booking with a card on file -> confirmed', () => {
    for (const bookingSetting of integration) {
      expect(
        listingReserveOutcome({ bookingSetting, hasCardOnFile: true, marketHasServicesCatalog: true }),
      ).toEqual(E.right('confirmed'));
    }
  });

  it('confirmed-no-catalog when the market has no services catalog', () => {
    for (const bookingSetting of integration) {
      expect(
        listingReserveOutcome({ bookingSetting, hasCardOnFile: true, marketHasServicesCatalog: false }),
      ).toEqual(E.right('confirmed-no-catalog'));
    }
  });

  it('integration instant booking without a card is a card error', () => {
    expect(
      listingReserveOutcome({
        bookingSetting: 'Track Instant Booking',
        hasCardOnFile: false,
        marketHasServicesCatalog: true,
      }),
    ).toEqual(E.left({ kind: 'card', message: CARD_REQUIRED }));
  });

  it('KEY Instant Booking -> approved, with or without a card', () => {
    for (const hasCardOnFile of [true, false]) {
      expect(
        listingReserveOutcome({
          bookingSetting: 'KEY Instant Booking',
          hasCardOnFile,
          marketHasServicesCatalog: true,
        }),
      ).toEqual(E.right('approved'));
    }
  });

  it('Request Price -> requested; unknown settings too', () => {
    for (const bookingSetting of ['Request Price', null, undefined, 'Something New']) {
      expect(
        listingReserveOutcome({ bookingSetting, hasCardOnFile: true, marketHasServicesCatalog: true }),
      ).toEqual(E.right('requested'));
    }
  });

  it('request price -> requested, reserve -> booked, save for later -> saved', () => {
    expect(serviceOutcome('request-price')).toBe('requested');
    expect(serviceOutcome('reserve')).toBe('booked');
    expect(serviceOutcome('save-for-later')).toBe('saved');
  });

  it('each outcome maps to the status move behind it', () => {
    expect(OUTCOME_ACTION).toEqual({
      saved: 'save-for-later',
      booked: 'reserve',
      requested: 'request-price',
      confirmed: 'instant-book',
      'confirmed-no-catalog': 'instant-book',
      approved: 'reserve',
    });
    expect(nextStatus('draft', OUTCOME_ACTION.confirmed)).toEqual(E.right('booked'));
    expect(nextStatus('quoted', OUTCOME_ACTION.booked)).toEqual(E.right('approved'));
  });
});
