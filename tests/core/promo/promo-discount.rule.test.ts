import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountAmount, totalDiscount } from '../../../src/core/promo/promo-discount.rule.js';
import { c, centsArb, promoArb } from '../pricing/arbitraries.js';

describe('promo discounts', () => {
  it('a percent discount takes that percent of the subtotal, rounded to cents', () => {
    expect(discountAmount(c(10_000), { kind: 'percent', percent: 10 })).toBe(1000);
    expect(discountAmount(c(999), { kind: 'percent', percent: 15 })).toBe(150); // 149.85
    expect(discountAmount(c(1001), { kind: 'percent', percent: 50 })).toBe(501); // 500.5 rounds up
    expect(discountAmount(c(10_000), { kind: 'percent', percent: 0 })).toBe(0);
    expect(discountAmount(c(10_000), { kind: 'percent', percent: 100 })).toBe(10_000);
  });

  it('percents outside 0..100 are clamped', () => {
    expect(discountAmount(c(10_000), { kind: 'percent', percent: 150 })).toBe(10_000);
    expect(discountAmount(c(10_000), { kind: 'percent', percent: -5 })).toBe(0);
  });

  it('a fixed discount takes its amount, never more than the subtotal nor below 0', () => {
    expect(discountAmount(c(10_000), { kind: 'fixed', amount: c(2500) })).toBe(2500);
    expect(discountAmount(c(10_000), { kind: 'fixed', amount: c(10_000) })).toBe(10_000);
    expect(discountAmount(c(10_000), { kind: 'fixed', amount: c(10_001) })).toBe(10_000);
    expect(discountAmount(c(10_000), { kind: 'fixed', amount: c(-1) })).toBe(0);
  });

  it('nothing is taken from a zero or negative subtotal', () => {
    expect(discountAmount(c(0), { kind: 'fixed', amount: c(500) })).toBe(0);
    expect(discountAmount(c(-500), { kind: 'fixed', amount: c(500) })).toBe(0);
    expect(discountAmount(c(-500), { kind: 'percent', percent: 50 })).toBe(0);
    expect(totalDiscount(c(-500), [{ kind: 'fixed', amount: c(100) }])).toBe(0);
  });

  it('discounts add up, each from the undiscounted subtotal, capped at the subtotal', () => {
    expect(totalDiscount(c(10_000), [])).toBe(0);
    expect(
      totalDiscount(c(10_000), [
        { kind: 'percent', percent: 10 },
        { kind: 'fixed', amount: c(500) },
      ]),
    ).toBe(1500);
    expect(
      totalDiscount(c(10_000), [
        { kind: 'percent', percent: 10 },
        { kind: 'percent', percent: 10 },
      ]),
    ).toBe(2000);
    expect(
      totalDiscount(c(1000), [
        { kind: 'fixed', amount: c(600) },
        { kind: 'fixed', amount: c(600) },
      ]),
    ).toBe(1000);
  });

  it('the total discount is independent of promo order and within 0..subtotal', () => {
    fc.assert(
      fc.property(
        centsArb(-1000),
        fc.array(promoArb, { maxLength: 6 }),
        fc.nat(),
        (subtotal, promos, seed) => {
          const rotated = promos.map((_, i) => promos[(i + seed) % promos.length]!);
          const reversed = [...promos].reverse();
          const discount = totalDiscount(subtotal, promos);
          expect(totalDiscount(subtotal, rotated)).toBe(discount);
          expect(totalDiscount(subtotal, reversed)).toBe(discount);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(Math.max(0, subtotal));
          expect(Number.isInteger(discount)).toBe(true);
        },
      ),
    );
  });
});
