import * as t from 'io-ts';
import { Category, Destination, SearchResultCount } from '../../../core/catalog/index.js';

/** GET /api/listings/destinations. */
export const DestinationList = t.array(Destination, 'DestinationList');
export type DestinationList = t.TypeOf<typeof DestinationList>;

/** GET /api/categories. */
export const CategoryList = t.array(Category, 'CategoryList');
export type CategoryList = t.TypeOf<typeof CategoryList>;

/**
 * GET /api/listings/search-count: the count alone, in the shape the catalog carries it as
 * searchResultCount (docs/product/entities.md#listing-catalog).
 */
export const SearchCount = SearchResultCount;
