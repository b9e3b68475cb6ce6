import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_LINES, parseProductLine } from '../../../src/core/market/index.js';
import { requireSignedIn } from '../../auth/authenticate.js';
import { whenNightsFree } from '../../bookings/reserved-nights.js';
import { findHome, type HomeRecord } from '../../catalog/home.store.js';
import { homeNotFound, type ListingParams, listingParamsSchema } from '../../catalog/listing-params.js';
import type { ServerConfig } from '../../config.js';
import type { Database, Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { mediaUrlFor } from '../../media/media-url.js';
import { itinerarySummaryJson } from '../../trips/itinerary-json.js';
import { bookingAnswer, choiceFor } from './listing-booking-answer.js';
import { listingItemJson } from './listing-item-json.js';
import { contextIdSchema, type TargetEntityIds, targetEntityIdsSchema } from './listing-item-schemas.js';
import { requestStayPrice, reserveStay, saveStayForLater } from './stay-moves.js';
import { placeStay } from './stay-placement.js';

const TEXT = { type: ['string', 'null'], maxLength: 200 } as const;

interface PriceRequestBody {
  itemBookingContext?: string | null;
  productLine?: string | null;
  partner?: string | null;
  leadSource?: string | null;
  targetEntityIds?: TargetEntityIds;
  newItinerary?: boolean;
}

/** What reserve-listing and save-for-later-listing take. */
interface ReserveBody {
  updateCaseFeed?: boolean;
  itemBookingContext?: string | null;
  targetEntityIds?: TargetEntityIds;
  newItinerary?: boolean;
}

/** The guest asked for a new trip rather than the one covering the stay (docs/product/flows.md#the-trip-a-home-joins). */
const NEW_ITINERARY = { type: 'boolean' } as const;

const reserveBodySchema = {
  type: 'object',
  properties: {
    updateCaseFeed: { type: 'boolean' },
    itemBookingContext: contextIdSchema,
    targetEntityIds: targetEntityIdsSchema,
    newItinerary: NEW_ITINERARY,
  },
} as const;

const readProductLine = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const line = parseProductLine(value);
  if (!line) throw new HttpError(400, `productLine must be one of ${PRODUCT_LINES.join(', ')}`);
  return line;
};

/**
 * The booking context the call names (checked to be about this home) and the trip and item
 * the stay goes on: the ones in targetEntityIds, or found or made for the context's stay.
 */
const placeFromPage = async (
  tx: Queryable,
  userId: string,
  home: HomeRecord,
  body: { itemBookingContext?: string | null; targetEntityIds?: TargetEntityIds; newItinerary?: boolean },
  productLine: string | null,
) => {
  const target = body.targetEntityIds ?? {};
  const choice = await choiceFor(tx, body.itemBookingContext, userId, home, target.itemId ?? null);
  const placed = await placeStay(tx, userId, home, choice, target, {
    productLine,
    newTrip: body.newItinerary === true,
  });
  return { choice, placed };
};

/**
 * A home's price request, reservation and save for later from its own page
 * (request-price-next and reserve-listing, docs/product/calls.md#listing-booking-calls;
 * save-for-later-listing, docs/product/calls.md#calls-beyond-this-list). The home need not
 * be on a trip yet: the trip the guest named (theirs, or 403), else the guest's trip in its
 * market for those dates, else (or when newItinerary asks for one) a new trip made around it
 * (docs/host/decisions.md#the-hosts-own-decisions).
 */
export const registerListingBookingRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);

  /** The signed-in guest (401) and the home of the page (404). */
  const guestAndHome = async (request: FastifyRequest<{ Params: ListingParams }>) => {
    const { user } = await requireSignedIn(db, request);
    const home = await findHome(db, request.params.listingId);
    if (!home) throw homeNotFound();
    return { user, home };
  };

  app.post<{ Params: ListingParams; Body: PriceRequestBody }>(
    '/api/listings/:listingId/request-price-next',
    {
      schema: {
        params: listingParamsSchema,
        body: {
          type: 'object',
          properties: {
            itemBookingContext: contextIdSchema,
            productLine: TEXT,
            partner: TEXT,
            leadSource: TEXT,
            targetEntityIds: targetEntityIdsSchema,
            newItinerary: NEW_ITINERARY,
          },
        },
      },
    },
    async (request) => {
      const { user, home } = await guestAndHome(request);
      const body = request.body;
      const productLine = readProductLine(body.productLine);
      const now = config.now();
      const { itineraryId, itemId } = await db.transaction(async (tx) => {
        const { choice, placed } = await placeFromPage(tx, user.id, home, body, productLine);
        const from = [
          body.partner && `partner ${body.partner}`,
          body.leadSource && `lead source ${body.leadSource}`,
        ]
          .filter(Boolean)
          .join(', ');
        await requestStayPrice(
          tx,
          { user, home, itineraryId: placed.itineraryId, item: placed.item, choice, now },
          { note: true, extra: from ? ` (${from})` : '' },
        );
        return { itineraryId: placed.itineraryId, itemId: placed.item.id };
      });
      return {
        itinerary: await itinerarySummaryJson(db, itineraryId, media),
        listingItem: await listingItemJson(db, itemId, { media, now }),
      };
    },
  );

  app.post<{ Params: ListingParams; Body: ReserveBody }>(
    '/api/listings/:listingId/reserve-listing',
    { schema: { params: listingParamsSchema, body: reserveBodySchema } },
    async (request) => {
      const { user, home } = await guestAndHome(request);
      const body = request.body;
      const now = config.now();
      const { itineraryId, itemId } = await whenNightsFree(() =>
        db.transaction(async (tx) => {
          const { choice, placed } = await placeFromPage(tx, user.id, home, body, null);
          await reserveStay(
            tx,
            { user, home, itineraryId: placed.itineraryId, item: placed.item, choice, now },
            { updateCaseFeed: body.updateCaseFeed === true },
          );
          return { itineraryId: placed.itineraryId, itemId: placed.item.id };
        }),
      );
      return bookingAnswer(db, itineraryId, itemId, { media, now });
    },
  );

  /**
   * Every home can be saved for later, whatever its booking setting
   * (docs/host/decisions.md#homes-by-booking-setting): nothing is held or charged, so no
   * nights go on the calendar and the stay is not checked against it.
   */
  app.post<{ Params: ListingParams; Body: ReserveBody }>(
    '/api/listings/:listingId/save-for-later-listing',
    { schema: { params: listingParamsSchema, body: reserveBodySchema } },
    async (request) => {
      const { user, home } = await guestAndHome(request);
      const body = request.body;
      const now = config.now();
      const { itineraryId, itemId } = await db.transaction(async (tx) => {
        const { choice, placed } = await placeFromPage(tx, user.id, home, body, null);
        await saveStayForLater(
          tx,
          { user, home, itineraryId: placed.itineraryId, item: placed.item, choice, now },
          { updateCaseFeed: body.updateCaseFeed === true },
        );
        return { itineraryId: placed.itineraryId, itemId: placed.item.id };
      });
      return bookingAnswer(db, itineraryId, itemId, { media, now });
    },
  );
};
