import { emptyListingCatalog, type ListingCatalog } from './listing-catalog.entity.js';
import type { SearchTermsInput } from './search-terms.model.js';

/**
 * The home search on screen (SPEC 4 "Catalog search: isSearching; results set shows
 * results; clearing terms empties and hides"). Results stay visible while a new search
 * runs, so the list does not flash empty between searches.
 */
export interface ListingSearchState {
  readonly terms: SearchTermsInput;
  readonly isSearching: boolean;
  readonly showResults: boolean;
  readonly results: ListingCatalog;
}

export const initialListingSearchState: ListingSearchState = {
  terms: {},
  isSearching: false,
  showResults: false,
  results: emptyListingCatalog(),
};

export type ListingSearchEvent =
  | { readonly type: 'search-started'; readonly terms: SearchTermsInput }
  | { readonly type: 'results-set'; readonly results: ListingCatalog }
  /** SPEC 8: a failed search is ignored: what was shown stays. */
  | { readonly type: 'search-failed' }
  | { readonly type: 'terms-cleared' };

export const listingSearchTransition = (
  state: ListingSearchState,
  event: ListingSearchEvent,
): ListingSearchState => {
  switch (event.type) {
    case 'search-started':
      return { ...state, terms: event.terms, isSearching: true };
    case 'results-set':
      return { ...state, isSearching: false, showResults: true, results: event.results };
    case 'search-failed':
      return { ...state, isSearching: false };
    case 'terms-cleared':
      return initialListingSearchState;
  }
};
