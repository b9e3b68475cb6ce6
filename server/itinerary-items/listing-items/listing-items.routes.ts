import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import { voidQuote } from '../../bookings/quote-void.js';
import { releaseNights } from '../../bookings/reserved-nights.js';
import { PARTY_COUNT_SCHEMAS } from '../../catalog/party-limits.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { mediaUrlFor } from '../../media/media-url.js';
import { loadOwnedItinerary } from '../../trips/itinerary-access.js';
import { type GuestDeletionBody, guestDeletionBody, removeItem } from '../item-removal.js';
import { assertCanDelete } from '../item-status-moves.js';
import { loadChangeableStay } from './changeable-stay.js';
import { listingItemRowsOf } from './listing-item.store.js';
import { setListingItemParty } from './listing-item-choice.store.js';
import { listingItemsJson } from './listing-item-json.js';
import { loadOwnedListingItem, quotedStay } from './listing-item-record.js';
import {
  type ItineraryParams,
  itineraryParamsSchema,
  type ListingItemParams,
  listingItemParamsSchema,
} from './listing-item-schemas.js';
import { assertPartyFits } from './stay-rules.js';

interface GuestsBody {
  adultCount: number;
  childCount: number;
  infantCount: number;
  petCount: number;
}

/**
 * The homes on a trip (docs/product/calls.md#listing-item-calls): list them, remove one,
 * change its party. Only the trip's owner may (docs/product/roles.md#itinerary-ownership):
 * 401 without a session, 404 for unknown ids, 403 for others'.
 */
export const registerListingItemRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/listing-items',
    { schema: { params: itineraryParamsSchema } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const itinerary = await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      return listingItemsJson(db, await listingItemRowsOf(db, itinerary.id), { media, now: config.now() });
    },
  );

  // A guest's deletion, recorded as the service route records it; a booked stay is paid for (409).
  app.delete<{ Params: ListingItemParams; Body: GuestDeletionBody }>(
    '/api/itinerary/:itineraryId/listing-item/:listingItemId',
    {
      schema: {
        params: listingItemParamsSchema,
        body: guestDeletionBody,
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, listingItemId } = request.params;
      await db.transaction(async (tx) => {
        const { item } = await loadOwnedListingItem(tx, itineraryId, listingItemId, user.id, {
          forUpdate: true,
        });
        assertCanDelete(item.status);
        await removeItem(tx, {
          kind: 'listing',
          itineraryId,
          itemId: item.id,
          from: item.status,
          actorUserId: user.id,
        });
        await releaseNights(tx, item.id);
      });
      return reply.code(204).send();
    },
  );

  app.put<{ Params: ListingItemParams; Body: GuestsBody }>(
    '/api/itinerary/:itineraryId/listing-item/:listingItemId/guests',
    {
      schema: {
        params: listingItemParamsSchema,
        body: {
          type: 'object',
          required: ['adultCount', 'childCount', 'infantCount', 'petCount'],
          properties: PARTY_COUNT_SCHEMAS,
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, listingItemId } = request.params;
      const party = request.body;
      await db.transaction(async (tx) => {
        const { item, home } = await loadChangeableStay(tx, itineraryId, listingItemId, user.id);
        assertPartyFits(home, party);
        const changed =
          party.adultCount !== item.adult_count ||
          party.childCount !== item.child_count ||
          party.infantCount !== item.infant_count ||
          party.petCount !== item.pet_count;
        await setListingItemParty(tx, item.id, party);
        // A quote priced the party it was given for (docs/host/pricing-integrity.md).
        if (changed) await voidQuote(tx, quotedStay(item), user.id);
      });
      return reply.code(204).send();
    },
  );
};
