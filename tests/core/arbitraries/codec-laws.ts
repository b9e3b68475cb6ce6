import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { expect } from 'vitest';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { decode } from '../../../src/core/shared/decode.js';

type Codec<A> = t.Type<A, unknown, unknown>;

/** Decodes or fails the test with the decode message, so a bad sample says what is wrong. */
export const decoded = <A>(codec: Codec<A>, value: unknown): A => {
  const result = decode(codec, value);
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

/** The value is refused, and the AppError names the failing path both in its message and its path. */
export const expectRejectedAt = <A>(codec: Codec<A>, value: unknown, path: string): AppError => {
  const result = decode(codec, value, 'sample');
  if (E.isRight(result))
    throw new Error(`expected a decode failure at ${path}, got ${JSON.stringify(result.right)}`);
  expect(result.left.kind).toBe('decode');
  expect(result.left.message).toContain(`${path}: expected`);
  expect(result.left.path).toBe(path);
  return result.left;
};

// A valid object with one top-level value swapped for random JSON: closer to real garbage
// (a host that changed one field) than fully random values, which rarely get past the root.
const nearlyValid = <A>(valid: fc.Arbitrary<A>): fc.Arbitrary<unknown> =>
  valid.chain((value) => {
    if (typeof value !== 'object' || value === null) return fc.constant<unknown>(value);
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant<unknown>(value);
    return fc
      .tuple(fc.constantFrom(...keys), fc.jsonValue())
      .map(([key, junk]): unknown => ({ ...value, [key]: junk }));
  });

/** Property (a): whatever comes in, decode answers Left or Right and never throws. */
export const expectNeverThrows = <A>(codec: Codec<A>, valid: fc.Arbitrary<A>): void => {
  fc.assert(
    fc.property(fc.oneof(fc.jsonValue(), fc.anything(), nearlyValid(valid)), (value) => {
      const result = decode(codec, value);
      expect(E.isLeft(result) || E.isRight(result)).toBe(true);
    }),
  );
};

/** Property (b): a valid value survives encode, the JSON wire and decode unchanged. */
export const expectRoundTrip = <A>(codec: Codec<A>, valid: fc.Arbitrary<A>): void => {
  fc.assert(
    fc.property(valid, (value) => {
      const wire: unknown = JSON.parse(JSON.stringify(codec.encode(value)));
      expect(decode(codec, wire)).toEqual(E.right(value));
    }),
  );
};
