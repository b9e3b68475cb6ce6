import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CardTokenFlow } from '../../core/payment/add-card-with-token.use-case.js';
import type { CardTokenState } from '../../core/payment/card-token-state.js';
import { PaymentGateway } from '../../core/payment/payment-gateway.port.js';
import { PaymentProvider } from '../../core/payment/payment-provider.port.js';
import {
  BILLING_FIELD_LABELS,
  type BillingField,
  type BillingValues,
  setBillingField,
} from '../../core/payment/token-billing-form.rule.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { CardEntry } from './card-entry.js';

/** The fields the guest types on our page; the other three are in the provider's widget. */
export type TypedBillingField = 'cardholderName' | 'city' | 'zipCode';

/** The card fields the widget holds: one place on the page, focused as one. */
export const WIDGET_FIELDS: readonly BillingField[] = ['cardNumber', 'expirationDate', 'securityCode'];

/**
 * What the form rule sees of a widget field the guest typed into. The digits stay in the
 * widget (DECISIONS "Payment cards"), so the rule can only learn that something was typed;
 * whether it is a whole, valid card is the provider's to say when it tokenises it, in its
 * own words ('Your card number is incomplete.'). Long enough for the expiry's minimum.
 */
const TYPED_IN_WIDGET = 'typed in the card widget';

/** Where focus goes after a refused submit: a field of ours, or the widget. */
export interface FocusRequest {
  readonly field: TypedBillingField | 'card';
  /** Changes on every refusal, so the same field is focused again. */
  readonly attempt: number;
}

/**
 * The card-addition-by-token page (SPEC 2, 4, 5, 8): /card-addition?token=... The token's
 * status decides the screen (core CardTokenFlow); on the form the guest types the
 * cardholder name, city and zip here and the card into the provider's widget, which loads
 * once the form shows.
 */
@injectable()
export class CardTokenViewModel {
  state: CardTokenState;
  typedValues: BillingValues = {};
  focusRequest: FocusRequest | null = null;
  readonly card: CardEntry;
  private readonly flow: CardTokenFlow;
  private openedWith: string | null | undefined = undefined;

  constructor(
    @inject(PaymentGateway) payments: Pick<PaymentGateway, 'cardTokenStatus' | 'addCardWithToken'>,
    @inject(PaymentProvider) readonly provider: PaymentProvider,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.flow = new CardTokenFlow({ payments, provider });
    this.card = new CardEntry(provider, config.paymentPublishableKey, { hidePostalCode: true });
    this.state = this.flow.getState();
    this.flow.subscribe((state) => runInAction(() => this.flowMoved(state)));
    makeAutoObservable<CardTokenViewModel, 'flow' | 'openedWith'>(this, {
      provider: false,
      card: false,
      flow: false,
      openedWith: false,
    });
  }

  /** The form's fields are on screen while it submits too: the widget must stay mounted. */
  get showsForm(): boolean {
    return this.state.screen === 'form' || this.state.screen === 'submitting';
  }

  get submitting(): boolean {
    return this.state.screen === 'submitting';
  }

  /** SPEC 2: 'Add Card' waits for the provider's widget. */
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

  /** The page opened (or its query changed) with this token; the same token is read once. */
  async opened(token: string | null): Promise<void> {
    if (this.openedWith === token) return;
    this.openedWith = token;
    await this.flow.open(token);
  }

  fieldChanged(field: TypedBillingField, value: string): void {
    this.typedValues = setBillingField(this.typedValues, field, value);
  }

  /** 'Add Card': ignored unless the form shows with a ready widget (a second click meanwhile). */
  async addCardClicked(): Promise<void> {
    const widget = this.card.widget;
    if (!this.canSubmit || !widget) return;
    const typedInWidget = this.card.typed.empty
      ? {}
      : Object.fromEntries(WIDGET_FIELDS.map((field) => [field, TYPED_IN_WIDGET]));
    const result = await this.flow.submit(widget, { ...this.typedValues, ...typedInWidget });
    if (result && E.isLeft(result) && result.left.kind === 'validation') this.focusFirstError();
  }

  private flowMoved(state: CardTokenState): void {
    this.state = state;
    if (state.screen === 'form') void this.card.load();
    if (state.screen === 'completed') this.card.disposed();
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
