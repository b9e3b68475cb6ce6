import type { FastifyInstance } from 'fastify';
import { SIMILAR_SERVICES_COUNT } from '../../src/core/catalog/index.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { serviceCalendar } from './availability-calendar.js';
import { findService, findServices } from './service.store.js';
import { readServiceDates, type ServiceDatesQuery, serviceDatesQuerySchema } from './service-dates.js';
import { readDetailContext, type ServiceDetailBody, serviceDetailBodySchema } from './service-detail.js';
import { type ServiceParams, serviceNotFound, serviceParamsSchema } from './service-params.js';
import { toService } from './service-wire.js';
import { rankSimilarServices } from './similar-services.js';

/**
 * Enough for any page of similar services; the app's page asks for SIMILAR_SERVICES_COUNT
 * (docs/product/constants.md#business-constants).
 */
export const MAX_SIMILAR_SERVICES = 50;

interface SimilarQuery extends ServiceDatesQuery {
  count?: number;
}

const similarQuerySchema = {
  type: 'object',
  properties: {
    ...serviceDatesQuerySchema.properties,
    count: { type: 'integer', minimum: 1, maximum: MAX_SIMILAR_SERVICES, default: SIMILAR_SERVICES_COUNT },
  },
} as const;

/**
 * One service: its detail, its calendar and the services like it
 * (docs/product/calls.md#services-and-misc).
 */
export const registerServiceDetailRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
): void => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.post<{ Params: ServiceParams; Body: ServiceDetailBody | undefined }>(
    '/api/services/:serviceId',
    {
      schema: { params: serviceParamsSchema, body: serviceDetailBodySchema },
      // A POST with no body at all asks for the defaults (Concierge, no trip or lead).
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const context = await readDetailContext(db, request.body);
      const service = await findService(db, request.params.serviceId);
      if (!service) throw serviceNotFound();
      return { ...toService(service, media), productLine: context.productLine };
    },
  );

  app.get<{ Params: ServiceParams }>(
    '/api/services/:serviceId/availability-calendar',
    { schema: { params: serviceParamsSchema } },
    async (request) => {
      const service = await findService(db, request.params.serviceId);
      if (!service) throw serviceNotFound();
      return serviceCalendar(db, service);
    },
  );

  app.get<{ Params: ServiceParams; Querystring: SimilarQuery }>(
    '/api/services/:serviceId/similar',
    { schema: { params: serviceParamsSchema, querystring: similarQuerySchema } },
    async (request) => {
      const dates = readServiceDates(request.query);
      const service = await findService(db, request.params.serviceId);
      if (!service) throw serviceNotFound();
      const candidates = await findServices(db, {
        marketId: service.market_id,
        dates,
        excludeId: service.id,
      });
      const count = request.query.count ?? SIMILAR_SERVICES_COUNT;
      return rankSimilarServices(service, candidates, count).map((similar) => toService(similar, media));
    },
  );
};
