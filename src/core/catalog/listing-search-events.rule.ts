import { type UrlSearchTerms } from './listing-search-url.rule.js';
import { filtersOf } from './search-filters.rule.js';

/**
 * The events the home search sends instead of page views (docs/product/routes.md#page-views:
 * listings pages send their own events). Names and properties are spelled here once, so every
 * screen that searches homes reports them alike.
 */
export const LISTING_SEARCH_EVENTS = {
  searched: 'Listings Searched',
  filtered: 'Listings Filters Applied',
  opened: 'Listing Opened',
  mapMoved: 'Listings Map Moved',
} as const;

export interface TrackedEvent {
  readonly event: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** The terms as sent: only those the guest set, lists copied so a later change cannot alter a queued event. */
const termsOf = (terms: UrlSearchTerms): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(terms)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? [...value] : value]),
  );

/** A search ran: its terms, named as in docs/product/entities.md#search-terms. */
export const listingsSearched = (terms: UrlSearchTerms): TrackedEvent => ({
  event: LISTING_SEARCH_EVENTS.searched,
  properties: { terms: termsOf(terms) },
});

/** The guest applied the filters: those now on, and how many. */
export const listingFiltersApplied = (terms: UrlSearchTerms): TrackedEvent => {
  const filters = termsOf(filtersOf(terms));
  const count = Object.values(filters).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : 1),
    0,
  );
  return { event: LISTING_SEARCH_EVENTS.filtered, properties: { filters, filterCount: count } };
};

/** Where a home was opened from: the exact matches, the near ones, the map, or the content homes' shelves. */
export type OpenedFrom = 'exact' | 'partial' | 'map' | 'content-homes';

/** The guest opened a home: which, and its place in the results (1 is the first). */
export const listingOpened = (listingId: string, position: number, from: OpenedFrom): TrackedEvent => ({
  event: LISTING_SEARCH_EVENTS.opened,
  properties: { listingId, position, from },
});

/** The guest moved the map, which searches the box it shows. */
export const listingsMapMoved = (box: {
  readonly north: number;
  readonly west: number;
  readonly south: number;
  readonly east: number;
}): TrackedEvent => ({
  event: LISTING_SEARCH_EVENTS.mapMoved,
  properties: { north: box.north, west: box.west, south: box.south, east: box.east },
});
