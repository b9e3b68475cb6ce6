import * as E from 'fp-ts/lib/Either.js';
import { appError } from '../../core/shared/index.js';

/** One call a scripted port took: which method, with what. */
export interface PortCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

/** What a scripted port answers: any of the port's members; the others answer "no answer". */
export type PortScript<T> = { readonly [K in keyof T]?: T[K] };

/**
 * Any port in memory, for a run with no host and no browser: each method the script gives
 * answers as scripted; any other answers, asynchronously, a Left 'not-found' naming the port
 * and the method, as every gateway method answers a promise of an Either. Every method call
 * is kept in `calls`, in order. There is no `then` member, so awaiting the port itself is
 * not mistaken for a promise.
 */
export const scriptedPort = <T extends object>(
  what: string,
  script: PortScript<T> = {},
  calls: { push(call: PortCall): unknown } = [],
): T =>
  new Proxy({} as T, {
    get: (_target, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined;
      const scripted = (script as Record<string, unknown>)[name];
      if (scripted !== undefined && typeof scripted !== 'function') return scripted;
      return (...args: unknown[]) => {
        calls.push({ method: name, args });
        if (typeof scripted === 'function') return scripted.apply(script, args);
        return Promise.resolve(E.left(appError('not-found', `${what}.${name} has no answer in memory`)));
      };
    },
  });
