import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';

/**
 * What a promo code applies to (docs/product/entities.md#promo-codes), spelled exactly as the
 * host sends it.
 */
export const PROMO_ITEM_TYPES = ['Homes', 'Services + Experiences'] as const;
export const PromoItemType = oneOf(PROMO_ITEM_TYPES);
export type PromoItemType = t.TypeOf<typeof PromoItemType>;
