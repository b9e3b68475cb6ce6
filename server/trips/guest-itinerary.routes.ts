import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { mediaUrlFor } from '../media/media-url.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { itineraryJson, type TripItemsReader } from './itinerary-json.js';
import { itineraryLeadJson } from './itinerary-lead.js';
import { type ItineraryParams, itineraryParams } from './trip-schemas.js';

/**
 * Reading one trip: the trip with its items, and the lead it came through (its items alone
 * are read by the service item routes). Only the owner reads them (401 signed out, 404
 * unknown, 403 someone else's).
 */
export const registerGuestItineraryRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  items: TripItemsReader,
) => {
  const media = mediaUrlFor(config.mediaBaseUrl);
  const schema = { params: itineraryParams };

  app.get<{ Params: ItineraryParams }>('/api/guest-itinerary/:itineraryId', { schema }, async (request) => {
    const { user } = await requireSignedIn(db, request);
    await loadOwnedItinerary(db, request.params.itineraryId, user.id);
    return itineraryJson(db, request.params.itineraryId, items, media);
  });

  app.get<{ Params: ItineraryParams }>('/api/itinerary/:itineraryId/lead', { schema }, async (request) => {
    const { user } = await requireSignedIn(db, request);
    await loadOwnedItinerary(db, request.params.itineraryId, user.id);
    return itineraryLeadJson(db, request.params.itineraryId, media);
  });
};
