import type { ListingSearchState } from '../../core/catalog/listing-search-state.js';
import { type HomeCard, toHomeCard } from './home-card.js';

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

export const resultsViewOf = ({ isSearching, showResults, results }: ListingSearchState): ResultsView => {
  if (!showResults) return isSearching ? { kind: 'searching' } : { kind: 'browsing' };
  return {
    kind: 'results',
    exact: results.exactMatches.map(toHomeCard),
    partial: results.partialMatches.map(toHomeCard),
    numExactMatches: results.searchResultCount?.numExactMatches ?? results.exactMatches.length,
    refreshing: isSearching,
  };
};
