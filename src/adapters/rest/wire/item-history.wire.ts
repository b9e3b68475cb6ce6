import * as t from 'io-ts';
import { ItemStatus } from '../../../core/itinerary/index.js';

/** GET /api/itinerary/{id}/item/{itemId}/history and .../listing-item/{id}/history. */
export const ItemHistoryWire = t.type({
  itemId: t.string,
  kind: t.union([t.literal('service'), t.literal('home')]),
  entries: t.array(
    t.type({
      status: t.union([ItemStatus, t.literal('removed')]),
      at: t.string,
      by: t.union([t.literal('guest'), t.literal('concierge')]),
      reason: t.union([t.string, t.null]),
    }),
  ),
});
