import type { UrlSearchTerms } from './listing-search-url.rule.js';

/**
 * The terms the filters panel edits (docs/product/routes.md#home-search): keywords, stay
 * categories, rooms, amenities, property rules and instant booking. A module of its own, so what only needs the filters (the
 * search events, which the content homes send too) does not pull in the address-bar rules.
 */
export const SEARCH_FILTER_KEYS = [
  'keywords',
  'categoryIds',
  'minRooms',
  'minBathrooms',
  'amenities',
  'petsAllowed',
  'eventsAllowed',
  'isInstantBooking',
] as const satisfies readonly (keyof UrlSearchTerms)[];

export type SearchFilters = Pick<UrlSearchTerms, (typeof SEARCH_FILTER_KEYS)[number]>;

/** The filters among a search's terms. */
export const filtersOf = (terms: UrlSearchTerms): SearchFilters =>
  Object.fromEntries(SEARCH_FILTER_KEYS.map((key) => [key, terms[key]]));
