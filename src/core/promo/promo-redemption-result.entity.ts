import * as t from 'io-ts';
import { select } from '../shared/index.js';
import { PromoCode } from './promo-code.entity.js';

/**
 * A code the host refused; its message is shown as a persistent error
 * (docs/product/errors.md#notifications).
 */
export const PromoRedemptionFailure = t.type({ errorMessage: t.string }, 'PromoRedemptionFailure');
export type PromoRedemptionFailure = t.TypeOf<typeof PromoRedemptionFailure>;

const carriesError = (u: unknown): boolean =>
  typeof u === 'object' && u !== null && typeof (u as { errorMessage?: unknown }).errorMessage === 'string';

/**
 * The result of redeeming one promo code (docs/product/entities.md#promo-codes: an
 * errorMessage or the promo's data). An entry carrying an error message is a refusal whatever
 * else it holds; anything else must be promo data.
 */
export const PromoRedemptionResult = select(
  'PromoRedemptionResult',
  [PromoRedemptionFailure, PromoCode],
  (u) => (carriesError(u) ? PromoRedemptionFailure : PromoCode),
);
export type PromoRedemptionResult = t.TypeOf<typeof PromoRedemptionResult>;

export const isPromoRedemptionFailure = (result: PromoRedemptionResult): result is PromoRedemptionFailure =>
  typeof (result as Partial<PromoRedemptionFailure>).errorMessage === 'string';
