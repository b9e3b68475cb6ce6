import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Adjustment } from '../../../src/core/pricing/adjustment.entity.js';
import { adjustmentsInCents } from '../../../src/core/pricing/adjustment.entity.js';
import {
  type ListingPriceBreakdownInput,
  listingPriceBreakdown,
  type PriceLine,
} from '../../../src/core/pricing/listing-price-breakdown.rule.js';
import {
  type ListingPricing,
  listingPricingCents,
} from '../../../src/core/pricing/listing-pricing.entity.js';
import { listingTotal } from '../../../src/core/pricing/listing-total.rule.js';
import { type PromoCode, toPromoDiscount } from '../../../src/core/promo/promo-code.entity.js';
import { type PromoDiscount, totalDiscount } from '../../../src/core/promo/promo-discount.rule.js';
import { cents, sumCents } from '../../../src/core/shared/money.js';
import { adjustment } from '../arbitraries/pricing.js';
import { dollars, few, orNull, struct, text } from '../arbitraries/primitives.js';
import { promoCode } from '../arbitraries/promo.js';

const pricing: ListingPricing = {
  totalBaseRate: 2500,
  pricingFees: [{ name: 'Cleaning fee', amount: 250 }],
  taxes: 212.75,
  securityDeposit: 500,
};

const percent = (name: string | null, amount: number): PromoCode => ({
  objectId: `p-${name}`,
  name,
  kind: 'percent',
  amount,
});
const fixed = (name: string | null, amount: number): PromoCode => ({
  objectId: `f-${name}`,
  name,
  kind: 'fixed',
  amount,
});

const names = (lines: readonly PriceLine[]) => lines.map((line) => [line.name, line.amount]);

const discountsOf = (input: ListingPriceBreakdownInput): PromoDiscount[] =>
  (input.promoCodes ?? []).flatMap((code) => {
    const discount = toPromoDiscount(code);
    return discount ? [discount] : [];
  });

/** The listing total of the same input, as the cards and the trip compute it. */
const expectedTotal = (input: ListingPriceBreakdownInput) =>
  listingTotal({
    ...listingPricingCents(input.pricing),
    adjustments: adjustmentsInCents(input.adjustments),
    promos: discountsOf(input),
    coordination: cents(0),
  });

const sum = (lines: readonly PriceLine[]) => lines.reduce((acc, line) => acc + line.amount, 0);

