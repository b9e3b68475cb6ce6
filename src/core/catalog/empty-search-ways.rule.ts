import { parseListingSearch, type UrlSearchTerms, withListingSearch } from './listing-search-url.rule.js';
import { SEARCH_FILTER_KEYS } from './search-filters.rule.js';

/** One way out of a search that found nothing: what it says, and the search it leads to. */
export interface WayForward {
  readonly label: string;
  /** The query string of the wider search (every other parameter kept). */
  readonly search: string;
}

type Key = keyof UrlSearchTerms;
const MAP_AREA: readonly Key[] = ['north', 'west', 'south', 'east'];

const without = (terms: UrlSearchTerms, keys: readonly Key[]): UrlSearchTerms =>
  Object.fromEntries(Object.entries(terms).filter(([key]) => !keys.includes(key as Key)));

const isSet = (value: unknown): boolean =>
  value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/**
 * A search that neither matches nor almost matches a home leaves the guest a way forward
 * (docs/product/routes.md#home-search), one per term that narrowed it, most specific
 * first: the filters, then the map's area (or else the destination), then the dates. Each
 * keeps the rest of the search, so the guest loses only what they chose to drop.
 */
export const waysForward = (search: string): readonly WayForward[] => {
  const terms = parseListingSearch(search);
  const ways: WayForward[] = [];
  const wider = (label: string, keys: readonly Key[]) =>
    ways.push({ label, search: withListingSearch(search, without(terms, keys)) });
  if (SEARCH_FILTER_KEYS.some((key) => isSet(terms[key]))) wider('Clear filters', SEARCH_FILTER_KEYS);
  if (MAP_AREA.some((key) => isSet(terms[key]))) wider('Search beyond this map area', MAP_AREA);
  else if (isSet(terms.destination)) wider('Search every destination', ['destination']);
  if (isSet(terms.startDate)) wider('Search without dates', ['startDate', 'endDate']);
  return ways;
};
