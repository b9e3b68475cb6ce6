import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BookingResult } from '../../core/booking/reserve-result.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { ItineraryItem } from '../../core/itinerary/itinerary-item.entity.js';
import { ItineraryItemGateway } from '../../core/itinerary/itinerary-item-gateway.port.js';
import { NotificationSink } from '../../core/notifications/notification-sink.port.js';
import type { PromoCode } from '../../core/promo/promo-code.entity.js';
import { PromoCodeGateway } from '../../core/promo/promo-code-gateway.port.js';
import { initialPromoCodeState, type PromoCodeState } from '../../core/promo/promo-code-state.entity.js';
import {
  type PromoCodeEvent,
  promoCodeTransition,
  validatePromoCode,
} from '../../core/promo/promo-code-validation.use-case.js';
import { acceptedPromoCode } from '../../core/promo/promo-validation-result.entity.js';
import { redeemPromoCodes } from '../../core/promo/redeem-promo-codes.use-case.js';
import { type Cents, fromCents } from '../../core/shared/money.js';
import { inject } from '../di/inject.js';

export const PROMO_CHECK_FAILED = 'We could not check this promo code right now. Please try again.';

export interface PromoCheck {
  readonly userId: string | null;
  /** The booking's subtotal before discounts, when it is priced. */
  readonly subtotal: Cents | null;
  readonly applied: readonly PromoCode[];
  readonly serviceId: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/**
 * The promo code field of a service's panel (docs/host/decisions.md#promo-codes): the typed
 * text and the check's state; a code is checked as one for 'Services + Experiences'. The panel's
 * view-model owns it and keeps the accepted codes in its booking state.
 */
@injectable()
export class ServicePromo {
  state: PromoCodeState = initialPromoCodeState;
  text = '';
  readonly #deps: Deps;

  constructor(
    @inject(PromoCodeGateway) promoCodes: Deps['promoCodes'],
    @inject(ItineraryItemGateway) items: Deps['items'],
    @inject(NotificationSink) notifications: NotificationSink,
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { promoCodes, items, notifications, errors };
    makeAutoObservable(this, {}, { autoBind: true });
  }

  typed(text: string): void {
    this.text = text;
  }

  reset(): void {
    this.text = '';
    this.apply({ type: 'cleared' });
  }

  /** The host's check of the typed code: the code when accepted and not applied already, else null. */
  async applied(check: PromoCheck): Promise<PromoCode | null> {
    const name = this.text.trim();
    if (!name || this.state.validatingPromoCode) return null;
    this.apply({ type: 'validation-started' });
    const answer = await validatePromoCode(this.#deps, {
      userId: check.userId,
      subtotal: check.subtotal === null ? 0 : fromCents(check.subtotal),
      promoCodeName: name,
      otherAppliedCodes: check.applied.flatMap((code) => (code.name ? [code.name] : [])),
      appliedToType: 'Services + Experiences',
      appliedToID: check.serviceId,
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

  /** A reserve made: its codes are redeemed on the new item; refusals are notified by the use case. */
  async redeemed(result: BookingResult<ItineraryItem>, codes: readonly PromoCode[]): Promise<void> {
    await redeemPromoCodes(this.#deps, {
      itineraryId: result.itinerary.objectId,
      itemId: result.item.id,
      promoCodeIds: codes.map((code) => code.objectId),
    });
  }

  private accepted(): void {
    this.apply({ type: 'accepted' });
    this.text = '';
  }

  private apply(event: PromoCodeEvent): void {
    this.state = promoCodeTransition(this.state, event);
  }
}

interface Deps {
  readonly promoCodes: Pick<PromoCodeGateway, 'validatePromoCode'>;
  readonly items: Pick<ItineraryItemGateway, 'redeemPromoCodes'>;
  readonly notifications: NotificationSink;
  readonly errors: ErrorReporter;
}
