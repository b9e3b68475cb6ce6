import type { ListingSearchState } from '../../core/catalog/index.js';
import { resultHomesOf } from '../../core/catalog/index.js';
import { type HomeCard, resultCardOf } from './home-card.js';

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

/**
 * Every home found, as a card or, until its card arrives, a placeholder from its map point
 * (the first answer carries the first screen's cards only).
 */
export const resultsViewOf = ({
  isSearching,
  showResults,
  results,
  moreCards,
}: ListingSearchState): ResultsView => {
  if (!showResults) return isSearching ? { kind: 'searching' } : { kind: 'browsing' };
  const homes = resultHomesOf(results, moreCards);
  return {
    kind: 'results',
    exact: homes.exact.map(resultCardOf),
    partial: homes.partial.map(resultCardOf),
    numExactMatches: results.searchResultCount?.numExactMatches ?? homes.exact.length,
    refreshing: isSearching,
  };
};
