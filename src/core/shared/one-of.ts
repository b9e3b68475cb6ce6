import * as t from 'io-ts';

/**
 * A closed set of strings from a tuple, so the tuple can also serve as the ordered list
 * (status order, reliability order). The default name lists the values, which is what a
 * decode error should show.
 */
export const oneOf = <const V extends readonly [string, ...string[]]>(
  values: V,
): t.KeyofC<{ [K in V[number]]: null }> =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as { [K in V[number]]: null });
