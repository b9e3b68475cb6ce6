import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerListingBookingRoutes } from './listing-items/listing-booking.routes.js';
import { registerListingItemFieldRoutes } from './listing-items/listing-item-fields.routes.js';
import { registerListingItemStayRoutes } from './listing-items/listing-item-stay.routes.js';
import { registerListingItemRoutes } from './listing-items/listing-items.routes.js';
import { registerListingStatusRoute } from './listing-items/listing-status.routes.js';
import { registerAddServiceRoute } from './service-items/add-service.routes.js';
import { registerServiceBookingRoutes } from './service-items/service-booking.routes.js';
import { registerServiceItemChoiceRoutes } from './service-items/service-item-choices.routes.js';
import { registerServiceItemFieldRoutes } from './service-items/service-item-fields.routes.js';
import { registerServiceItemRoutes } from './service-items/service-items.routes.js';

/**
 * Registers every route about the items of a trip: the services on it
 * (docs/product/calls.md#itinerary-item-calls, docs/product/calls.md#service-booking-calls)
 * and the homes on it, priced and reserved (docs/product/calls.md#listings).
 */
export const registerItineraryItemRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
): void => {
  registerServiceItemRoutes(app, db, config);
  registerServiceItemFieldRoutes(app, db);
  registerServiceItemChoiceRoutes(app, db, config);
  registerAddServiceRoute(app, db, config);
  registerServiceBookingRoutes(app, db, config);
  registerListingItemRoutes(app, db, config);
  registerListingItemStayRoutes(app, db, config);
  registerListingItemFieldRoutes(app, db);
  registerListingStatusRoute(app, db, config);
  registerListingBookingRoutes(app, db, config);
};
