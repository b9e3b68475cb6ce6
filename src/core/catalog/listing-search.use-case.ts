import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import { StateCell } from '../shared/state-cell.js';
import type { ListingCatalogGateway } from './listing-catalog-gateway.port.js';
import {
  initialListingSearchState,
  type ListingSearchEvent,
  type ListingSearchState,
  listingSearchTransition,
} from './listing-search-state.js';
import type { SearchTermsInput } from './search-terms.model.js';
import { searchTermsToQuery } from './search-terms-query.rule.js';

export interface ListingSearchDeps {
  readonly catalog: Pick<ListingCatalogGateway, 'searchListings'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * The home search as a view-model mirrors it (getState / subscribe). Terms count as the
 * query searchTermsToQuery makes of them (SPEC 5): terms that serialise to nothing are a
 * cleared search, which empties and hides the results without asking the host. Only the
 * latest search may set results: an older answer arriving late is dropped.
 */
export class ListingSearch {
  private readonly cell = new StateCell<ListingSearchState>(initialListingSearchState);
  /** The search allowed to set results; a new search or a clear replaces it. */
  private current: object | null = null;

  constructor(private readonly deps: ListingSearchDeps) {}

  getState(): ListingSearchState {
    return this.cell.get();
  }

  subscribe(listener: (state: ListingSearchState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  async search(terms: SearchTermsInput): Promise<void> {
    if (Object.keys(searchTermsToQuery(terms)).length === 0) return this.clear();
    const run = {};
    this.current = run;
    this.dispatch({ type: 'search-started', terms });
    const answer = await this.deps.catalog.searchListings(terms);
    if (run !== this.current) return;
    if (E.isRight(answer)) return this.dispatch({ type: 'results-set', results: answer.right });
    this.deps.errors.report(answer.left, { during: 'searching listings' });
    this.dispatch({ type: 'search-failed' });
  }

  /** SPEC 4: clearing terms empties and hides; a search still running is forgotten. */
  clear(): void {
    this.current = null;
    this.dispatch({ type: 'terms-cleared' });
  }

  private dispatch(event: ListingSearchEvent): void {
    this.cell.update((state) => listingSearchTransition(state, event));
  }
}
