import type { Container } from 'inversify';

/** What a route tells the layout about itself. */
export interface RouteHandle {
  /** Standalone screens hide the navigation bar and the footer (SPEC section 2: pages may hide them). */
  readonly hideChrome?: boolean;
  /** Starts loading the route's view before it renders (see components/lazy-view.ts). */
  readonly preload?: () => void;
  /** Starts the route's first data asks alongside its code (the container's gateways take them). */
  readonly warm?: (container: Container) => void;
}

const handlesOf = (handles: readonly unknown[]) => handles as readonly (RouteHandle | undefined)[];

export const hidesChrome = (handles: readonly unknown[]): boolean =>
  handlesOf(handles).some((handle) => Boolean(handle?.hideChrome));

export const preloadViews = (handles: readonly unknown[], container?: Container): void => {
  for (const handle of handlesOf(handles)) {
    handle?.preload?.();
    if (container) handle?.warm?.(container);
  }
};
