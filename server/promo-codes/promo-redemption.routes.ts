import type { FastifyInstance } from 'fastify';
import { discountAmount } from '../../src/core/pricing/promo-discount.rule.js';
import { type Cents, cents, sumCents } from '../../src/core/shared/money.js';
import { requireSignedIn } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { PromoRedemptionRow } from '../db/rows/booking-contexts-promos.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import type { SharedAllowance } from '../http/shared-allowance.js';
import { loadOwnedItinerary } from '../trips/itinerary-access.js';
import { promoDiscountOf, repriceDiscounts } from './item-discounts.js';
import { findPromoCodesById, hasRedeemed, type PromoCodeRecord, toPromoData } from './promo-code-record.js';
import { promoRefusal } from './promo-refusal.js';
import { loadRedeemableItem, type RedeemableItem } from './redeemable-item.js';

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

interface Redeemed {
  code: PromoCodeRecord;
  discount: Cents;
}

const redeemedOn = async (tx: Queryable, itemId: string): Promise<Redeemed[]> => {
  const { rows } = await tx.query<Pick<PromoRedemptionRow, 'promo_code_id' | 'discount_cents'>>(
    'select promo_code_id, discount_cents from promo_redemptions where item_id = $1 order by created_at, id',
    [itemId],
  );
  const codes = await findPromoCodesById(
    tx,
    rows.map((row) => row.promo_code_id),
  );
  return rows.flatMap((row) => {
    const code = codes.find((candidate) => candidate.id === row.promo_code_id);
    return code ? [{ code, discount: cents(row.discount_cents) }] : [];
  });
};

/**
 * Redeems the codes one by one, in the order sent, each judged beside those already on the
 * item and those accepted before it. Then every code on the item is re-priced against the
 * item as it is now (repriceDiscounts): each takes its share of the subtotal, capped at what
 * earlier codes left, so the codes never take more than the item costs, and a code redeemed
 * after a large one still counts once the item's price changes.
 */
const redeem = async (
  tx: Queryable,
  userId: string,
  item: RedeemableItem,
  promoCodeIds: readonly string[],
  now: Date,
) => {
  const onItem = await redeemedOn(tx, item.id);
  const codes = await findPromoCodesById(tx, promoCodeIds);
  const results: object[] = [];
  for (const id of promoCodeIds) {
    const code = codes.find((candidate) => candidate.id === id);
    const refusal = promoRefusal(code, {
      now,
      itemType: item.promoItemType,
      subtotal: item.subtotal,
      usedByGuest: code ? await hasRedeemed(tx, userId, code.id) : false,
      appliedToItem: onItem.some((redeemed) => redeemed.code.id === id),
      otherCodes: onItem.map((redeemed) => redeemed.code),
    });
    if (refusal || !code) {
      results.push({ errorMessage: refusal });
      continue;
    }
    const left = cents(Math.max(0, item.subtotal - sumCents(onItem.map((redeemed) => redeemed.discount))));
    const discount = cents(Math.min(discountAmount(item.subtotal, promoDiscountOf(code)), left));
    await tx.query(
      `insert into promo_redemptions (id, promo_code_id, user_id, item_id, item_kind, discount_cents)
       values ($1, $2, $3, $4, $5, $6)`,
      [newObjectId(), code.id, userId, item.id, item.kind, discount],
    );
    onItem.push({ code, discount });
    results.push(toPromoData(code));
  }
  await repriceDiscounts(tx, item.id, item.subtotal);
  return results;
};

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
        await tx.query(`select pg_advisory_xact_lock(hashtext('promo_redemptions:' || $1))`, [user.id]);
        const item = await loadRedeemableItem(tx, itineraryId, itemId);
        if (CLOSED_STATUSES.has(item.status)) throw new HttpError(409, ITEM_CLOSED);
        if (RESERVED_STATUSES.has(item.status)) throw new HttpError(409, ITEM_RESERVED);
        return redeem(tx, user.id, item, request.body.promoCodeIds, config.now());
      });
    },
  );
};
