// What only a search's results use: their cards (home-card and its rules), the homes found in
// order, and what the guest sees of them (prices, the marker ↔ card highlight, the map's
// homes). CatalogSearch loads it beside the first search's answer, so /listings without a
// search (the destination tiles) never downloads it (docs/architecture/web-performance.md).
import type { ListingSearchState } from '../../core/catalog/index.js';
import { resultHomesOf } from '../../core/catalog/index.js';
import { resultCardOf } from './home-card.js';
import type { ResultsView } from './results-view.js';

export { cardsToAsk, resultHomesOf, resultPositionOf } from '../../core/catalog/index.js';
export { ResultsShown } from './results-shown.js';

/**
 * Every home found, as a card or, until its card arrives, a placeholder from its map point
 * (the first answer carries the first screen's cards only).
 */
export const shownResultsOf = ({ isSearching, results, moreCards }: ListingSearchState): ResultsView => {
  const homes = resultHomesOf(results, moreCards);
  return {
    kind: 'results',
    exact: homes.exact.map(resultCardOf),
    partial: homes.partial.map(resultCardOf),
    numExactMatches: results.searchResultCount?.numExactMatches ?? homes.exact.length,
    refreshing: isSearching,
  };
};
