import fc from 'fast-check';
import type { PromoDiscount } from '../../../src/core/promo/promo-discount.rule.js';
import type { Cents } from '../../../src/core/shared/money.js';

export const c = (n: number): Cents => n as Cents;

export const centsArb = (min = 0, max = 10_000_000): fc.Arbitrary<Cents> => fc.integer({ min, max }).map(c);

export const promoArb: fc.Arbitrary<PromoDiscount> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: -10, max: 120 }) }),
  fc.record({ kind: fc.constant('fixed' as const), amount: centsArb(-1000, 2_000_000) }),
);
