import * as E from 'fp-ts/lib/Either.js';
import { promoRefusedNotification, redeemPromoCodesNotification } from '../errors/index.js';
import type { ItineraryItemGateway } from '../itinerary/index.js';
import type { NotificationSink } from '../notifications/index.js';
import type { PromoCode } from '../promo/index.js';
import { isPromoRedemptionFailure } from '../promo/index.js';
import type { AppError } from '../shared/index.js';

export interface RedeemPromoCodesDeps {
  readonly items: Pick<ItineraryItemGateway, 'redeemPromoCodes'>;
  readonly notifications: Pick<NotificationSink, 'notify'>;
}

export interface RedeemPromoCodesRequest {
  readonly itineraryId: string;
  readonly itemId: string;
  readonly promoCodeIds: readonly string[];
}

export interface PromoRedemption {
  readonly redeemed: readonly PromoCode[];
  /** The host's message for each code it refused, in answer order. */
  readonly refused: readonly string[];
}

/**
 * Redeems the codes on an item (redeemed-promos, docs/product/calls.md#itinerary-item-calls).
 * As docs/product/errors.md#notifications says, each refused code gets its own persistent
 * error notification; a failed call gets 'Failed to redeem promo codes' with its message,
 * persistent too, and is answered as the failure it was.
 */
export const redeemPromoCodes = async (
  deps: RedeemPromoCodesDeps,
  { itineraryId, itemId, promoCodeIds }: RedeemPromoCodesRequest,
): Promise<E.Either<AppError, PromoRedemption>> => {
  const answer = await deps.items.redeemPromoCodes(itineraryId, itemId, { promoCodeIds });
  if (E.isLeft(answer)) {
    deps.notifications.notify({ tone: 'error', ...redeemPromoCodesNotification(answer.left.message) });
    return answer;
  }
  const redeemed: PromoCode[] = [];
  const refused: string[] = [];
  for (const result of answer.right) {
    if (!isPromoRedemptionFailure(result)) {
      redeemed.push(result);
      continue;
    }
    refused.push(result.errorMessage);
    deps.notifications.notify({ tone: 'error', ...promoRefusedNotification(result.errorMessage) });
  }
  return E.right({ redeemed, refused });
};
