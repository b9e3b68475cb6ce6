import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { PreparedAnswer, sendPrepared } from '../http/prepared-answer.js';
import { mediaUrlFor } from '../media/media-url.js';
import { CatalogVersionReader, readCatalogVersion } from './catalog-version.js';
import { toDestination } from './destination-lookup.js';
import { countExactMatches, searchListings } from './listing-search.js';
import { toSearchResult } from './listing-summary.js';
import { SearchAnswerCache } from './search-answer-cache.js';
import {
  type HomeSearch,
  readHomeSearch,
  type SearchQuerystring,
  searchQuerySchema,
  toSearchTerms,
} from './search-query.js';

/**
 * The home search (docs/product/entities.md#search-terms, docs/host/decisions.md#search), its
 * answers cached by catalog version (docs/host/decisions.md#search-answers-are-cached).
 */
export const registerSearchRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);
  const versions = new CatalogVersionReader(() => readCatalogVersion(db));
  const cache = new SearchAnswerCache();

  const searchAnswer = async (search: HomeSearch) => {
    const outcome = await searchListings(db, search);
    return {
      activeDestinations: (outcome.destinations ?? []).map(toDestination),
      exactMatches: outcome.exact.map((row) => toSearchResult(row, media)),
      // Each partial match says which terms it misses, so a card can tell the guest why.
      partialMatches: outcome.partial.map((row) => ({
        ...toSearchResult(row, media),
        unmetTerms: row.unmet,
      })),
      searchResultCount: { numExactMatches: outcome.numExactMatches },
      searchTerms: toSearchTerms(search),
    };
  };

  /** The answer from the cache, or made afresh when the version cannot be read. */
  const cached = async (key: string, make: () => Promise<unknown>): Promise<PreparedAnswer> => {
    const version = await versions.current().catch(() => null);
    if (version === null) return new PreparedAnswer(await make());
    return cache.answer(key, version, make);
  };

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/listings/search',
    { schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const search = readHomeSearch(request.query);
      const answer = await cached(`search ${JSON.stringify(toSearchTerms(search))}`, () =>
        searchAnswer(search),
      );
      return sendPrepared(reply, answer);
    },
  );

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/listings/search-count',
    { schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const search = readHomeSearch(request.query);
      const answer = await cached(`count ${JSON.stringify(toSearchTerms(search))}`, async () => ({
        numExactMatches: await countExactMatches(db, search),
      }));
      return sendPrepared(reply, answer);
    },
  );
};
