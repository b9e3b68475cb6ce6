import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../core/shared/retry.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the part's code now (the guest is heading for it). */
  readonly preload: () => void;
};

/**
 * A part of the catalog page that only some visits draw (the results list, the map, the
 * filters' choices): its code loads when it first renders, or earlier on `preload`, and is
 * retried as route views are (SPEC 2: 5 times, 1 second apart). One load serves both; a
 * load that failed every retry is tried afresh next time.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> => {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= retry(load, { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep }).catch(
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(
    lazy(() => loadOnce().then((component) => ({ default: component }))),
    {
      preload: () => {
        // A failure here is not the guest's yet: rendering the part retries and reports it.
        loadOnce().catch(() => undefined);
      },
    },
  );
};
