import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/** The promo-code field's state (docs/product/entities.md#promo-codes). */
export const PromoCodeState = struct('PromoCodeState', {
  validatingPromoCode: t.boolean,
  promoCodeError: nullable(t.string),
});
export type PromoCodeState = t.TypeOf<typeof PromoCodeState>;

export const initialPromoCodeState: PromoCodeState = { validatingPromoCode: false, promoCodeError: null };
