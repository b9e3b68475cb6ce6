import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { mediaUrlFor } from '../../media/media-url.js';
import { loadOwnedItinerary } from '../../trips/itinerary-access.js';
import { loadItinerarySummaries } from '../../trips/itinerary-summary-json.js';
import { type ItineraryParams, itineraryParams } from '../../trips/trip-schemas.js';
import { type GuestDeletionBody, guestDeletionBody, removeItem } from '../item-removal.js';
import { assertCanDelete } from '../item-status-moves.js';
import { loadServiceItemRows } from './service-item.store.js';
import { serviceItemsJson } from './service-item-json.js';
import { loadOwnedServiceItem } from './service-item-record.js';
import { type ItemParams, itemParams } from './service-item-schemas.js';

/**
 * The services on a trip: list them, remove one. Only the trip's owner may
 * (docs/product/roles.md#itinerary-ownership): 401 without a session, 404 for unknown ids,
 * 403 for others'.
 */
export const registerServiceItemRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/items',
    { schema: { params: itineraryParams } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId } = request.params;
      await loadOwnedItinerary(db, itineraryId, user.id);
      const rows = await loadServiceItemRows(db, { itineraryIds: [itineraryId] });
      return serviceItemsJson(db, rows, await loadItinerarySummaries(db, [itineraryId], media), media);
    },
  );

  app.delete<{ Params: ItemParams; Body: GuestDeletionBody }>(
    '/api/itinerary/:itineraryId/item/:itemId',
    {
      schema: {
        params: itemParams,
        body: guestDeletionBody,
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, itemId } = request.params;
      await db.transaction(async (tx) => {
        const { item } = await loadOwnedServiceItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanDelete(item.status);
        await removeItem(tx, {
          kind: 'service',
          itineraryId,
          itemId: item.id,
          from: item.status,
          actorUserId: user.id,
        });
      });
      return reply.code(204).send();
    },
  );
};
