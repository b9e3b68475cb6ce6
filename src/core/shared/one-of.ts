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

/**
 * Whether a value is one of a closed list's strings: the guard for open strings the host
 * sends (a setting, an event name) checked against a rule's list without a codec.
 */
export const isOneOf =
  <const V extends readonly string[]>(values: V) =>
  (value: unknown): value is V[number] =>
    (values as readonly unknown[]).includes(value);
