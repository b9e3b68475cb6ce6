import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { loadOwnedItinerary } from '../trips/itinerary-access.js';
import { type ItineraryParams, itineraryParams } from '../trips/trip-schemas.js';
import { registerItemHistoryRoutes } from './item-history.routes.js';
import { loadPendingItems, loadRespondBy, loadTripConcierge } from './pending.store.js';

/**
 * GET /api/itinerary/{id}/pending: what the concierge owes on the trip (docs/product/pending.md).
 * The host gives the facts (each item's status and since when, the stored respond-by hours,
 * the concierge's contact); the core's rule says by when and whether it is overdue, against
 * the guest's clock. Owner only: 401, 403, 404 as every trip route.
 */
export const registerPendingRoutes = (app: FastifyInstance, db: Database) => {
  registerItemHistoryRoutes(app, db);
  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/pending',
    { schema: { params: itineraryParams } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId } = request.params;
      await loadOwnedItinerary(db, itineraryId, user.id);
      const [items, respondByHours, concierge] = await Promise.all([
        loadPendingItems(db, itineraryId),
        loadRespondBy(db),
        loadTripConcierge(db, itineraryId),
      ]);
      return {
        respondByHours,
        concierge,
        items: items.map((item) => ({
          itemId: item.item_id,
          kind: item.kind,
          name: item.name,
          status: item.status,
          since: item.since,
        })),
      };
    },
  );
};
