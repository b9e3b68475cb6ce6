import * as t from 'io-ts';
import { ItemStatus } from '../../../core/itinerary/index.js';

const Contact = t.type({ name: t.string, phone: t.string, email: t.string });

/** GET /api/itinerary/{id}/pending (contracts/openapi.json). */
export const TripPendingWire = t.type({
  respondByHours: t.type({ price: t.number, confirmation: t.number }),
  concierge: t.union([Contact, t.null]),
  items: t.array(
    t.type({
      itemId: t.string,
      kind: t.union([t.literal('service'), t.literal('home')]),
      name: t.string,
      status: ItemStatus,
      since: t.string,
    }),
  ),
});