describe("a home's price, line by line", () => {
  it('lists the base rate, each fee by its name, taxes and the deposit, in cents, summing to the total', () => {
    const breakdown = listingPriceBreakdown({ pricing });
    expect(names(breakdown.lines)).toEqual([
      ['Base rate', 250_000],
      ['Cleaning fee', 25_000],
      ['Taxes', 21_275],
      ['Refundable security deposit', 50_000],
    ]);
    expect(breakdown.lines.map((line) => line.kind)).toEqual([
      'base-rate',
      'fee',
      'taxes',
      'security-deposit',
    ]);
    expect(breakdown.total).toBe(346_275);
    expect(breakdown.total).toBe(expectedTotal({ pricing }));
  });

  it('names an unnamed or blank fee "Fee" and leaves out parts worth nothing, but never the base rate', () => {
    const breakdown = listingPriceBreakdown({
      pricing: {
        totalBaseRate: null,
        pricingFees: [
          { name: null, amount: 40 },
          { name: '   ', amount: 10.5 },
          { name: 'Pet fee', amount: 0 },
        ],
        taxes: 0,
        securityDeposit: null,
      },
    });
    expect(names(breakdown.lines)).toEqual([
      ['Base rate', 0],
      ['Fee', 4000],
      ['Fee', 1050],
    ]);
    expect(breakdown.total).toBe(5050);
  });

  it('counts the nights of the stay into the base rate and gives its nightly average', () => {
    const breakdown = listingPriceBreakdown({
      pricing: { ...pricing, totalBaseRate: 1000.01 },
      stay: { startDate: '2026-03-01', endDate: '2026-03-04' },
    });
    expect(breakdown.lines[0]).toEqual({
      kind: 'base-rate',
      name: 'Base rate for 3 nights',
      amount: 100_001,
    });
    expect(breakdown.nights).toBe(3);
    expect(breakdown.averageNightly).toBe(33_334);
    const one = listingPriceBreakdown({ pricing, stay: { startDate: '2026-03-01', endDate: '2026-03-02' } });
    expect(one.lines[0]?.name).toBe('Base rate for 1 night');
    expect(one.averageNightly).toBe(250_000);
  });

  it('has no nights nor average for a stay out of order or with unreadable dates', () => {
    for (const stay of [
      { startDate: '2026-03-04', endDate: '2026-03-01' },
      { startDate: '2026-03-04', endDate: '2026-03-04' },
      { startDate: 'soon', endDate: '2026-03-04' },
      null,
    ]) {
      const breakdown = listingPriceBreakdown({ pricing, stay });
      expect(breakdown.nights).toBeNull();
      expect(breakdown.averageNightly).toBeNull();
      expect(breakdown.lines[0]?.name).toBe('Base rate');
    }
  });

  it('lists adjustments with their reason, "Adjustment" without one, credits negative', () => {
    const adjustments: Adjustment[] = [
      { adjustmentAmount: 150, adjustmentReason: 'Late checkout' },
      { adjustmentAmount: -75.5, adjustmentReason: null },
      { adjustmentAmount: 0, adjustmentReason: 'Nothing' },
    ];
    const breakdown = listingPriceBreakdown({ pricing, adjustments });
    expect(names(breakdown.lines.filter((line) => line.kind === 'adjustment'))).toEqual([
      ['Late checkout', 15_000],
      ['Adjustment', -7550],
    ]);
    expect(breakdown.total).toBe(346_275 + 15_000 - 7550);
    expect(sum(breakdown.lines)).toBe(breakdown.total);
  });

  it('takes each promo code from the undiscounted stay: percent and fixed, one negative line each', () => {
    const input = {
      pricing,
      adjustments: [{ adjustmentAmount: 250, adjustmentReason: 'Early check-in' }],
      promoCodes: [percent('SUMMER10', 10), fixed('WELCOME', 100)],
    };
    const breakdown = listingPriceBreakdown(input);
    // The stay is 2,500 + 250 + 250 = 3,000: 10% is 300, whatever the order of the codes.
    expect(names(breakdown.lines.filter((line) => line.kind === 'promo'))).toEqual([
      ['Promo code SUMMER10', -30_000],
      ['Promo code WELCOME', -10_000],
    ]);
    expect(breakdown.total).toBe(expectedTotal(input));
    expect(breakdown.total).toBe(300_000 - 40_000 + 21_275 + 50_000);
    expect(sum(breakdown.lines)).toBe(breakdown.total);
  });

  it('rounds a percent discount to the cent once, as the total does', () => {
    const input = { pricing: { pricingFees: [], totalBaseRate: 9.99 }, promoCodes: [percent('P15', 15)] };
    const breakdown = listingPriceBreakdown(input);
    expect(names(breakdown.lines)).toEqual([
      ['Base rate', 999],
      ['Promo code P15', -150],
    ]);
    expect(breakdown.total).toBe(849);
  });

  it('lets the last codes give way when the discounts pass the stay, so they sum to the cap', () => {
    const input = {
      pricing,
      promoCodes: [percent('HALF', 50), fixed('BIG', 2000), percent('MORE', 10), fixed(null, 5)],
    };
    const breakdown = listingPriceBreakdown(input);
    // The stay is 2,750: half is 1,375, the fixed 2,000 takes the 1,375 left, then nothing is left.
    expect(names(breakdown.lines.filter((line) => line.kind === 'promo'))).toEqual([
      ['Promo code HALF', -137_500],
      ['Promo code BIG', -137_500],
      ['Promo code MORE', 0],
      ['Promo code', 0],
    ]);
    expect(Object.is(breakdown.lines.at(-3)?.amount, 0)).toBe(true);
    expect(breakdown.total).toBe(21_275 + 50_000);
    expect(breakdown.total).toBe(expectedTotal(input));
    expect(sum(breakdown.lines)).toBe(breakdown.total);
  });

  it('gives no line to a code without a kind or an amount, which takes nothing off', () => {
    const breakdown = listingPriceBreakdown({
      pricing,
      promoCodes: [
        { objectId: 'a', name: 'ODD', kind: null, amount: 10 },
        { objectId: 'b', name: 'EMPTY', kind: 'fixed', amount: null },
      ],
    });
    expect(breakdown.lines.some((line) => line.kind === 'promo')).toBe(false);
    expect(breakdown.total).toBe(346_275);
  });

  it('says what of a credit is not taken when credits pass the whole price, which never goes below 0', () => {
    const input = {
      pricing: { totalBaseRate: 100, pricingFees: [], taxes: 10 },
      adjustments: [{ adjustmentAmount: -500, adjustmentReason: 'Goodwill credit' }],
      promoCodes: [percent('SUMMER10', 10)],
    };
    const breakdown = listingPriceBreakdown(input);
    expect(breakdown.total).toBe(0);
    expect(breakdown.total).toBe(expectedTotal(input));
    expect(names(breakdown.lines)).toEqual([
      ['Base rate', 10_000],
      ['Goodwill credit', -50_000],
      ['Promo code SUMMER10', 0],
      ['Taxes', 1000],
      ['Credit beyond the price (not paid out)', 39_000],
    ]);
    expect(breakdown.lines.at(-1)?.kind).toBe('unused-credit');
    expect(sum(breakdown.lines)).toBe(0);
  });

  describe('no rounding drift (property)', () => {
    // Realistic codes beside the odd ones the codec lets through (percents above 100, negative amounts).
    const code = fc.oneof(
      promoCode,
      fc.record({
        objectId: fc.string({ minLength: 1, maxLength: 4 }),
        name: orNull(text),
        kind: fc.constant('percent' as const),
        amount: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
      }),
    );
    // Dollars with more than two decimals too: the host may send them, and each rounds once to cents.
    const amount = fc.oneof(dollars, fc.double({ min: -5000, max: 50_000, noNaN: true }));
    const input = fc.record({
      pricing: struct(
        { pricingFees: few(struct({ amount }, { name: orNull(text) })) },
        { totalBaseRate: orNull(amount), taxes: orNull(amount), securityDeposit: orNull(amount) },
      ),
      adjustments: fc.oneof(few(adjustment), fc.constant(null)),
      promoCodes: fc.array(code, { maxLength: 5 }),
    });

    it('the lines sum to the total, which is listingTotal, whatever the parts (1,000 runs, seeded)', () => {
      fc.assert(
        fc.property(input, (generated) => {
          const breakdown = listingPriceBreakdown(generated);
          for (const line of breakdown.lines) expect(Number.isInteger(line.amount), line.name).toBe(true);
          expect(sum(breakdown.lines)).toBe(breakdown.total);
          expect(breakdown.total).toBe(expectedTotal(generated));
          expect(breakdown.lines[0]?.kind).toBe('base-rate');
        }),
        { numRuns: 1000, seed: 20_260_301 },
      );
    });

    it('promo lines are never positive and add up to the capped total discount of the stay', () => {
      fc.assert(
        fc.property(input, (generated) => {
          const promos = listingPriceBreakdown(generated).lines.filter((line) => line.kind === 'promo');
          for (const line of promos) expect(line.amount).toBeLessThanOrEqual(0);
          const parts = listingPricingCents(generated.pricing);
          const stay = cents(
            parts.totalBaseRate + sumCents(parts.fees) + sumCents(adjustmentsInCents(generated.adjustments)),
          );
          expect(0 - sum(promos)).toBe(totalDiscount(stay, discountsOf(generated)));
        }),
        { numRuns: 500, seed: 7 },
      );
    });

    it('a line for credit not taken comes only when the floor at 0 bites, and is positive', () => {
      fc.assert(
        fc.property(input, (generated) => {
          const breakdown = listingPriceBreakdown(generated);
          const unused = breakdown.lines.filter((line) => line.kind === 'unused-credit');
          expect(unused.length).toBeLessThanOrEqual(1);
          for (const line of unused) {
            expect(line.amount).toBeGreaterThan(0);
            expect(breakdown.total).toBe(0);
          }
        }),
        { numRuns: 500, seed: 11 },
      );
    });
  });
});
