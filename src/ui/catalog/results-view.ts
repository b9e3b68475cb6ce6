import type { ListingSearchState } from '../../core/catalog/index.js';
import type { HomeCard } from './home-card.js';

/** What the results area shows: the catalog before any search, skeletons, or the matches. */
export type ResultsView =
  | { readonly kind: 'browsing' }
  | { readonly kind: 'searching' }
  | {
      readonly kind: 'results';
      readonly exact: readonly HomeCard[];
      readonly partial: readonly HomeCard[];
      /** The true count of exact matches: the lists may be capped (docs/host/decisions.md#search). */
      readonly numExactMatches: number;
      /** A new search runs while these results stay on screen. */
      readonly refreshing: boolean;
    };

/** The matches of a search that shows results (results-parts.ts). */
export type ShownResultsOf = (state: ListingSearchState) => ResultsView;

/**
 * The results area for the search's state. The matches are drawn by `shownResultsOf`, the
 * results' code, which arrives with the first answer (catalog-search.ts): without it there
 * is nothing to show yet.
 */
export const resultsViewOf = (
  state: ListingSearchState,
  shownResultsOf: ShownResultsOf | null,
): ResultsView => {
  if (!state.showResults || !shownResultsOf)
    return state.isSearching ? { kind: 'searching' } : { kind: 'browsing' };
  return shownResultsOf(state);
};
