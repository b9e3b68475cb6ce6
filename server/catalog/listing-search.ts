import type { Queryable } from '../db/database.js';
import type { DestinationRecord } from './destination.store.js';
import { countExactMatchRows, rankMatches } from './listing-search.store.js';
import { FIRST_SCREEN_CARDS, NO_MAP_POINTS } from './search-map-points.js';
import type { HomeSearch } from './search-query.js';
import { resolveTerms } from './search-terms.store.js';

/**
 * At most this many homes in one answer (docs/host/decisions.md#search); numExactMatches
 * still counts them all.
 */
export const SEARCH_RESULT_CAP = 1000;

export interface SearchOutcome {
  /** The exact matches as a JSON array of results (search-result-json.ts), best first. */
  exactJson: string;
  /** The partial matches as a JSON array, each result with its unmetTerms. */
  partialJson: string;
  /** Every ranked match as map points (search-map-points.ts); null when asked for cards by id. */
  pointsJson: string | null;
  numExactMatches: number;
  /** The destinations the destination term matched (null without one). */
  destinations: DestinationRecord[] | null;
}

export interface SearchShape {
  /** At most this many homes ranked (map points). */
  cap?: number;
  /** Cards for the first this many of them (the first screen). */
  cards?: number;
  /** Only these homes, as cards (the rest of the results, asked for as the guest scrolls). */
  ids?: readonly string[];
  /** The asker went away: the query is dropped if it has not begun (PGlite). */
  signal?: AbortSignal;
}

/**
 * The search: the terms looked up once, then one query ranks every home in the area that is
 * free on the dates (listing-search.store.ts). A destination nobody knows has nothing in its
 * area, so no ranking runs. The answer carries cards for the first screen and a map point for
 * every ranked home; asked for `ids`, cards for those homes alone.
 */
export const searchListings = async (
  db: Queryable,
  search: HomeSearch,
  mediaBaseUrl: string,
  { cap = SEARCH_RESULT_CAP, cards = FIRST_SCREEN_CARDS, ids, signal }: SearchShape = {},
): Promise<SearchOutcome> => {
  const resolved = await resolveTerms(db, search);
  if (resolved.destinations?.length === 0) {
    return {
      exactJson: '[]',
      partialJson: '[]',
      pointsJson: ids ? null : NO_MAP_POINTS,
      numExactMatches: 0,
      destinations: resolved.destinations,
    };
  }
  const row = await rankMatches(db, search, resolved, mediaBaseUrl, { cap, cards, ids, signal });
  return {
    exactJson: row?.exact ?? '[]',
    partialJson: row?.partial ?? '[]',
    pointsJson: ids ? null : (row?.points ?? NO_MAP_POINTS),
    numExactMatches: row?.num_exact ?? 0,
    destinations: resolved.destinations,
  };
};

/** numExactMatches alone (GET /api/listings/search-count): the same terms, no ranking. */
export const countExactMatches = async (db: Queryable, search: HomeSearch): Promise<number> => {
  const resolved = await resolveTerms(db, search);
  if (resolved.destinations?.length === 0) return 0;
  return countExactMatchRows(db, search, resolved);
};
