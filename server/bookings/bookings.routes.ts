import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerListingBookingRoutes } from './listing-booking.routes.js';
import { registerListingItemFieldRoutes } from './listing-item-fields.routes.js';
import { registerListingItemStayRoutes } from './listing-item-stay.routes.js';
import { registerListingItemRoutes } from './listing-items.routes.js';
import { registerListingStatusRoute } from './listing-status.routes.js';

/** Registers every bookings route of the host: homes on trips, priced and reserved (SPEC 7 "Listings"). */
export const registerBookingRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  registerListingItemRoutes(app, db, config);
  registerListingItemStayRoutes(app, db, config);
  registerListingItemFieldRoutes(app, db);
  registerListingStatusRoute(app, db, config);
  registerListingBookingRoutes(app, db, config);
};
