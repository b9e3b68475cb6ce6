import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import type { Category } from './category.entity.js';
import type { Destination } from './destination.entity.js';
import type { ListingCatalog, SearchResultCount } from './listing-catalog.entity.js';
import type { SearchTermsInput } from './search-terms.model.js';

/**
 * The home catalog and its search. Search terms go as query parameters built by
 * searchTermsToQuery (SPEC 5: empty values left out, category ids comma-joined).
 */
export interface ListingCatalogGateway {
  /** GET /api/listing/catalog: a failure shows the empty catalog (SPEC 8). */
  listingCatalog(): Promise<E.Either<AppError, ListingCatalog>>;
  /** GET /api/listings/destinations */
  destinations(): Promise<E.Either<AppError, readonly Destination[]>>;
  /** GET /api/categories */
  categories(): Promise<E.Either<AppError, readonly Category[]>>;
  /** GET /api/listings/search: exactMatches, partialMatches and the count. */
  searchListings(terms: SearchTermsInput): Promise<E.Either<AppError, ListingCatalog>>;
  /** GET /api/listings/search-count */
  countListings(terms: SearchTermsInput): Promise<E.Either<AppError, SearchResultCount>>;
}
export const ListingCatalogGateway = Symbol.for('ListingCatalogGateway');
