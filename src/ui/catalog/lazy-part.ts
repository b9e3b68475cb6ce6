import type { ComponentType } from 'react';
import { type LazyView, lazyView } from '../components/lazy-view.js';

export type LazyPart<P extends object> = LazyView<P>;

/**
 * A part of the catalog page that only some visits draw (the results list, the map, the
 * filters' choices): its code loads when it first renders, or earlier on `preload` (the guest
 * is heading for it), with a route view's retries
 * (docs/product/routes.md#scroll-and-lazy-views). `load` names the part's component in its
 * module.
 */
export const lazyPart = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: Parameters<typeof lazyView>[1],
): LazyPart<P> => lazyView(() => load().then((component) => ({ default: component })), options);
