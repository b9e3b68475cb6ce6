import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { GuestWrites } from '../http/guest-writes.js';
import { registerAttachmentFileRoute } from './attachment-file.routes.js';
import { registerAttachmentRoute } from './attachments.routes.js';
import { registerConversationRoute } from './conversation.routes.js';
import { registerFolioRoute } from './folio.routes.js';
import { registerGuestItineraryRoutes } from './guest-itinerary.routes.js';
import type { TripItemsReader } from './itinerary-json.js';
import { registerItineraryListRoutes } from './itinerary-list.routes.js';
import { registerMessageRoutes } from './messages.routes.js';
import { registerTripNoteRoutes } from './trip-notes.routes.js';

/**
 * Registers every trips route of the host (docs/product/calls.md#itineraries: the trips
 * themselves, their notes, bill, documents and messages); the items on a trip are
 * server/itinerary-items', which hands in `items` to read them into a trip's answer.
 */
export const registerTripRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  writes: GuestWrites,
  items: TripItemsReader,
): void => {
  registerItineraryListRoutes(app, db, config, writes, items);
  registerGuestItineraryRoutes(app, db, config, items);
  registerTripNoteRoutes(app, db, writes);
  registerFolioRoute(app, db);
  registerAttachmentRoute(app, db, config);
  registerAttachmentFileRoute(app, db);
  registerMessageRoutes(app, db, writes);
  registerConversationRoute(app, db);
};
