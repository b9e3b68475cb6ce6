import { makeAutoObservable, observableRef } from 'mobx';
import type { Destination, ListingCatalog, ListingCatalogGateway } from '../../core/catalog/index.js';
import { loadDestinations, loadListingCatalog } from '../../core/catalog/index.js';
import type { ErrorReporter } from '../../core/errors/index.js';
import type { AppError } from '../../core/shared/index.js';
import { takeCatalogAsks } from './catalog-head-start.js';

export type CatalogState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly catalog: ListingCatalog }
  | { readonly status: 'failed'; readonly error: AppError };

export interface CatalogBrowseDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'listingCatalog' | 'destinations'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** The home catalog /listings shows before a search, and the destinations the search suggests. */
export class CatalogBrowse {
  catalog: CatalogState = { status: 'loading' };
  destinations: readonly Destination[] = [];
  readonly #deps: CatalogBrowseDeps;
  #opened = false;

  constructor(deps: CatalogBrowseDeps) {
    this.#deps = deps;
    // Answers are immutable values, replaced whole: 10,000 homes need no deep observables.
    makeAutoObservable(this, { catalog: observableRef, destinations: observableRef });
  }

  /** Both, once; `phoneDisplay` is the number a failure tells the guest to call. */
  async pageOpened(phoneDisplay: string): Promise<void> {
    if (this.#opened) return;
    this.#opened = true;
    const { errors } = this.#deps;
    // The asks the route started while this page's code loaded, if it did (catalog-head-start.ts).
    const first = takeCatalogAsks(this.#deps.catalog);
    const [load, destinations] = await Promise.all([
      loadListingCatalog({ catalog: first }, phoneDisplay),
      loadDestinations({ catalog: first, errors }),
    ]);
    // The guest is told to call; whoever runs the host must hear of it too.
    if (load.error) errors.report(load.error, { during: 'loading the home catalog' });
    this.loaded(
      load.error ? { status: 'failed', error: load.error } : { status: 'ready', catalog: load.catalog },
      destinations.length > 0 ? destinations : load.catalog.destinations,
    );
  }

  private loaded(catalog: CatalogState, destinations: readonly Destination[]): void {
    this.catalog = catalog;
    this.destinations = destinations;
  }
}
