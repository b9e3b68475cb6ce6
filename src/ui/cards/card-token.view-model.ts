import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  addCardWithToken,
  BILLING_FIELD_LABELS,
  type BillingField,
  type BillingValues,
  type CardTokenEvent,
  type CardTokenState,
  cardFailureMessage,
  cardTokenTransition,
  PaymentGateway,
  PaymentProvider,
  setBillingField,
  validateTokenBillingForm,
} from '../../core/payment/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { CardEntry } from '../booking/card-entry.js';
import { inject } from '../di/inject.js';

/** The fields the guest types on our page; the other three are in the provider's widget. */
export type TypedBillingField = 'cardholderName' | 'city' | 'zipCode';

/** The card fields the widget holds: one place on the page, focused as one. */
export const WIDGET_FIELDS: readonly BillingField[] = ['cardNumber', 'expirationDate', 'securityCode'];

/**
 * What the form rule sees of a widget field the guest typed into. The digits stay in the
 * widget (docs/host/decisions.md#payment-cards), so the rule can only learn that something
 * was typed; whether it is a whole, valid card is the provider's to say when it tokenises it,
 * in its own words ('Your card number is incomplete.'). Long enough for the expiry's minimum.
 */
const TYPED_IN_WIDGET = 'typed in the card widget';

interface Deps {
  readonly payments: Pick<PaymentGateway, 'cardTokenStatus' | 'addCardWithToken'>;
  readonly provider: PaymentProvider;
}

/** Where focus goes after a refused submit: a field of ours, or the widget. */
export interface FocusRequest {
  readonly field: TypedBillingField | 'card';
  /** Changes on every refusal, so the same field is focused again. */
  readonly attempt: number;
}

/**
 * The card-addition-by-token page (docs/product/routes.md#card-addition-by-token):
 * /card-addition?token=... The token's status decides the screen (the core's card-token
 * transition); on the form the guest types the cardholder name, city and zip here and the
 * card into the provider's widget, which loads once the form shows.
 */
@injectable()
export class CardTokenViewModel {
  state: CardTokenState = { screen: 'loading' };
  typedValues: BillingValues = {};
  focusRequest: FocusRequest | null = null;
  readonly card: CardEntry;
  readonly #deps: Deps;
  #openedWith: string | null | undefined = undefined;

  constructor(
    @inject(PaymentGateway) payments: Deps['payments'],
    @inject(PaymentProvider) provider: PaymentProvider,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { payments, provider };
    this.card = new CardEntry(provider, config.paymentPublishableKey, { hidePostalCode: true });
    makeAutoObservable(this, { card: false });
  }

  get provider(): Pick<PaymentProvider, 'poweredBy'> {
    return this.#deps.provider;
  }

  /** The form's fields are on screen while it submits too: the widget must stay mounted. */
  get showsForm(): boolean {
    return this.state.screen === 'form' || this.state.screen === 'submitting';
  }

  get submitting(): boolean {
    return this.state.screen === 'submitting';
  }

  /** 'Add Card' waits for the provider's widget (docs/product/routes.md#add-a-card). */
  get canSubmit(): boolean {
    return this.state.screen === 'form' && this.card.ready;
  }

  /**
   * One line under the widget: the provider's live words about what was typed, else the
   * form rule's errors for the widget's fields while it is still empty (once the guest
   * types, those no longer hold).
   */
  get cardError(): string | null {
    if (this.state.screen !== 'form') return null;
    if (this.card.typed.error) return this.card.typed.error;
    if (!this.card.typed.empty) return null;
    const { fieldErrors } = this.state;
    const errors = WIDGET_FIELDS.map((field) => fieldErrors[field]).filter(Boolean);
    return errors.length > 0 ? errors.join(' ') : null;
  }

  fieldError(field: TypedBillingField): string | null {
    return this.state.screen === 'form' ? (this.state.fieldErrors[field] ?? null) : null;
  }

  value(field: TypedBillingField): string {
    return this.typedValues[field] ?? '';
  }

  /**
   * The page opened (or its query changed) with this token; the same token is read once.
   * No token is invalid at once; otherwise its status, once fetched, decides the screen.
   */
  async opened(token: string | null): Promise<void> {
    if (this.#openedWith === token) return;
    this.#openedWith = token;
    this.apply({ type: 'token-checked', token });
    if (!token) return;
    const response = await this.#deps.payments.cardTokenStatus(token);
    if (this.#openedWith === token) this.apply({ type: 'token-checked', token, response });
  }

  fieldChanged(field: TypedBillingField, value: string): void {
    this.typedValues = setBillingField(this.typedValues, field, value);
  }

  /**
   * 'Add Card': ignored unless the form shows with a ready widget (a second click meanwhile).
   * The billing fields are checked first, all errors at once, and nothing is sent until they
   * pass; then the page submits until the card is added (completed) or not (back to the form).
   */
  async addCardClicked(): Promise<void> {
    const widget = this.card.widget;
    const token = this.#openedWith;
    if (!this.canSubmit || !widget || !token) return;
    const typedInWidget = this.card.typed.empty
      ? {}
      : Object.fromEntries(WIDGET_FIELDS.map((field) => [field, TYPED_IN_WIDGET]));
    const valid = validateTokenBillingForm({ ...this.typedValues, ...typedInWidget });
    if (E.isLeft(valid)) {
      this.apply({ type: 'details-refused', fieldErrors: valid.left.fieldErrors });
      this.focusFirstError();
      return;
    }
    this.apply({ type: 'submitted' });
    const added = await addCardWithToken(this.#deps, { token, widget, billing: valid.right });
    this.apply(
      E.isRight(added) ? { type: 'completed' } : { type: 'failed', error: cardFailureMessage(added.left) },
    );
  }

  private apply(event: CardTokenEvent): void {
    this.state = cardTokenTransition(this.state, event);
    if (this.state.screen === 'form') void this.card.load();
    if (this.state.screen === 'completed') this.card.disposed();
  }

  private focusFirstError(): void {
    if (this.state.screen !== 'form') return;
    const { fieldErrors } = this.state;
    const first = (Object.keys(BILLING_FIELD_LABELS) as BillingField[]).find((field) => fieldErrors[field]);
    if (!first) return;
    const field = WIDGET_FIELDS.includes(first) ? 'card' : (first as TypedBillingField);
    this.focusRequest = { field, attempt: (this.focusRequest?.attempt ?? 0) + 1 };
  }
}
