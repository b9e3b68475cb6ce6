import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import type { ServerConfig } from '../../config.js';
import type { Database, Queryable } from '../../db/database.js';
import { newObjectId } from '../../db/new-id.js';
import type { ServiceRow } from '../../db/rows/services.js';
import { HttpError } from '../../http/http-error.js';
import { mediaUrlFor } from '../../media/media-url.js';
import { serviceNotFound } from '../../services/service-params.js';
import { loadOwnedItinerary } from '../../trips/itinerary-access.js';
import { widenItineraryForItem } from '../../trips/itinerary-dates.store.js';
import { ID_SCHEMA, NULLABLE_DATE_SCHEMA, NULLABLE_ID_SCHEMA } from '../../trips/trip-schemas.js';
import { assertServiceDatesAllowed } from './service-date-rules.js';
import { findActiveServiceToAdd, insertServiceItem } from './service-item.store.js';
import { serviceItemJson } from './service-item-json.js';
import { itemDates, TIME_SLOT_SCHEMA } from './service-item-schemas.js';

interface AddServiceBody {
  itemStartDate?: string | null;
  itemEndDate?: string | null;
  recommendationType?: string | null;
  referringService?: string | null;
  itemTimeSlot?: { start: string; end: string; isNoPreference?: boolean | null } | null;
}

const checkService = async (
  db: Queryable,
  serviceId: string,
  marketId: string,
): Promise<Pick<ServiceRow, 'market_id' | 'date_field_type' | 'time_zone_name' | 'descriptors'>> => {
  const service = await findActiveServiceToAdd(db, serviceId);
  if (!service) throw serviceNotFound();
  if (service.market_id !== marketId)
    throw new HttpError(400, "This service is not offered in this itinerary's market");
  return service;
};

/**
 * POST /api/itinerary/{id}/service/{serviceId}: adds a service of the trip's market as a
 * draft item (docs/host/decisions.md#itinerary-items), with the dates and time slot the guest
 * picked; the trip widens to hold them. Answers 201 with the item as the app decodes it.
 */
export const registerAddServiceRoute = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.post<{ Params: { itineraryId: string; serviceId: string }; Body: AddServiceBody }>(
    '/api/itinerary/:itineraryId/service/:serviceId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['itineraryId', 'serviceId'],
          properties: { itineraryId: ID_SCHEMA, serviceId: ID_SCHEMA },
        },
        body: {
          type: ['object', 'null'],
          properties: {
            itemStartDate: NULLABLE_DATE_SCHEMA,
            itemEndDate: NULLABLE_DATE_SCHEMA,
            recommendationType: { type: ['string', 'null'], maxLength: 60 },
            referringService: NULLABLE_ID_SCHEMA,
            itemTimeSlot: TIME_SLOT_SCHEMA,
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, serviceId } = request.params;
      const body = request.body ?? {};
      const [start, end] = itemDates(body.itemStartDate, body.itemEndDate, ['itemStartDate', 'itemEndDate']);
      const itemId = await db.transaction(async (tx) => {
        const itinerary = await loadOwnedItinerary(tx, itineraryId, user.id, { forUpdate: true });
        const service = await checkService(tx, serviceId, itinerary.market_id);
        const id = newObjectId();
        // The same date rules as every write that sets a service's dates (service-date-rules.ts).
        await assertServiceDatesAllowed(
          tx,
          { itemId: id, serviceId, ...service },
          { start, end, timeSlot: body.itemTimeSlot ?? null },
          config.now(),
          { reserve: false },
        );
        await insertServiceItem(tx, {
          id,
          itineraryId,
          serviceId,
          start,
          end,
          timeSlot: body.itemTimeSlot ?? null,
          recommendationType: body.recommendationType?.trim() || null,
          referringServiceId: body.referringService ?? null,
        });
        await widenItineraryForItem(tx, id);
        return id;
      });
      return reply.code(201).send(await serviceItemJson(db, itemId, media));
    },
  );
};
