import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import type { SharedAllowance } from '../http/shared-allowance.js';
import { loadOwnedItinerary } from '../trips/itinerary-access.js';
import { lockGuestRedemptions } from './promo-redemption.store.js';
import { redeemCodes } from './promo-redemption.workflow.js';
import { loadRedeemableItem } from './redeemable-item.js';

interface RedeemParams {
  itineraryId: string;
  itemId: string;
}

const paramsSchema = {
  type: 'object',
  required: ['itineraryId', 'itemId'],
  properties: { itineraryId: ID_SCHEMA, itemId: ID_SCHEMA },
} as const;

const bodySchema = {
  type: 'object',
  required: ['promoCodeIds'],
  properties: { promoCodeIds: { type: 'array', items: ID_SCHEMA, minItems: 1, maxItems: 20 } },
} as const;

/** A closed item has no price left to take anything off. */
const CLOSED_STATUSES = new Set(['canceled', 'not_available']);
export const ITEM_CLOSED = 'Promo codes cannot be applied to a canceled or unavailable item.';
/** A reserved item's price was settled when it was reserved (docs/host/pricing-integrity.md). */
const RESERVED_STATUSES = new Set(['approved', 'booked']);
export const ITEM_RESERVED =
  'Promo codes cannot be applied to an item already reserved or booked: apply them before you reserve.';

/**
 * POST /api/itinerary/{id}/items/{itemId}/redeemed-promos
 * (docs/product/calls.md#itinerary-item-calls): one result per code sent, the promo data or
 * the reason it was refused. Only the trip's owner redeems (401, 403, 404 as every trip
 * change). The guest's redemptions are serialised (an advisory lock on their id), so two
 * requests racing cannot both spend a single-use code. Codes tried count against the client's
 * promo allowance, shared with checking.
 */
export const registerPromoRedemptionRoute = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  guesses: SharedAllowance,
) => {
  app.post<{ Params: RedeemParams; Body: { promoCodeIds: string[] } }>(
    '/api/itinerary/:itineraryId/items/:itemId/redeemed-promos',
    { schema: { params: paramsSchema, body: bodySchema } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      // Each id sent is a code tried (promo-guesses.ts): its refusal says whether it exists.
      await guesses.take(request.ip, request.body.promoCodeIds.length);
      const { itineraryId, itemId } = request.params;
      return db.transaction(async (tx) => {
        await loadOwnedItinerary(tx, itineraryId, user.id);
        await lockGuestRedemptions(tx, user.id);
        const item = await loadRedeemableItem(tx, itineraryId, itemId);
        if (CLOSED_STATUSES.has(item.status)) throw new HttpError(409, ITEM_CLOSED);
        if (RESERVED_STATUSES.has(item.status)) throw new HttpError(409, ITEM_RESERVED);
        return redeemCodes(tx, user.id, item, request.body.promoCodeIds, config.now());
      });
    },
  );
};
