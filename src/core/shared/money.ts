import * as t from 'io-ts';

/** Money is integer cents (docs/architecture/conventions.md#core), branded so dollars and cents never mix silently. */
export interface CentsBrand {
  readonly Cents: unique symbol;
}
export const Cents = t.brand(t.Int, (n): n is t.Branded<t.Int, CentsBrand> => true, 'Cents');
export type Cents = t.TypeOf<typeof Cents>;

/** Dollars as the REST host sends them (may carry fractions) to whole cents. */
export const toCents = (dollars: number): Cents => Math.round(dollars * 100) as Cents;
export const cents = (value: number): Cents => Math.round(value) as Cents;
export const fromCents = (value: Cents): number => value / 100;

/** The sum of several amounts, in cents. */
export const sumCents = (values: readonly Cents[]): Cents =>
  cents(values.reduce((acc, value) => acc + value, 0));
