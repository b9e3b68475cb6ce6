import type { FastifyInstance } from 'fastify';
import { PROMO_ITEM_TYPES, type PromoItemType } from '../../src/core/promo/index.js';
import { toCents } from '../../src/core/shared/index.js';
import { authenticate } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { routeRateLimit } from '../http/rate-limit.js';
import type { SharedAllowance } from '../http/shared-allowance.js';
import { findPromoCodesByName, hasRedeemed, isRedeemedOn, toPromoData } from './promo-code.store.js';
import { promoRefusal } from './promo-refusal.js';

interface ValidationBody {
  userId?: string | null;
  subtotal: number;
  promoCodeName: string;
  otherAppliedCodes?: string[];
  appliedToType: PromoItemType;
  appliedToID?: string | null;
  stayStartDate?: string | null;
  stayEndDate?: string | null;
}

const DAY_OR_INSTANT = '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}(:?\\d{2})?)?)?$';
const codeName = { type: 'string', minLength: 1, maxLength: 64 } as const;
const optionalDay = { type: ['string', 'null'], pattern: DAY_OR_INSTANT, maxLength: 40 } as const;

const bodySchema = {
  type: 'object',
  required: ['subtotal', 'promoCodeName', 'appliedToType'],
  properties: {
    userId: { type: ['string', 'null'], maxLength: 64 },
    // Dollars, as every amount on the wire.
    subtotal: { type: 'number', minimum: 0, maximum: 100_000_000 },
    promoCodeName: codeName,
    otherAppliedCodes: { type: 'array', items: codeName, maxItems: 20 },
    appliedToType: { type: 'string', enum: [...PROMO_ITEM_TYPES] },
    appliedToID: { type: ['string', 'null'], maxLength: 64 },
    stayStartDate: optionalDay,
    stayEndDate: optionalDay,
  },
} as const;

/**
 * POST /api/promo-codes/validation (docs/product/calls.md#services-and-misc): whether a code
 * may be applied, before it is redeemed. A refusal is an answer, not an error: 200 with
 * isError and the message to show. Limited per client like sign-in
 * (docs/host/decisions.md#sessions-and-roles), and every code named counts as a guess
 * (promo-guesses.ts), so codes cannot be guessed by trying them all.
 * "Already used" is judged for the signed-in guest: the body's userId proves nothing, and
 * answering for it would tell anyone what another guest redeemed.
 */
export const registerPromoValidationRoute = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  guesses: SharedAllowance,
) => {
  app.post<{ Body: ValidationBody }>(
    '/api/promo-codes/validation',
    { config: routeRateLimit(config.authRateLimit), schema: { body: bodySchema } },
    async (request) => {
      const { body } = request;
      if (
        body.stayStartDate &&
        body.stayEndDate &&
        body.stayEndDate.slice(0, 10) < body.stayStartDate.slice(0, 10)
      ) {
        throw new HttpError(400, 'stayEndDate must not be before stayStartDate');
      }
      await guesses.take(request.ip, 1 + (body.otherAppliedCodes?.length ?? 0));
      const signedIn = await authenticate(db, request);
      const others = (body.otherAppliedCodes ?? []).filter(
        (name) => name.trim().toUpperCase() !== body.promoCodeName.trim().toUpperCase(),
      );
      const [code] = await findPromoCodesByName(db, [body.promoCodeName]);
      const refusal = promoRefusal(code, {
        now: config.now(),
        itemType: body.appliedToType,
        subtotal: toCents(body.subtotal),
        usedByGuest: code && signedIn ? await hasRedeemed(db, signedIn.user.id, code.id) : false,
        appliedToItem:
          code && signedIn && body.appliedToID
            ? await isRedeemedOn(db, signedIn.user.id, code.id, body.appliedToID)
            : false,
        otherCodes: await findPromoCodesByName(db, others),
      });
      if (refusal || !code) return { isError: true, errorMessage: refusal };
      return { isError: false, errorMessage: null, ...toPromoData(code) };
    },
  );
};
