import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { PreparedAnswer, sendPrepared } from '../http/prepared-answer.js';
import { CatalogVersionReader } from './catalog-version.js';
import { readCatalogVersion } from './catalog-version.store.js';
import { toDestination } from './destination.store.js';
import { countExactMatches, searchListings } from './listing-search.js';
import { SearchAnswerCache } from './search-answer-cache.js';
import {
  type HomeSearch,
  readCardIds,
  readHomeSearch,
  type SearchQuerystring,
  searchAnswerQuerySchema,
  searchQuerySchema,
  toSearchTerms,
} from './search-query.js';

/** Aborts when the client goes away before its answer is sent (a closed tab, a newer search). */
const clientGone = (reply: FastifyReply): AbortSignal => {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
};

/**
 * The home search (docs/product/entities.md#search-terms, docs/host/decisions.md#search), its
 * answers cached by catalog version (docs/host/decisions.md#search-answers-are-cached).
 */
export const registerSearchRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const versions = new CatalogVersionReader(() => readCatalogVersion(db));
  const cache = new SearchAnswerCache();

  /**
   * The answer as JSON text: the lists come written by the database (search-result-json.ts),
   * the rest as before, in the same order. The first answer carries the first screen's cards
   * and every match as a map point (search-map-points.ts); asked for `ids`, the cards of
   * those homes alone (docs/host/performance.md#the-first-screen-answer).
   */
  const searchAnswer = async (search: HomeSearch, ids: string[] | undefined, signal: AbortSignal) => {
    const outcome = await searchListings(db, search, config.mediaBaseUrl, { ids, signal });
    const cards =
      `"exactMatches":${outcome.exactJson}` +
      // Each partial match says which terms it misses, so a card can tell the guest why.
      `,"partialMatches":${outcome.partialJson}`;
    if (outcome.pointsJson === null) return PreparedAnswer.fromJson(`{${cards}}`);
    return PreparedAnswer.fromJson(
      `{"activeDestinations":${JSON.stringify((outcome.destinations ?? []).map(toDestination))}` +
        `,${cards},"mapPoints":${outcome.pointsJson}` +
        `,"searchResultCount":${JSON.stringify({ numExactMatches: outcome.numExactMatches })}` +
        `,"searchTerms":${JSON.stringify(toSearchTerms(search))}}`,
    );
  };

  /** The answer from the cache, or made afresh when the version cannot be read. */
  const cached = async (
    key: string,
    make: (signal: AbortSignal) => Promise<PreparedAnswer>,
    signal?: AbortSignal,
  ): Promise<PreparedAnswer> => {
    const version = await versions.current().catch(() => null);
    if (version === null) return make(signal ?? new AbortController().signal);
    return cache.answer(key, version, make, signal);
  };

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/listings/search',
    { schema: { querystring: searchAnswerQuerySchema } },
    async (request, reply) => {
      const search = readHomeSearch(request.query);
      const ids = readCardIds(request.query);
      const key = `search ${JSON.stringify(toSearchTerms(search))}${ids ? ` ids ${ids.join(',')}` : ''}`;
      const gone = clientGone(reply);
      try {
        const answer = await cached(key, (signal) => searchAnswer(search, ids, signal), gone);
        return sendPrepared(reply, answer);
      } catch (error) {
        // Nobody is left to answer: the search was dropped before it ran.
        if (gone.aborted) return reply.hijack();
        throw error;
      }
    },
  );

  app.get<{ Querystring: SearchQuerystring }>(
    '/api/listings/search-count',
    { schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const search = readHomeSearch(request.query);
      const answer = await cached(
        `count ${JSON.stringify(toSearchTerms(search))}`,
        async () => new PreparedAnswer({ numExactMatches: await countExactMatches(db, search) }),
      );
      return sendPrepared(reply, answer);
    },
  );
};
