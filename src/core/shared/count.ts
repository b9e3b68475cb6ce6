import * as t from 'io-ts';

/**
 * A number of guests, pets, rooms: a whole number, never negative. Unbranded on purpose:
 * counts come from forms and steppers as plain numbers and are never mixed up with money.
 */
export const Count = new t.Type<number, number, unknown>(
  'Count',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 0,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  (a) => a,
);
export type Count = t.TypeOf<typeof Count>;
