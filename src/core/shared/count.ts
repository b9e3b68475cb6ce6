import * as t from 'io-ts';

// Number.isInteger never coerces, so it already refuses anything that is not a number.
const isCount = (u: unknown): u is number => Number.isInteger(u) && (u as number) >= 0;

/**
 * A number of guests, pets, rooms: a whole number, never negative. Unbranded on purpose:
 * counts come from forms and steppers as plain numbers and are never mixed up with money.
 */
export const Count = new t.Type<number, number, unknown>(
  'Count',
  isCount,
  (u, c) => (isCount(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);
export type Count = t.TypeOf<typeof Count>;
