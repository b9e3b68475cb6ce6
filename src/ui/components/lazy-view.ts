import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useState,
} from 'react';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../core/shared/index.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LazyView<P extends object> = ((props: P) => ReactNode) & {
  /** Starts loading the view's code now, so it is there when the view first renders. */
  readonly preload: () => void;
  /**
   * `preload` for an event handler (a pointer over a button, a focus) or a page that has just
   * painted: the chunk requests wait for the main thread's next idle moment, so the click or
   * key that follows is not kept waiting behind them. Rendering the view before then loads it
   * at once.
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
 *
 * `atOnceWhenLoaded`: once its code has arrived the view renders in the same render as
 * whatever shows it. React's own lazy() suspends on its first render even when the load has
 * finished (it learns so only from the promise's next tick), so its Suspense fallback shows
 * for a frame and the view renders in a task of its own. That task is what keeps a click that
 * opens a big view (a dialog, the map) quick, so this is for views drawn in a deferred render
 * anyway, where the fallback would only flash (the filters' choices: filters-panel.tsx).
 */
export const lazyView = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { atOnceWhenLoaded = false }: { atOnceWhenLoaded?: boolean } = {},
): LazyView<P> => {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    loading ??= retry(load, { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep }).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // A failure here is not the guest's yet: rendering the view retries and reports it.
  const preload = () => void loadOnce().catch(() => undefined);
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(loadOnce);
  const extras = { preload, preloadSoon: () => whenIdle(preload) };
  if (!atOnceWhenLoaded) return Object.assign(Lazy, extras);
  const View = (props: P): ReactNode => {
    // Chosen when the view mounts and kept: code arriving later never swaps the component
    // under a mounted view (which would remount it and lose its state).
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  };
  return Object.assign(View, extras);
};
