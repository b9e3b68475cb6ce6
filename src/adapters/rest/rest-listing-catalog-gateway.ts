import type { ListingCatalogGateway, SearchTerms } from '../../core/catalog/index.js';
import { ListingCatalog, searchTermsToQuery } from '../../core/catalog/index.js';
import type { RestClient } from './rest-client.js';
import { CategoryList, DestinationList, SearchCount } from './wire/catalog-lists.wire.js';

/**
 * The home catalog and its search; terms go as query parameters
 * (docs/product/validation.md#search-and-service-queries).
 */
export class RestListingCatalogGateway implements ListingCatalogGateway {
  constructor(private readonly api: RestClient) {}

  listingCatalog() {
    return this.api.get('/api/listing/catalog', ListingCatalog, { what: 'home catalog' });
  }

  destinations() {
    return this.api.get('/api/listings/destinations', DestinationList, { what: 'destinations' });
  }

  categories() {
    return this.api.get('/api/categories', CategoryList, { what: 'categories' });
  }

  searchListings(terms: SearchTerms, ids?: readonly string[]) {
    const query = searchTermsToQuery(terms);
    return this.api.get('/api/listings/search', ListingCatalog, {
      // One comma-joined list: a hundred ids stay one short parameter.
      query: ids ? { ...query, ids: ids.join(',') } : query,
      what: ids ? 'search result cards' : 'search results',
    });
  }

  countListings(terms: SearchTerms) {
    return this.api.get('/api/listings/search-count', SearchCount, {
      query: searchTermsToQuery(terms),
      what: 'search count',
    });
  }
}
