import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { toDestination } from './destination-lookup.js';
import { countExactMatches, searchListings } from './listing-search.js';
import { toListingSummary } from './listing-summary.js';
import { readHomeSearch, type SearchQuerystring, searchQuerySchema, toSearchTerms } from './search-query.js';

/** The home search (docs/product/entities.md#search-terms, docs/host/decisions.md#search). */
export const registerSearchRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/listings/search',
    { schema: { querystring: searchQuerySchema } },
    async (request) => {
      const search = readHomeSearch(request.query);
      const outcome = await searchListings(db, search);
      return {
        listingsInCategories: [],
        listingsInDestinations: [],
        categories: [],
        destinations: [],
        activeDestinations: (outcome.destinations ?? []).map(toDestination),
        exactMatches: outcome.exact.map((row) => toListingSummary(row, media)),
        // Each partial match says which terms it misses, so a card can tell the guest why.
        partialMatches: outcome.partial.map((row) => ({
          ...toListingSummary(row, media),
          unmetTerms: row.unmet,
        })),
        searchResultCount: { numExactMatches: outcome.numExactMatches },
        searchTerms: toSearchTerms(search),
      };
    },
  );

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/listings/search-count',
    { schema: { querystring: searchQuerySchema } },
    async (request) => ({ numExactMatches: await countExactMatches(db, readHomeSearch(request.query)) }),
  );
};
