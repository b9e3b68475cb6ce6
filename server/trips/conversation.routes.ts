import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { conversationOf } from './conversation-feed.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import { type ItineraryParams, itineraryParams } from './trip-schemas.js';

/**
 * GET /api/itinerary/{id}/conversation: the trip's conversation for its owner (core
 * Conversation codec); 401 signed out, 403 for someone else's trip, 404 for an unknown one,
 * as every trip route (itinerary-access.ts).
 */
export const registerConversationRoute = (app: FastifyInstance, db: Database) => {
  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/conversation',
    { schema: { params: itineraryParams } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      return conversationOf(db, request.params.itineraryId);
    },
  );
};
