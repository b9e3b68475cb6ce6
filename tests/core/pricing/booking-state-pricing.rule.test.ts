import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookingState } from '../../../src/core/booking/booking-state.entity.js';
import {
  bookingItemPricing,
  bookingItemTotal,
} from '../../../src/core/pricing/booking-state-pricing.rule.js';
import { decoded } from '../arbitraries/codec-laws.js';

describe('booking state pricing', () => {
  it('derived itemTotal: sum of itineraryItemPricing entry totals, in cents', () => {
    expect(bookingItemTotal([])).toBe(0);
    expect(bookingItemTotal([{ total: 10 }, { total: 25.5 }, { total: -5 }])).toBe(3050);
  });

  it('derived itemTotal: each total is rounded to cents before summing', () => {
    expect(bookingItemTotal([{ total: 0.004 }, { total: 0.004 }, { total: 0.004 }])).toBe(0);
    expect(bookingItemTotal([{ total: 0.1 }, { total: 0.2 }])).toBe(30);
  });

  it('derived itemTotal: missing or unreadable totals count 0', () => {
    expect(
      bookingItemTotal([{ total: 10 }, {}, { total: null }, { total: Number.NaN }, { total: Infinity }]),
    ).toBe(1000);
  });

  it('derived itemPrice: the entries themselves, with their total', () => {
    const entries = [
      { total: 10, pricingConfigId: 'a' },
      { total: 2, pricingConfigId: 'b' },
    ];
    expect(bookingItemPricing(entries)).toEqual({ itemTotal: 1200, itemPrice: entries });
  });

  it('Booking state: derived itemTotal and itemPrice of a decoded state (in cents)', () => {
    const entry = { pricingHeaderId: 'pcf_chef', pricingOptionId: 'opt', pricingConfigId: 'cfg' };
    const state = decoded(BookingState, {
      itineraryItemPricing: [
        { ...entry, quantity: 3, total: 450 },
        { ...entry, quantity: 1, total: 900.5 },
      ],
    });
    const { itemTotal, itemPrice } = bookingItemPricing(state.itineraryItemPricing ?? []);
    expect(itemTotal).toBe(135050);
    expect(itemPrice).toBe(state.itineraryItemPricing);
  });

  it('derived itemTotal: equals the sum of cent amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 })), (centsList) => {
        const entries = centsList.map((c) => ({ total: c / 100 }));
        expect(bookingItemTotal(entries)).toBe(centsList.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
