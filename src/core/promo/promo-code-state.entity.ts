import * as t from 'io-ts';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/** The promo-code field's state (docs/product/entities.md#promo-codes). */
export const PromoCodeState = struct('PromoCodeState', {
  validatingPromoCode: t.boolean,
  promoCodeError: nullable(t.string),
});
export type PromoCodeState = t.TypeOf<typeof PromoCodeState>;

export const initialPromoCodeState: PromoCodeState = { validatingPromoCode: false, promoCodeError: null };
