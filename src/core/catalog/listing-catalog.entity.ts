import * as t from 'io-ts';
import { Listing } from '../listing/index.js';
import { Count, nullable, struct, withDefault } from '../shared/index.js';
import { Category } from './category.entity.js';
import { Destination } from './destination.entity.js';
import { SearchPoints } from './search-points.entity.js';
import { SearchTerms } from './search-terms.entity.js';

const list = <C extends t.Mixed>(codec: C) => withDefault(t.array(codec), (): t.TypeOf<C>[] => []);

/** Homes grouped under one category or destination; _id is that category's or destination's id. */
export const ListingGroup = struct('ListingGroup', { _id: t.string, listings: list(Listing) });
export type ListingGroup = t.TypeOf<typeof ListingGroup>;

/** How many homes match a search exactly (docs/product/entities.md#listing-catalog). */
export const SearchResultCount = t.type({ numExactMatches: Count }, 'SearchResultCount');
export type SearchResultCount = t.TypeOf<typeof SearchResultCount>;

/**
 * The home catalog and search results (docs/product/entities.md#listing-catalog). Lists are
 * always lists inside; numExactMatches is the true count even when the lists are capped
 * (docs/host/decisions.md#search). A search's first answer carries the first screen's cards
 * and `mapPoints`, every home it found; an answer without points holds every result as a card.
 */
export const ListingCatalog = struct(
  'ListingCatalog',
  {
    listingsInCategories: list(ListingGroup),
    listingsInDestinations: list(ListingGroup),
    categories: list(Category),
    destinations: list(Destination),
    activeDestinations: list(Destination),
    exactMatches: list(Listing),
    partialMatches: list(Listing),
  },
  {
    searchResultCount: nullable(SearchResultCount),
    searchTerms: nullable(SearchTerms),
    mapPoints: nullable(SearchPoints),
  },
);
export type ListingCatalog = t.TypeOf<typeof ListingCatalog>;

/** A catalog that failed to load shows as empty (docs/product/errors.md#catalog-failure). */
export const emptyListingCatalog = (): ListingCatalog => ({
  listingsInCategories: [],
  listingsInDestinations: [],
  categories: [],
  destinations: [],
  activeDestinations: [],
  exactMatches: [],
  partialMatches: [],
});
