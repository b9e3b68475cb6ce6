import { inject as inversifyInject } from 'inversify';
import type { Token } from '../../core/shared/index.js';

type Constructor = abstract new (...args: never[]) => unknown;

/** What the compiler says of a parameter that the injected port or class does not fit. */
interface DoesNotFit {
  readonly error: 'the injected token does not fit the type of this constructor parameter';
}

/**
 * Inversify's @inject, typed: the token's port (or the class) must fit the parameter it
 * injects, so `@inject(Clock) clock: ErrorReporter` fails to compile instead of failing at
 * run time. A parameter may ask for less than the port (a Pick of it), never something else.
 * TypeScript hands a parameter decorator the parameter's index as a literal type, which is
 * what lets the check name the parameter.
 */
export const inject =
  <T>(token: Token<T> | (abstract new (...args: never[]) => T)) =>
  <C extends Constructor, I extends number>(
    target: C,
    key: string | symbol | undefined,
    index: I & ([T] extends [ConstructorParameters<C>[I]] ? unknown : DoesNotFit),
  ): void => {
    inversifyInject(token)(target, key, index);
  };
