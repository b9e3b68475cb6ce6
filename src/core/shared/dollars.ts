import * as t from 'io-ts';
import { type Cents, toCents } from './money.js';

/**
 * An amount as the REST host sends it: dollars, possibly with fractions. Codecs stay
 * faithful to the wire; totals are computed in integer cents (money.ts), so every entity
 * that carries amounts offers a helper converting them with `dollarsToCents`.
 */
// Number.isFinite never coerces, so it already refuses anything that is not a number.
const isDollars = (u: unknown): u is number => Number.isFinite(u);

export const Dollars = new t.Type<number, number, unknown>(
  'Dollars',
  isDollars,
  (u, c) => (isDollars(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);
export type Dollars = t.TypeOf<typeof Dollars>;

/** Missing or null amounts count as zero: a fee the host did not send is not charged. */
export const dollarsToCents = (amount: Dollars | null | undefined): Cents => toCents(amount ?? 0);
