import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PriceInput, priceTotal } from '../../../src/core/pricing/price-total.rule.js';
import { c, centsArb, promoArb } from './arbitraries.js';

const base: PriceInput = {
  subtotal: c(10_000),
  adjustments: [],
  promos: [],
  coordinationFeePercent: null,
  hasPlusCost: false,
};

describe('price total', () => {
  it('price total: the subtotal alone', () => {
    expect(priceTotal(base)).toBe(10_000);
  });

  it('price total: subtotal + adjustments', () => {
    expect(priceTotal({ ...base, adjustments: [c(500), c(-200)] })).toBe(10_300);
  });

  it('price total: minus promo discounts taken from the adjusted subtotal', () => {
    expect(
      priceTotal({ ...base, adjustments: [c(10_000)], promos: [{ kind: 'percent', percent: 10 }] }),
    ).toBe(18_000);
    expect(priceTotal({ ...base, promos: [{ kind: 'fixed', amount: c(2500) }] })).toBe(7500);
  });

  it('price total: plus coordination fee on the subtotal (not on adjustments) when complete', () => {
    expect(priceTotal({ ...base, adjustments: [c(5000)], coordinationFeePercent: 10 })).toBe(16_000);
  });

  it("price total: coordination applied only when the price is complete (no 'plus' cost)", () => {
    expect(priceTotal({ ...base, coordinationFeePercent: 10, hasPlusCost: true })).toBe(10_000);
  });

  it('price total: floored at 0', () => {
    expect(priceTotal({ ...base, adjustments: [c(-20_000)] })).toBe(0);
    expect(priceTotal({ ...base, subtotal: c(0) })).toBe(0);
    expect(priceTotal({ ...base, subtotal: c(-1), coordinationFeePercent: 10 })).toBe(0);
  });

  it('price total: everything together', () => {
    expect(
      priceTotal({
        subtotal: c(20_000),
        adjustments: [c(1000), c(-500)],
        promos: [
          { kind: 'percent', percent: 10 },
          { kind: 'fixed', amount: c(1000) },
        ],
        coordinationFeePercent: 5,
        hasPlusCost: false,
      }),
    ).toBe(20_500 - 2050 - 1000 + 1000);
  });

  const inputArb = fc.record({
    subtotal: centsArb(-100_000),
    adjustments: fc.array(centsArb(-200_000, 200_000), { maxLength: 4 }),
    promos: fc.array(promoArb, { maxLength: 5 }),
    coordinationFeePercent: fc.option(fc.double({ min: -50, max: 50, noNaN: true }), { nil: null }),
    hasPlusCost: fc.boolean(),
  });

  it('price total: never negative, always whole cents', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const total = priceTotal(input);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });

  it('price total: independent of promo order', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(priceTotal({ ...input, promos: [...input.promos].reverse() })).toBe(priceTotal(input));
      }),
    );
  });
});
