import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import type { Category } from './category.entity.js';
import type { Destination } from './destination.entity.js';
import type { ListingCatalog, SearchResultCount } from './listing-catalog.entity.js';
import type { SearchTermsInput } from './search-terms.model.js';

/** The home catalog and its search by the guest's search terms (SPEC 5). */
export interface ListingCatalogGateway {
  /** The home catalog: a failure shows the empty catalog (SPEC 8). */
  listingCatalog(): Promise<E.Either<AppError, ListingCatalog>>;
  /** The destinations homes are in. */
  destinations(): Promise<E.Either<AppError, readonly Destination[]>>;
  /** The stay categories. */
  categories(): Promise<E.Either<AppError, readonly Category[]>>;
  /** The homes a search finds: exactMatches, partialMatches and the count. */
  searchListings(terms: SearchTermsInput): Promise<E.Either<AppError, ListingCatalog>>;
  /** How many homes a search would find exactly, without the homes. */
  countListings(terms: SearchTermsInput): Promise<E.Either<AppError, SearchResultCount>>;
}
export const ListingCatalogGateway = Symbol.for('ListingCatalogGateway');
