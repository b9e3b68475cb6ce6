import * as E from 'fp-ts/lib/Either.js';
import { vi } from 'vitest';
import { kindForStatus } from '../../src/adapters/rest/http-error-kind.js';
import { type AppError, appError } from '../../src/core/shared/app-error.js';

/** Small helpers for use-case tests with in-memory fakes. */

/**
 * A failure as the REST client makes it: the status's kind and the host's message, which is
 * also its hostMessage; without one, a diagnostic line and no hostMessage.
 */
export const http = (status: number, message?: string): AppError =>
  message === undefined
    ? appError(kindForStatus(status), `failed with ${status}`, { status })
    : appError(kindForStatus(status), message, { status, hostMessage: message });

/** An ErrorReporter fake that remembers what was reported. */
export const reporter = () => ({
  report: vi.fn<(error: unknown, context?: Readonly<Record<string, unknown>>) => void>(),
});

export const right = <A>(value: A): Promise<E.Either<AppError, A>> => Promise.resolve(E.right(value));
export const left = <A = never>(error: AppError): Promise<E.Either<AppError, A>> =>
  Promise.resolve(E.left(error));

/** Unwraps a Right or fails the test with what came instead. */
export const rightOf = <L, A>(result: E.Either<L, A> | undefined): A => {
  if (result === undefined || E.isLeft(result))
    throw new Error(`expected Right, got ${JSON.stringify(result)}`);
  return result.right;
};

export const leftOf = <L, A>(result: E.Either<L, A> | undefined): L => {
  if (result === undefined || E.isRight(result))
    throw new Error(`expected Left, got ${JSON.stringify(result)}`);
  return result.left;
};

/** A promise the test settles by hand, to look at a flow while a call is in flight. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};
