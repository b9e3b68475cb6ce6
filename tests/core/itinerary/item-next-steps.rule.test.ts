import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  homeBookable,
  TRIP_ITEM_STEP_LABELS,
  tripItemSteps,
} from '../../../src/core/itinerary/item-next-steps.rule.js';
import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/item-status.rule.js';
import { canMove } from '../../../src/core/itinerary/item-status-transition.rule.js';

const steps = (status: (typeof ITEM_STATUS_ORDER)[number], bookable = true, dateChosen = true) =>
  tripItemSteps({ kind: 'service', status, bookable, dateChosen });

describe('the steps an item on the trip offers (item-next-steps.rule)', () => {
  it('a saved or draft item that may be booked is reserved first, its price may be asked, a draft saved', () => {
    expect(steps('saved_for_later')).toEqual(['reserve', 'request-price']);
    expect(steps('draft')).toEqual(['reserve', 'request-price', 'save-for-later']);
    expect(steps('info')).toEqual(['reserve', 'request-price', 'save-for-later']);
  });

  it('an item booked on request, or without its dates, is asked about rather than reserved', () => {
    expect(steps('saved_for_later', false)).toEqual(['request-price']);
    expect(steps('draft', true, false)).toEqual(['request-price', 'save-for-later']);
  });

  it('a quoted item is reserved at its quote, whatever its setting, or kept for later', () => {
    expect(steps('quoted', false, false)).toEqual(['pay-quote', 'save-for-later']);
  });

  it('an item waiting for the concierge or settled offers nothing to book; one not available is asked again', () => {
    expect(steps('in_progress')).toEqual([]);
    expect(steps('approved')).toEqual([]);
    expect(steps('booked')).toEqual([]);
    expect(steps('canceled')).toEqual([]);
    expect(steps('not_available')).toEqual(['request-price']);
  });

  it('never offers a move the host refuses (status-moves table)', () => {
    const move = {
      reserve: 'reserve',
      'pay-quote': 'reserve',
      'request-price': 'request-price',
      'save-for-later': 'save-for-later',
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...ITEM_STATUS_ORDER),
        fc.boolean(),
        fc.boolean(),
        (status, bookable, dateChosen) => {
          for (const step of steps(status, bookable, dateChosen))
            expect(canMove(status, move[step])).toBe(true);
        },
      ),
    );
  });

  it('a home may be reserved without a quote only with an instant booking setting', () => {
    expect(homeBookable('KEY Instant Booking')).toBe(true);
    expect(homeBookable('Request Price')).toBe(false);
    expect(homeBookable(null)).toBe(false);
    expect(TRIP_ITEM_STEP_LABELS['pay-quote']).toBe('Reserve at the quote');
  });
});
