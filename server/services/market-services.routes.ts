import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { findServices, findServicesMarket } from './service.store.js';
import { readServiceDates, type ServiceDatesQuery, serviceDatesQuerySchema } from './service-dates.js';
import { type MarketParams, marketNotFound, marketParamsSchema } from './service-params.js';
import { toService } from './service-wire.js';

/**
 * GET /api/markets/{marketId}/services?startDate&endDate: the market's services with what
 * category ranking and the text index need (docs/product/entities.md#service and
 * docs/product/constants.md#category-ranking). The market may be named by id or slug, like
 * GET /api/market/{id}. A market without a services catalog
 * (docs/host/decisions.md#homes-by-booking-setting: its confirmed homes skip "Explore
 * Services") still shows its local favourites; an inactive market offers nothing.
 */
export const registerMarketServiceRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
): void => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: MarketParams; Querystring: ServiceDatesQuery }>(
    '/api/markets/:marketId/services',
    { schema: { params: marketParamsSchema, querystring: serviceDatesQuerySchema } },
    async (request) => {
      const dates = readServiceDates(request.query);
      const market = await findServicesMarket(db, request.params.marketId);
      if (!market) throw marketNotFound();
      if (!market.active) return [];
      const services = await findServices(db, {
        marketId: market.id,
        dates,
        siteSection: market.has_services_catalog ? undefined : 'local_favorites',
      });
      return services.map((service) => toService(service, media));
    },
  );
};
