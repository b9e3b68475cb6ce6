import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { type AppError, appError } from './app-error.js';

const describe = (value: unknown): string => {
  let json: string | undefined;
  try {
    // undefined, a function or a symbol gives undefined (whatever the typings say).
    json = JSON.stringify(value) as string | undefined;
  } catch {
    // A BigInt or a cyclic value has no JSON: its type says enough.
  }
  if (json === undefined) return typeof value;
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
};

const pathOf = (error: t.ValidationError): string =>
  error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.');

/** One readable line per failed path, e.g. `items.0.status: expected string, got 42`. */
export const formatValidationErrors = (errors: t.Errors): string[] => {
  const lines = errors.map((error) => {
    const expected = error.context[error.context.length - 1]?.type.name ?? 'value';
    const path = pathOf(error) || '(root)';
    return `${path}: expected ${expected}, got ${describe(error.value)}`;
  });
  return [...new Set(lines)];
};

/**
 * Decodes an untrusted value (a response body, a stored value) with its codec.
 * A mismatch is an AppError of kind 'decode' naming the first failing path, never a throw.
 */
export const decode = <A, O>(
  codec: t.Type<A, O, unknown>,
  value: unknown,
  what = codec.name,
): E.Either<AppError, A> =>
  E.mapLeft((errors: t.Errors) => {
    const lines = formatValidationErrors(errors);
    const first = errors[0];
    return appError('decode', `Unexpected ${what}: ${lines.slice(0, 3).join('; ')}`, {
      path: first ? pathOf(first) : '',
    });
  })(codec.decode(value));
