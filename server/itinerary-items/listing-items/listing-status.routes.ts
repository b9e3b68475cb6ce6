import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import { whenNightsFree } from '../../bookings/reserved-nights.js';
import { findHome } from '../../catalog/home.store.js';
import { homeNotFound } from '../../catalog/listing-params.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { mediaUrlFor } from '../../media/media-url.js';
import { bookingAnswer, choiceFor } from './listing-booking-answer.js';
import { loadOwnedListingItem } from './listing-item-record.js';
import { contextIdSchema, type ListingItemParams, listingItemParamsSchema } from './listing-item-schemas.js';
import { type ReserveTerms, requestStayPrice, reserveStay, saveStayForLater } from './stay-moves.js';

type GuestRequest = 'request-price' | 'reserve' | 'save-for-later';

/**
 * What a guest may ask of a home on their trip, by the status the app sends: its own status
 * names, or the back office's words the app sends for services
 * (docs/product/flows.md#status-requests: Pending, Approved, Saved For Later). Anything else
 * is the concierge's to do.
 */
const REQUESTS: Readonly<Record<string, GuestRequest>> = {
  in_progress: 'request-price',
  pending: 'request-price',
  approved: 'reserve',
  saved_for_later: 'save-for-later',
  'saved for later': 'save-for-later',
};

interface NewStatusBody {
  status: string;
  didConfirmTerms?: boolean | null;
  confirmedTermsMethod?: string | null;
  updateCaseFeed?: boolean;
  itemBookingContext?: string | null;
}

/**
 * PUT .../listing-item/{id}/new-status (docs/product/calls.md#listing-item-calls): request a
 * price, reserve or save a home already on the trip, with the booking context the guest chose
 * in. A reserve takes the nights off the home's calendar, so it answers 'Unfortunately, these
 * dates are unavailable.' (400) when another guest got them first.
 */
export const registerListingStatusRoute = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  app.put<{ Params: ListingItemParams; Body: NewStatusBody }>(
    '/api/itinerary/:itineraryId/listing-item/:listingItemId/new-status',
    {
      schema: {
        params: listingItemParamsSchema,
        body: {
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', minLength: 1, maxLength: 50 },
            didConfirmTerms: { type: ['boolean', 'null'] },
            confirmedTermsMethod: { type: ['string', 'null'], maxLength: 100 },
            updateCaseFeed: { type: 'boolean' },
            itemBookingContext: contextIdSchema,
          },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, listingItemId } = request.params;
      const body = request.body;
      const asked = REQUESTS[body.status.trim().toLowerCase()];
      if (!asked) throw new HttpError(400, 'status must be Pending, Approved or Saved For Later');
      const terms: ReserveTerms = {
        updateCaseFeed: body.updateCaseFeed === true,
        didConfirmTerms: body.didConfirmTerms ?? null,
        confirmedTermsMethod: body.confirmedTermsMethod ?? null,
      };
      const now = config.now();
      await whenNightsFree(() =>
        db.transaction(async (tx) => {
          const { item } = await loadOwnedListingItem(tx, itineraryId, listingItemId, user.id, {
            forUpdate: true,
          });
          const home = await findHome(tx, item.listing_id);
          if (!home) throw homeNotFound();
          const choice = await choiceFor(tx, body.itemBookingContext, user.id, home, item.id);
          const stayRequest = { user, home, itineraryId, item, choice, now };
          if (asked === 'reserve') await reserveStay(tx, stayRequest, terms);
          else if (asked === 'request-price')
            await requestStayPrice(tx, stayRequest, { note: terms.updateCaseFeed });
          else await saveStayForLater(tx, stayRequest, terms);
        }),
      );
      return bookingAnswer(db, itineraryId, listingItemId, { media, now });
    },
  );
};
