import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { Category } from './category.entity.js';
import type { Destination } from './destination.entity.js';
import type { ListingCatalog, SearchResultCount } from './listing-catalog.entity.js';
import type { SearchTerms } from './search-terms.entity.js';

/**
 * The home catalog and its search by the guest's search terms
 * (docs/product/validation.md#search-and-service-queries).
 */
export interface ListingCatalogGateway {
  /** The home catalog: a failure shows the empty catalog (docs/product/errors.md#catalog-failure). */
  listingCatalog(): Promise<E.Either<AppError, ListingCatalog>>;
  /** The destinations homes are in. */
  destinations(): Promise<E.Either<AppError, readonly Destination[]>>;
  /** The stay categories. */
  categories(): Promise<E.Either<AppError, readonly Category[]>>;
  /**
   * The homes a search finds: the first screen's exactMatches and partialMatches, every home as
   * mapPoints, and the count. Given `ids`, the cards of those homes alone (the rest of the
   * results, as the guest reaches them), as exact or partial matches of the same terms.
   */
  searchListings(terms: SearchTerms, ids?: readonly string[]): Promise<E.Either<AppError, ListingCatalog>>;
  /** How many homes a search would find exactly, without the homes. */
  countListings(terms: SearchTerms): Promise<E.Either<AppError, SearchResultCount>>;
}
export const ListingCatalogGateway = token<ListingCatalogGateway>('ListingCatalogGateway');
