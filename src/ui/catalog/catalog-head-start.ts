import type { ListingCatalogGateway } from '../../core/catalog/index.js';

type FirstAsks = Pick<ListingCatalogGateway, 'listingCatalog' | 'destinations'>;

interface StartedAsks {
  readonly catalog: ReturnType<FirstAsks['listingCatalog']>;
  readonly destinations: ReturnType<FirstAsks['destinations']>;
}

// Per gateway (one per container, so per app and per test), not one for the whole module.
const started = new WeakMap<object, StartedAsks>();

/**
 * Starts /listings' first two asks (the catalog, the destinations) while the page's code
 * is still loading: the catalog names the photos of the first screen, whose largest is its
 * LCP, so asking only once the page has rendered puts a whole round trip in front of it.
 * A later start replaces an earlier one nobody took, so an answer is never kept for long.
 */
export const startCatalogAsks = (gateway: FirstAsks): void => {
  const asks: StartedAsks = { catalog: gateway.listingCatalog(), destinations: gateway.destinations() };
  // Taken or not, a failed ask must not surface as an unhandled rejection; who takes it sees it.
  asks.catalog.catch(() => undefined);
  asks.destinations.catch(() => undefined);
  started.set(gateway, asks);
};

/**
 * The gateway for the page's first asks: the answers started early if there are any (each
 * used once), else the gateway itself.
 */
export const takeCatalogAsks = (gateway: FirstAsks): FirstAsks => {
  const asks = started.get(gateway);
  if (!asks) return gateway;
  started.delete(gateway);
  return { listingCatalog: () => asks.catalog, destinations: () => asks.destinations };
};
