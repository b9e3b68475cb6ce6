import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import { cardFailureMessage } from './card-failure.js';
import { type CardTokenEvent, type CardTokenState, cardTokenTransition } from './card-token-state.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { CardWidget, PaymentProvider } from './payment-provider.port.js';
import { type BillingValues, validateTokenBillingForm } from './token-billing-form.rule.js';

export interface CardTokenFlowDeps {
  readonly payments: Pick<PaymentGateway, 'cardTokenStatus' | 'addCardWithToken'>;
  readonly provider: Pick<PaymentProvider, 'createCardToken'>;
}

/**
 * Adding a card with a token the concierge sent (SPEC 2, 4, 7), as a view-model mirrors it.
 * The card itself is typed into the provider's widget and tokenised there; our host only
 * receives the provider's token (DECISIONS "Payment cards").
 */
export class CardTokenFlow {
  private readonly cell = new StateCell<CardTokenState>({ screen: 'loading' });
  private token: string | null = null;

  constructor(private readonly deps: CardTokenFlowDeps) {}

  getState(): CardTokenState {
    return this.cell.get();
  }

  subscribe(listener: (state: CardTokenState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  /** The page opened with the token of its query string: no token is invalid, else its status decides. */
  async open(token: string | null | undefined): Promise<void> {
    this.token = token || null;
    this.dispatch({ type: 'token-checked', token });
    if (!this.token) return;
    const response = await this.deps.payments.cardTokenStatus(this.token);
    this.dispatch({ type: 'token-checked', token: this.token, response });
  }

  /**
   * SPEC 4: the billing fields are checked first (SPEC 5, all errors at once); then
   * submitting until the card is added (completed) or not (back to the form). Only the form
   * submits: a second submit meanwhile is ignored (undefined).
   */
  async submit(widget: CardWidget, values: BillingValues): Promise<E.Either<AppError, void> | undefined> {
    if (this.cell.get().screen !== 'form') return undefined;
    // The form shows only once a token's status came back, so a token is known here.
    const token = this.token!;
    const valid = validateTokenBillingForm(values);
    if (E.isLeft(valid)) {
      this.dispatch({ type: 'details-refused', fieldErrors: valid.left.fieldErrors });
      return valid;
    }
    this.dispatch({ type: 'submitted' });
    const { cardholderName, city, zipCode } = valid.right;
    const tokenised = await this.deps.provider.createCardToken(widget, {
      name: cardholderName,
      city,
      postalCode: zipCode,
    });
    const added = E.isLeft(tokenised)
      ? tokenised
      : await this.deps.payments.addCardWithToken(token, { stripeToken: tokenised.right.token });
    this.dispatch(
      E.isRight(added) ? { type: 'completed' } : { type: 'failed', error: cardFailureMessage(added.left) },
    );
    return added;
  }

  private dispatch(event: CardTokenEvent): void {
    this.cell.update((state) => cardTokenTransition(state, event));
  }
}
