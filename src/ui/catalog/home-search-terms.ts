import type { SearchFilters, SearchTerms } from '../../core/catalog/index.js';
import { serialiseListingSearch, stayDatesOf, type UrlSearchTerms } from '../../core/catalog/index.js';

/**
 * The terms the host is asked with. The address bar may hold a check-in without a
 * check-out while the guest is choosing; the host takes both dates or neither, so a half
 * range searches without dates.
 */
export const searchTermsOf = (terms: UrlSearchTerms): SearchTerms => {
  const { startDate: _start, endDate: _end, ...rest } = terms;
  const stay = stayDatesOf(terms);
  return stay ? { ...rest, ...stay } : rest;
};

/**
 * Filters as terms: "any" (0 rooms, no amenity, an unticked box) is no term at all, so
 * an untouched panel adds nothing to the address bar or the search.
 */
export const filterTerms = (filters: SearchFilters): UrlSearchTerms => ({
  keywords: filters.keywords?.trim() || undefined,
  categoryIds: filters.categoryIds && filters.categoryIds.length > 0 ? filters.categoryIds : undefined,
  minRooms: filters.minRooms || undefined,
  minBathrooms: filters.minBathrooms || undefined,
  amenities: filters.amenities && filters.amenities.length > 0 ? filters.amenities : undefined,
  petsAllowed: filters.petsAllowed || undefined,
  eventsAllowed: filters.eventsAllowed || undefined,
  isInstantBooking: filters.isInstantBooking || undefined,
});

/** How many filters are on, for the panel's button ("Filters (2)"). */
export const activeFilterCount = (filters: SearchFilters): number =>
  [
    filters.minRooms,
    filters.minBathrooms,
    filters.petsAllowed,
    filters.eventsAllowed,
    filters.isInstantBooking,
    filters.keywords?.trim(),
  ].filter(Boolean).length +
  (filters.amenities?.length ?? 0) +
  (filters.categoryIds?.length ?? 0);

/** Drops undefined values, so two searches compare by what they ask. */
export const withoutGaps = (terms: UrlSearchTerms): UrlSearchTerms =>
  Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== undefined)) as UrlSearchTerms;

/** The same search: both write the same address parameters (listing-search-url.rule.ts). */
export const sameSearch = (a: UrlSearchTerms, b: UrlSearchTerms): boolean =>
  JSON.stringify(serialiseListingSearch(a)) === JSON.stringify(serialiseListingSearch(b));
