import type { FastifyInstance } from 'fastify';
import { parseProductLine } from '../../src/core/market/index.js';
import { utcDay } from '../../src/core/shared/index.js';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { GuestWrites } from '../http/guest-writes.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';
import { type CreateItineraryBody, createItinerary } from './create-itinerary.js';
import { itinerariesJson, itineraryJson, type TripItemsReader } from './itinerary-json.js';
import { findMatchingItineraryIds, type ItineraryFilter } from './itinerary-list.store.js';
import {
  DATE_SCHEMA,
  ID_SCHEMA,
  NULLABLE_DATE_SCHEMA,
  NULLABLE_ID_SCHEMA,
  requireIsoDate,
} from './trip-schemas.js';

interface ItineraryQuery {
  isActive?: boolean;
  marketId?: string;
  nearDate?: string;
  productLine?: string;
  pmId?: string;
}

const productLineOf = (value: string | null | undefined): string | undefined => {
  if (value == null || value === '') return undefined;
  const line = parseProductLine(value);
  if (!line) throw new HttpError(400, `productLine must be one of the product lines, got "${value}"`);
  return line;
};

/** The list's filter from the query: 400 for a product line or nearDate that is not one. */
const filterOf = (query: ItineraryQuery): ItineraryFilter => {
  const productLine = productLineOf(query.productLine);
  return {
    ...(query.isActive === undefined ? {} : { isActive: query.isActive }),
    ...(query.marketId ? { marketId: query.marketId } : {}),
    ...(productLine ? { productLine } : {}),
    ...(query.pmId ? { pmId: query.pmId } : {}),
    ...(query.nearDate ? { nearDay: utcDay(requireIsoDate('nearDate', query.nearDate)) } : {}),
  };
};

/** GET /api/itinerary (the signed-in guest's trips) and POST /api/itinerary (a new trip). */
export const registerItineraryListRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  writes: GuestWrites,
  items: TripItemsReader,
) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Querystring: ItineraryQuery }>(
    '/api/itinerary',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            isActive: { type: 'boolean' },
            marketId: ID_SCHEMA,
            nearDate: DATE_SCHEMA,
            productLine: { type: 'string', maxLength: 60 },
            pmId: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const today = config.now().toISOString().slice(0, 10);
      const ids = await findMatchingItineraryIds(db, user.id, filterOf(request.query), today);
      return itinerariesJson(db, ids, items, media);
    },
  );

  app.post<{ Body: CreateItineraryBody }>(
    '/api/itinerary',
    {
      schema: {
        body: {
          type: 'object',
          required: ['marketId'],
          properties: {
            marketId: ID_SCHEMA,
            itineraryName: { type: ['string', 'null'], maxLength: 200 },
            arrivalDate: NULLABLE_DATE_SCHEMA,
            departureDate: NULLABLE_DATE_SCHEMA,
            productLine: { type: ['string', 'null'], maxLength: 60 },
            leadId: NULLABLE_ID_SCHEMA,
            pmId: { type: ['string', 'null'], maxLength: 64 },
            propertyId: NULLABLE_ID_SCHEMA,
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const body = { ...request.body, productLine: productLineOf(request.body.productLine) ?? null };
      await writes.take('trip', user.id);
      const id = await db.transaction((tx) => createItinerary(tx, user.id, body));
      return reply.code(201).send(await itineraryJson(db, id, items, media));
    },
  );
};
