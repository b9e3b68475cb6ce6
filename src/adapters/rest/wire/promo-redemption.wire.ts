import * as t from 'io-ts';
import { PromoRedemptionResult } from '../../../core/promo/index.js';

/**
 * POST .../items/{itemId}/redeemed-promos: one result per code sent
 * (docs/product/calls.md#itinerary-item-calls).
 */
export const PromoRedemptionResultList = t.array(PromoRedemptionResult, 'PromoRedemptionResultList');
export type PromoRedemptionResultList = t.TypeOf<typeof PromoRedemptionResultList>;
