import * as E from 'fp-ts/lib/Either.js';
import type { ItineraryGateway } from '../itinerary/itinerary-gateway.port.js';
import { type AppError, appError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import { cardFailureMessage } from './card-failure.js';
import { type CardFormValues, validateCardForm } from './card-form.rule.js';
import {
  type CardFormEvent,
  type CardFormState,
  cardFormTransition,
  initialCardFormState,
} from './card-form-state.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget, PaymentProvider, SetUpCard } from './payment-provider.port.js';

export interface AddCardDeps {
  readonly payments: Pick<PaymentGateway, 'clientSecret'>;
  readonly provider: Pick<PaymentProvider, 'confirmCardSetup'>;
  readonly itineraries: Pick<ItineraryGateway, 'attachCreditCard'>;
}

/**
 * The standalone 'Add A Card' form (SPEC 2, 4, 5, 7, 8), as a view-model mirrors it. The
 * host starts a card setup (client secret), the provider confirms it with the card in its
 * widget and the billing name, zip and country, and the resulting payment method is
 * attached to the itinerary. The card never passes through our code (DECISIONS).
 */
export class AddCardForm {
  private readonly cell = new StateCell<CardFormState>(initialCardFormState);

  constructor(private readonly deps: AddCardDeps) {}

  getState(): CardFormState {
    return this.cell.get();
  }

  subscribe(listener: (state: CardFormState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  /**
   * SPEC 5: the first failing field is shown and nothing is sent. A submit while one is in
   * flight is ignored (undefined). Any failure after that is the card form's line of SPEC
   * 8, and the Left carries it as a 'card' error.
   */
  async submit(
    widget: CardWidget,
    values: CardFormValues,
    itineraryId: string,
  ): Promise<E.Either<AppError, SetUpCard> | undefined> {
    if (this.cell.get().status === 'submitting') return undefined;
    const valid = validateCardForm(values);
    if (E.isLeft(valid)) {
      this.dispatch({ type: 'failed', error: valid.left.message });
      return valid;
    }
    this.dispatch({ type: 'submitted' });
    const saved = await this.save(widget, valid.right, itineraryId);
    if (E.isRight(saved)) {
      this.dispatch({ type: 'succeeded' });
      return saved;
    }
    const message = cardFailureMessage(saved.left);
    this.dispatch({ type: 'failed', error: message });
    return E.left(appError('card', message));
  }

  private async save(
    widget: CardWidget,
    { name, country, zip }: { readonly name: string; readonly country: string; readonly zip: string },
    itineraryId: string,
  ): Promise<E.Either<AppError, SetUpCard>> {
    const secret = await this.deps.payments.clientSecret();
    if (E.isLeft(secret)) return secret;
    const setUp = await this.deps.provider.confirmCardSetup(widget, secret.right, {
      name,
      postalCode: zip,
      country,
    });
    if (E.isLeft(setUp)) return setUp;
    const attached = await this.deps.itineraries.attachCreditCard(itineraryId, {
      cardId: setUp.right.paymentMethodId,
      billingDetails: { name, address: { postalCode: zip, country } },
    });
    return E.isLeft(attached) ? attached : setUp;
  }

  private dispatch(event: CardFormEvent): void {
    this.cell.update((state) => cardFormTransition(state, event));
  }
}
