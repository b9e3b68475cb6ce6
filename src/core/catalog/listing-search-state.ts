import type { Listing } from '../listing/index.js';
import { emptyListingCatalog, type ListingCatalog } from './listing-catalog.entity.js';
import type { SearchTerms } from './search-terms.entity.js';

/**
 * The listing search on screen (docs/product/flows.md#catalog-search: searching while it
 * runs, results shown once set, clearing the terms empties and hides). Results stay visible
 * while a new search runs, so the list does not flash empty between searches.
 */
export interface ListingSearchState {
  readonly terms: SearchTerms;
  readonly isSearching: boolean;
  readonly showResults: boolean;
  readonly results: ListingCatalog;
  /** Cards asked for after the first answer, by home id (search-result-homes.rule.ts). */
  readonly moreCards: ReadonlyMap<string, Listing>;
  /**
   * How many searches were started (or cleared): an answer names the search it belongs to,
   * and only the latest search's answer is taken; an older one arriving late is dropped.
   */
  readonly searchNumber: number;
}

export const initialListingSearchState: ListingSearchState = {
  terms: {},
  isSearching: false,
  showResults: false,
  results: emptyListingCatalog(),
  moreCards: new Map(),
  searchNumber: 0,
};

export type ListingSearchEvent =
  | { readonly type: 'search-started'; readonly terms: SearchTerms }
  | { readonly type: 'results-set'; readonly searchNumber: number; readonly results: ListingCatalog }
  /** More of the results' cards arrived, as the guest reached them. */
  | { readonly type: 'cards-added'; readonly searchNumber: number; readonly cards: readonly Listing[] }
  /** A failed search is ignored (docs/product/errors.md#load-failures): what was shown stays. */
  | { readonly type: 'search-failed'; readonly searchNumber: number }
  | { readonly type: 'terms-cleared' };

export const listingSearchTransition = (
  state: ListingSearchState,
  event: ListingSearchEvent,
): ListingSearchState => {
  switch (event.type) {
    case 'search-started':
      return { ...state, terms: event.terms, isSearching: true, searchNumber: state.searchNumber + 1 };
    case 'results-set':
      if (event.searchNumber !== state.searchNumber) return state;
      return {
        ...state,
        isSearching: false,
        showResults: true,
        results: event.results,
        moreCards: new Map(),
      };
    case 'cards-added': {
      if (event.searchNumber !== state.searchNumber || event.cards.length === 0) return state;
      const moreCards = new Map(state.moreCards);
      for (const card of event.cards) moreCards.set(card.objectId, card);
      return { ...state, moreCards };
    }
    case 'search-failed':
      if (event.searchNumber !== state.searchNumber) return state;
      return { ...state, isSearching: false };
    case 'terms-cleared':
      // A search still running is forgotten: its answer names an earlier number.
      return { ...initialListingSearchState, searchNumber: state.searchNumber + 1 };
  }
};
