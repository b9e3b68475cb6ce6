import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { formatValidationErrors } from '../../../src/core/shared/decode.js';

/**
 * Decodes an answer with the core codec the app uses for it, failing the test with the
 * paths that do not fit: the server and the app must agree on every shape.
 */
export const decodeWith = <A, O>(codec: t.Type<A, O, unknown>, value: unknown): A => {
  const result = codec.decode(value);
  if (E.isLeft(result)) {
    throw new Error(
      `${codec.name} does not decode:\n${formatValidationErrors(result.left).slice(0, 10).join('\n')}`,
    );
  }
  return result.right;
};
