import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { PromoItemType } from './promo-item-type.entity.js';
import type { PromoValidationResult } from './promo-validation-result.entity.js';

/**
 * A promo code to check (docs/product/calls.md#services-and-misc). subtotal is in dollars, as
 * every amount the host takes; appliedToID is the item (or home) the code is for; the stay
 * dates bound a code's validity.
 */
export interface PromoValidationBody {
  readonly userId: string | null;
  readonly subtotal: number;
  readonly promoCodeName: string;
  readonly otherAppliedCodes: readonly string[];
  readonly appliedToType: PromoItemType;
  readonly appliedToID: string;
  readonly stayStartDate: string | null;
  readonly stayEndDate: string | null;
}

/** Checking a promo code before it is applied (redeeming is ItineraryItemGateway.redeemPromoCodes). */
export interface PromoCodeGateway {
  /**
   * Checks a code: isError true carries the message to show
   * (docs/product/validation.md#lead-partner-and-promo-checks).
   */
  validatePromoCode(body: PromoValidationBody): Promise<E.Either<AppError, PromoValidationResult>>;
}
export const PromoCodeGateway = token<PromoCodeGateway>('PromoCodeGateway');
