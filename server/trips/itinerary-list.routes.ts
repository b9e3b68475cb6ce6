import type { FastifyInstance } from 'fastify';
import { parseProductLine } from '../../src/core/market/product-line.entity.js';
import { utcDay } from '../../src/core/shared/iso-date.js';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ItineraryRow } from '../db/rows/trips.js';
import { SqlParams } from '../db/sql-params.js';
import type { GuestWrites } from '../http/guest-writes.js';
import { HttpError } from '../http/http-error.js';
import { mediaUrlFor } from '../media/media-url.js';
import { type CreateItineraryBody, createItinerary } from './create-itinerary.js';
import { itinerariesJson, itineraryJson, type TripItemsReader } from './itinerary-json.js';
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

/** How far either side of a trip a nearDate still counts as near it, in days. */
export const NEAR_DATE_DAYS = 7;

const productLineOf = (value: string | null | undefined): string | undefined => {
  if (value == null || value === '') return undefined;
  const line = parseProductLine(value);
  if (!line) throw new HttpError(400, `productLine must be one of the product lines, got "${value}"`);
  return line;
};

/**
 * The ids of the guest's trips matching the query (docs/product/calls.md#itineraries), in the
 * order a list shows them.
 */
const matchingItineraryIds = async (
  db: Database,
  userId: string,
  query: ItineraryQuery,
  today: string,
): Promise<string[]> => {
  const p = new SqlParams();
  const where = [`i.user_id = ${p.add(userId)}`];
  // Active: not over yet; a trip without dates is still being planned.
  if (query.isActive === true)
    where.push(`(i.departure_date is null or i.departure_date >= ${p.add(today)}::date)`);
  if (query.isActive === false) where.push(`i.departure_date < ${p.add(today)}::date`);
  if (query.marketId)
    where.push(`(m.id = ${p.add(query.marketId)} or m.slug = lower(${p.add(query.marketId)}))`);
  const productLine = productLineOf(query.productLine);
  if (productLine) where.push(`i.product_line = ${p.add(productLine)}`);
  if (query.pmId) where.push(`i.pm_id = ${p.add(query.pmId)}`);
  let order = query.isActive === true ? 'i.arrival_date asc nulls last' : 'i.arrival_date desc nulls first';
  if (query.nearDate) {
    const near = utcDay(requireIsoDate('nearDate', query.nearDate));
    const day = `${p.add(near)}::date`;
    where.push(
      `i.arrival_date - ${NEAR_DATE_DAYS} <= ${day} and ${day} <= i.departure_date + ${NEAR_DATE_DAYS}`,
    );
    order = `greatest(i.arrival_date - ${day}, ${day} - i.departure_date, 0), ${order}`;
  }
  const { rows } = await db.query<Pick<ItineraryRow, 'id'>>(
    `select i.id from itineraries i join markets m on m.id = i.market_id
      where ${where.join(' and ')}
      order by ${order}, i.created_at desc, i.id`,
    p.values,
  );
  return rows.map((row) => row.id);
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
      const ids = await matchingItineraryIds(db, user.id, request.query, today);
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
