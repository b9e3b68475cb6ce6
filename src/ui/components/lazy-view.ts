import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../core/shared/retry.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LazyView<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the view's code now, so it is there when the view first renders. */
  readonly preload: () => void;
  /**
   * `preload` for an event handler (a pointer over a button, a focus): the chunk requests
   * wait for the main thread's next idle moment, so the click or key that follows is not
   * kept waiting behind them. Rendering the view before then loads it at once.
   */
  readonly preloadSoon: () => void;
};

// Safari has no requestIdleCallback: a task of its own after the event is the next best.
const whenIdle = (work: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
};

/**
 * A route's view (or a part of a page), loaded on first use and retried 5 times 1 second
 * apart (docs/product/routes.md#scroll-and-lazy-views); after that the failure reaches the
 * error boundary. `preload` starts the same load early (the layout asks for the current
 * page's view while the app is still starting): one load serves both, and a load that failed
 * every retry is tried afresh next time.
 */
export const lazyView = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyView<P> => {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    loading ??= retry(load, { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep }).catch(
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // A failure here is not the guest's yet: rendering the view retries and reports it.
  const preload = () => void loadOnce().catch(() => undefined);
  return Object.assign(lazy(loadOnce), { preload, preloadSoon: () => whenIdle(preload) });
};
