import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ListingPriceInput, listingTotal } from '../../../src/core/pricing/listing-total.rule.js';
import { c, centsArb, promoArb } from './arbitraries.js';

const base: ListingPriceInput = {
  totalBaseRate: c(100_000),
  fees: [],
  adjustments: [],
  promos: [],
  taxes: c(0),
  coordination: c(0),
  securityDeposit: c(0),
};

describe('listing total', () => {
  it('listing total: base rate + fees + adjustments + taxes + coordination + security deposit', () => {
    expect(
      listingTotal({
        ...base,
        fees: [c(15_000), c(5000)],
        adjustments: [c(-2000)],
        taxes: c(12_000),
        coordination: c(3000),
        securityDeposit: c(50_000),
      }),
    ).toBe(100_000 + 20_000 - 2000 + 12_000 + 3000 + 50_000);
  });

  it('listing total: less promo discounts, taken from rate, fees and adjustments only', () => {
    expect(
      listingTotal({
        ...base,
        fees: [c(20_000)],
        adjustments: [c(-20_000)],
        promos: [{ kind: 'percent', percent: 10 }],
        taxes: c(10_000),
        securityDeposit: c(30_000),
      }),
    ).toBe(100_000 - 10_000 + 10_000 + 30_000);
  });

  it('listing total: floored at 0', () => {
    expect(listingTotal({ ...base, adjustments: [c(-500_000)] })).toBe(0);
    expect(listingTotal({ ...base, totalBaseRate: c(0) })).toBe(0);
  });

  it('listing total: never negative and independent of promo order', () => {
    fc.assert(
      fc.property(
        fc.record({
          totalBaseRate: centsArb(-100_000),
          fees: fc.array(centsArb(-10_000, 100_000), { maxLength: 4 }),
          adjustments: fc.array(centsArb(-500_000, 500_000), { maxLength: 3 }),
          promos: fc.array(promoArb, { maxLength: 5 }),
          taxes: centsArb(-10_000, 100_000),
          coordination: centsArb(-10_000, 100_000),
          securityDeposit: centsArb(-10_000, 100_000),
        }),
        (input) => {
          const total = listingTotal(input);
          expect(total).toBeGreaterThanOrEqual(0);
          expect(listingTotal({ ...input, promos: [...input.promos].reverse() })).toBe(total);
        },
      ),
    );
  });
});
