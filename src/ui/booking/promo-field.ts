import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import type { PromoCode, PromoItemType } from '../../core/promo/index.js';
import {
  acceptedPromoCode,
  initialPromoCodeState,
  type PromoCodeEvent,
  PromoCodeGateway,
  type PromoCodeState,
  promoCodeTransition,
  validatePromoCode,
} from '../../core/promo/index.js';
import { type Cents, fromCents } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';

export const PROMO_CHECK_FAILED = 'We could not check this promo code right now. Please try again.';

/** What a typed code is checked against: the booking it would apply to. */
export interface PromoFieldCheck {
  readonly userId: string | null;
  /** The booking's subtotal before discounts, when it is priced. */
  readonly subtotal: Cents | null;
  readonly applied: readonly PromoCode[];
  readonly appliedToType: PromoItemType;
  readonly appliedToID: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/**
 * A booking panel's promo code field (docs/host/decisions.md#promo-codes): the typed text and
 * the host's check of it. The panel keeps the accepted codes in its booking state; they are
 * redeemed by the booking itself once reserved (core/booking/guest-choices.use-case.ts).
 */
@injectable()
export class PromoField {
  state: PromoCodeState = initialPromoCodeState;
  text = '';
  readonly #deps: {
    readonly promoCodes: Pick<PromoCodeGateway, 'validatePromoCode'>;
    readonly errors: ErrorReporter;
  };

  constructor(
    @inject(PromoCodeGateway) promoCodes: Pick<PromoCodeGateway, 'validatePromoCode'>,
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { promoCodes, errors };
    makeAutoObservable(this, {}, { autoBind: true });
  }

  typed(text: string): void {
    this.text = text;
  }

  /** Another item shown: no typed text, no check's state. */
  reset(): void {
    this.text = '';
    this.apply({ type: 'cleared' });
  }

  /** The host's check of the typed code: the code when accepted and not applied already, else null. */
  async applied(check: PromoFieldCheck): Promise<PromoCode | null> {
    const name = this.text.trim();
    if (!name || this.state.validatingPromoCode) return null;
    this.apply({ type: 'validation-started' });
    const answer = await validatePromoCode(this.#deps, {
      userId: check.userId,
      subtotal: check.subtotal === null ? 0 : fromCents(check.subtotal),
      promoCodeName: name,
      otherAppliedCodes: check.applied.flatMap((code) => (code.name ? [code.name] : [])),
      appliedToType: check.appliedToType,
      appliedToID: check.appliedToID,
      stayStartDate: check.startDate,
      stayEndDate: check.endDate,
    });
    if (E.isLeft(answer)) {
      // A refusal is the host's words; anything else (no network, an odd answer) is ours to report.
      const refused = answer.left.kind === 'promo' || answer.left.hostMessage !== undefined;
      if (!refused) this.#deps.errors.report(answer.left, { during: 'validating a promo code' });
      this.apply({
        type: 'refused',
        message: refused ? (answer.left.hostMessage ?? answer.left.message) : PROMO_CHECK_FAILED,
      });
      return null;
    }
    this.accepted();
    const code = acceptedPromoCode(answer.right);
    return code && !check.applied.some((applied) => applied.objectId === code.objectId) ? code : null;
  }

  private accepted(): void {
    this.apply({ type: 'accepted' });
    this.text = '';
  }

  private apply(event: PromoCodeEvent): void {
    this.state = promoCodeTransition(this.state, event);
  }
}
