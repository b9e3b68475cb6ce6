import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import { loadOwnedItinerary } from '../trips/itinerary-access.js';
import { type HistoryItemKind, loadHistoryEvents, loadHistoryItem } from './item-history.store.js';

interface ItemParams {
  itineraryId: string;
  itemId: string;
}

const itemParams = {
  type: 'object',
  required: ['itineraryId', 'itemId'],
  properties: { itineraryId: ID_SCHEMA, itemId: ID_SCHEMA },
} as const;

/** The history's answer: every status the item went through, when and by whom. */
const historyOf = async (db: Database, itineraryId: string, kind: HistoryItemKind, itemId: string) => {
  const item = await loadHistoryItem(db, itineraryId, kind, itemId);
  if (!item) throw new HttpError(404, 'The trip holds no such item');
  const events = await loadHistoryEvents(db, itineraryId, kind, itemId);
  // The first status is the one the item was added in: the first move's start, else its status now.
  const added = {
    status: events[0]?.from_status ?? item.status,
    at: item.added_at,
    by: 'guest',
    reason: null,
  };
  return {
    itemId,
    kind,
    entries: [
      added,
      ...events.map((event) => ({
        status: event.to_status,
        at: event.at,
        by: event.by,
        reason: event.reason,
      })),
    ],
  };
};

/**
 * GET /api/itinerary/{id}/item/{itemId}/history (a service) and
 * /api/itinerary/{id}/listing-item/{listingItemId}/history (a home): each status the item went
 * through, when, by the guest or the concierge, from the host's record of changes
 * (item_status_events; docs/product/pending.md#each-items-history). Owner only: 401, 403, 404.
 */
export const registerItemHistoryRoutes = (app: FastifyInstance, db: Database) => {
  for (const [path, kind] of [
    ['/api/itinerary/:itineraryId/item/:itemId/history', 'service'],
    ['/api/itinerary/:itineraryId/listing-item/:itemId/history', 'home'],
  ] as const)
    app.get<{ Params: ItemParams }>(path, { schema: { params: itemParams } }, async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, itemId } = request.params;
      await loadOwnedItinerary(db, itineraryId, user.id);
      return historyOf(db, itineraryId, kind, itemId);
    });
};
