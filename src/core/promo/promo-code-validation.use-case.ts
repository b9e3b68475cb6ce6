import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { type AppError, appError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import type { PromoCodeGateway, PromoValidationBody } from './promo-code-gateway.port.js';
import { initialPromoCodeState, type PromoCodeState } from './promo-code-state.entity.js';
import { type PromoValidationResult, promoValidationError } from './promo-validation-result.entity.js';

export type PromoCodeEvent =
  | { readonly type: 'validation-started' }
  | { readonly type: 'accepted' }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'cleared' };

/** The promo field (SPEC 3): validating while the host checks; a refusal's message kept until the next try. */
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
 * Checking a promo code before it is applied (SPEC 5, 7, 8), as a view-model mirrors it.
 * isError true is a refusal showing its errorMessage (promoValidationError); a failed call
 * is stored by its message too (SPEC 8 "Promo errors stored as message"). Either way the
 * answer is a Left of kind 'promo' carrying what the field shows.
 */
export class PromoCodeValidation {
  private readonly cell = new StateCell<PromoCodeState>(initialPromoCodeState);

  constructor(private readonly deps: PromoCodeValidationDeps) {}

  getState(): PromoCodeState {
    return this.cell.get();
  }

  subscribe(listener: (state: PromoCodeState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  async validate(body: PromoValidationBody): Promise<E.Either<AppError, PromoValidationResult>> {
    this.dispatch({ type: 'validation-started' });
    const answer = await this.deps.promoCodes.validatePromoCode(body);
    const refusal = E.isRight(answer) ? promoValidationError(answer.right) : O.some(answer.left.message);
    if (O.isSome(refusal)) {
      this.dispatch({ type: 'refused', message: refusal.value });
      return E.left(E.isLeft(answer) ? answer.left : appError('promo', refusal.value));
    }
    this.dispatch({ type: 'accepted' });
    return answer;
  }

  /** The guest edits or removes the code: no error, nothing pending. */
  clear(): void {
    this.dispatch({ type: 'cleared' });
  }

  private dispatch(event: PromoCodeEvent): void {
    this.cell.update((state) => promoCodeTransition(state, event));
  }
}
