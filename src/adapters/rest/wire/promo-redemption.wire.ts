import * as t from 'io-ts';
import { PromoRedemptionResult } from '../../../core/promo/promo-redemption-result.entity.js';

/** POST .../items/{itemId}/redeemed-promos: one result per code sent (SPEC 7 "-> results"). */
export const PromoRedemptionResultList = t.array(PromoRedemptionResult, 'PromoRedemptionResultList');
export type PromoRedemptionResultList = t.TypeOf<typeof PromoRedemptionResultList>;
