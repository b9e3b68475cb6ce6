import * as E from 'fp-ts/lib/Either.js';
import type { RestClient } from '../adapters/rest/rest-client.js';
import type { Token } from '../core/shared/index.js';
import { appError, LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../core/shared/index.js';

/** One REST port: its token, and how its gateway is made over the app's client. */
export interface GatewayRow<T> {
  readonly token: Token<T>;
  readonly make: (api: RestClient) => T;
}

/** The methods of a port, each named once: a list that misses one does not compile (methodsOf). */
export type MethodList<T> = readonly (keyof T & string)[];

type Missing<T, L extends MethodList<T>> = Exclude<keyof T & string, L[number]>;

/**
 * Names every method of the port T. The list is checked against the port: leave one out and
 * the compiler names it, so a stand-in can never lack a method its port has.
 */
export const methodsOf =
  <T>() =>
  <const L extends MethodList<T>>(
    ...names: L & ([Missing<T, L>] extends [never] ? unknown : { readonly missing: Missing<T, L> })
  ): L =>
    names;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A port whose adapter's code loads on its first call. Every method of these ports answers
 * a promise of an Either, so the stand-in takes the call, waits for the code and passes the
 * call on; code that cannot be loaded (retried as lazy views are) answers Left 'network', as
 * a request that got no answer does. The stand-in has exactly the port's methods, no more
 * (no `then`: Inversify would take it for a promise); a test may replace one.
 */
export const lazyPort = <T extends object>(
  what: string,
  methods: MethodList<T>,
  load: () => Promise<T>,
  known: Partial<T> = {},
): T => {
  let loading: Promise<T> | null = null;
  const adapter = () => {
    loading ??= retry(load, { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep }).catch(
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const passOn =
    (name: keyof T & string) =>
    async (...args: unknown[]): Promise<unknown> => {
      let loaded: T;
      try {
        loaded = await adapter();
      } catch (error) {
        return E.left(appError('network', `The ${what} could not be loaded: ${String(error)}`));
      }
      return (loaded[name] as (...values: unknown[]) => unknown).apply(loaded, args);
    };
  return { ...Object.fromEntries(methods.map((name) => [name, passOn(name)])), ...known } as T;
};

/**
 * A one-way port (analytics, error reports) whose adapter is loading: calls made meanwhile
 * wait, in order, and go to it once it is there, or to `fallback` if it could not be loaded.
 */
export const queuedUntilLoaded = <T extends object>(
  loading: Promise<T>,
  methods: MethodList<T>,
  fallback: () => T,
): T => {
  let adapter: T | null = null;
  const waiting: [keyof T & string, unknown[]][] = [];
  const call = (target: T, name: keyof T & string, args: unknown[]) =>
    (target[name] as (...values: unknown[]) => unknown).apply(target, args);
  void loading
    .catch((error: unknown) => {
      console.warn('[adapters] a configured service could not be loaded; the console stands in', error);
      return fallback();
    })
    .then((loaded) => {
      adapter = loaded;
      for (const [name, args] of waiting.splice(0)) call(loaded, name, args);
    });
  return Object.fromEntries(
    methods.map((name) => [
      name,
      (...args: unknown[]) => {
        if (adapter) return call(adapter, name, args);
        waiting.push([name, args]);
        return undefined;
      },
    ]),
  ) as T;
};

/**
 * A gateway whose code loads on the first call of any of these gateways, as one chunk (its
 * name gathers the imports into it): a trip page pays one extra request, not one per
 * gateway, and the codecs of trips, bookings, payments and promotions stay out of
 * /listings' first download.
 */
export const onFirstCall = <T extends object>(
  token: Token<T>,
  methods: MethodList<T>,
  load: (api: RestClient) => Promise<NoInfer<T>>,
): GatewayRow<T> => ({
  token,
  make: (api) => lazyPort(token.description ?? 'gateway', methods, () => load(api)),
});
