import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import { PARTY_COUNT_SCHEMAS } from '../catalog/party-limits.js';
import type { Database } from '../db/database.js';
import type { GuestWrites } from '../http/guest-writes.js';
import { updateSearchTerms } from './itinerary.store.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { addCaseFeedEntry } from './trip-history.store.js';
import {
  type ItineraryParams,
  itineraryParams,
  MESSAGE_SCHEMA,
  NULLABLE_DATE_SCHEMA,
  requireIsoDate,
  requireText,
} from './trip-schemas.js';

const nullable = <S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] });
const rooms = nullable({ type: 'integer', minimum: 0, maximum: 100 } as const);
// A remembered search's party is bounded as every party is (party-limits.ts).
const party = (kind: keyof typeof PARTY_COUNT_SCHEMAS) => nullable(PARTY_COUNT_SCHEMAS[kind]);
const coordinate = nullable({ type: 'number', minimum: -180, maximum: 180 } as const);
const idList = nullable({
  type: 'array',
  maxItems: 100,
  items: { type: 'string', minLength: 1, maxLength: 64 },
} as const);

/** The catalog search a trip remembers (the core's SearchTerms); unknown keys are dropped. */
const searchTermsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    destination: nullable({ type: 'string', maxLength: 200 } as const),
    categoryIds: idList,
    startDate: NULLABLE_DATE_SCHEMA,
    endDate: NULLABLE_DATE_SCHEMA,
    keywords: nullable({ type: 'string', maxLength: 200 } as const),
    adultCount: party('adultCount'),
    childCount: party('childCount'),
    infantCount: party('infantCount'),
    petCount: party('petCount'),
    isInstantBooking: nullable({ type: 'boolean' } as const),
    north: coordinate,
    west: coordinate,
    south: coordinate,
    east: coordinate,
    minRooms: rooms,
    minBathrooms: nullable({ type: 'number', minimum: 0, maximum: 100 } as const),
    amenities: idList,
    petsAllowed: nullable({ type: 'boolean' } as const),
    eventsAllowed: nullable({ type: 'boolean' } as const),
  },
} as const;

interface SearchTermsBody {
  terms: Record<string, unknown> & { startDate?: string | null; endDate?: string | null };
}

/** Notes a guest leaves on a trip: a case-feed note for the concierge, the last home search. */
export const registerTripNoteRoutes = (app: FastifyInstance, db: Database, writes: GuestWrites) => {
  app.post<{ Params: ItineraryParams; Body: { message: string } }>(
    '/api/itinerary/:itineraryId/caseFeed',
    {
      schema: {
        params: itineraryParams,
        body: { type: 'object', required: ['message'], properties: { message: MESSAGE_SCHEMA } },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const message = requireText('message', request.body.message);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      await writes.take('note', user.id);
      await addCaseFeedEntry(db, request.params.itineraryId, user.id, message);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: ItineraryParams; Body: SearchTermsBody }>(
    '/api/itinerary/:itineraryId/search-terms',
    {
      schema: {
        params: itineraryParams,
        body: { type: 'object', required: ['terms'], properties: { terms: searchTermsSchema } },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { terms } = request.body;
      if (terms.startDate) requireIsoDate('terms.startDate', terms.startDate);
      if (terms.endDate) requireIsoDate('terms.endDate', terms.endDate);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      await updateSearchTerms(db, request.params.itineraryId, terms);
      return reply.code(204).send();
    },
  );
};
