import type { ListingCatalogGateway } from '../../core/catalog/index.js';

/** What a route tells the layout about itself. */
export interface RouteHandle {
  /**
   * Standalone screens hide the navigation bar and the footer
   * (docs/product/routes.md#navigation-bar: pages may hide them).
   */
  readonly hideChrome?: boolean;
  /** Starts loading the route's view before it renders (see components/lazy-view.ts). */
  readonly preload?: () => void;
  /** Starts the route's first data asks alongside its code. */
  readonly warm?: (ports: WarmPorts) => void;
}

/** The ports a route may ask before its page renders (its view-model takes the answers). */
export interface WarmPorts {
  readonly catalog: Pick<ListingCatalogGateway, 'listingCatalog' | 'destinations'>;
}

const handlesOf = (handles: readonly unknown[]) => handles as readonly (RouteHandle | undefined)[];

export const hidesChrome = (handles: readonly unknown[]): boolean =>
  handlesOf(handles).some((handle) => Boolean(handle?.hideChrome));

/** Starts the views' code, and, given the ports, their first asks. */
export const preloadViews = (handles: readonly unknown[], ports?: WarmPorts): void => {
  for (const handle of handlesOf(handles)) {
    handle?.preload?.();
    if (ports) handle?.warm?.(ports);
  }
};
