import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { type AppError, appError } from '../shared/index.js';
import type { PromoCodeGateway, PromoValidationBody } from './promo-code-gateway.port.js';
import { initialPromoCodeState, type PromoCodeState } from './promo-code-state.entity.js';
import { type PromoValidationResult, promoValidationError } from './promo-validation-result.entity.js';

export type PromoCodeEvent =
  | { readonly type: 'validation-started' }
  | { readonly type: 'accepted' }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'cleared' };

/**
 * The promo field (docs/product/entities.md#promo-codes): validating while the host checks; a
 * refusal's message kept until the next try.
 */
export const promoCodeTransition = (state: PromoCodeState, event: PromoCodeEvent): PromoCodeState => {
  switch (event.type) {
    case 'validation-started':
      return { validatingPromoCode: true, promoCodeError: null };
    case 'accepted':
      return { ...state, validatingPromoCode: false };
    case 'refused':
      return { validatingPromoCode: false, promoCodeError: event.message };
    case 'cleared':
      return initialPromoCodeState;
  }
};

export interface PromoCodeValidationDeps {
  readonly promoCodes: Pick<PromoCodeGateway, 'validatePromoCode'>;
}

/**
 * Checks a promo code before it is applied
 * (docs/product/validation.md#lead-partner-and-promo-checks,
 * docs/product/errors.md#notifications). isError true is a refusal showing its errorMessage
 * (promoValidationError); a failed call comes back as it is, its message being what the field
 * stores. Either way the Left's message is what the field shows ('refused' of
 * promoCodeTransition).
 */
export const validatePromoCode = async (
  deps: PromoCodeValidationDeps,
  body: PromoValidationBody,
): Promise<E.Either<AppError, PromoValidationResult>> => {
  const answer = await deps.promoCodes.validatePromoCode(body);
  if (E.isLeft(answer)) return answer;
  const refusal = promoValidationError(answer.right);
  return O.isSome(refusal) ? E.left(appError('promo', refusal.value)) : answer;
};
