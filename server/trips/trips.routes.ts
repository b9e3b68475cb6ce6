import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerAddServiceRoute } from './add-service.routes.js';
import { registerAttachmentRoute } from './attachments.routes.js';
import { registerFolioRoute } from './folio.routes.js';
import { registerGuestItineraryRoutes } from './guest-itinerary.routes.js';
import { registerItemRoutes } from './item.routes.js';
import { registerItineraryListRoutes } from './itinerary-list.routes.js';
import { registerMessageRoutes } from './messages.routes.js';
import { registerServiceBookingRoutes } from './service-booking.routes.js';
import { registerTripNoteRoutes } from './trip-notes.routes.js';

/** Registers every trips route of the host (SPEC 7 "Itineraries", the service bookings, messages). */
export const registerTripRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  registerItineraryListRoutes(app, db, config);
  registerGuestItineraryRoutes(app, db, config);
  registerTripNoteRoutes(app, db);
  registerFolioRoute(app, db);
  registerAttachmentRoute(app, db, config);
  registerItemRoutes(app, db);
  registerAddServiceRoute(app, db, config);
  registerServiceBookingRoutes(app, db, config);
  registerMessageRoutes(app, db);
};
