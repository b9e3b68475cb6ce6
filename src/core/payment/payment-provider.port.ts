import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';

/** Where a card widget is drawn: a DOM element in the browser. The core does not know the DOM. */
export type CardWidgetContainer = object;

export interface CardWidgetOptions {
  /**
   * The standalone form asks for the zip itself, so the widget hides its own
   * (docs/product/routes.md#add-a-card).
   */
  readonly hidePostalCode: boolean;
}

export interface CardWidgetState {
  readonly empty: boolean;
  readonly complete: boolean;
  /** The provider's words about what was typed, e.g. 'Your card number is incomplete.' */
  readonly error: string | null;
}

/**
 * The provider's card entry. Number, expiry and security code are typed into it and stay
 * inside the provider: our code sees only its state, and hands the widget back to the
 * provider to confirm or tokenise the card.
 */
export interface CardWidget {
  mount(container: CardWidgetContainer): void;
  /** Calls the listener on every change; the returned function stops listening. */
  onChange(listener: (state: CardWidgetState) => void): () => void;
  focus(): void;
  destroy(): void;
}

/**
 * A card setup is confirmed with the name, postal code and country (ISO alpha-2;
 * docs/product/calls.md#payment-calls).
 */
export interface CardSetupBilling {
  readonly name: string;
  readonly postalCode: string;
  readonly country: string;
}

/**
 * The token form's billing fields (docs/product/routes.md#card-addition-by-token): cardholder
 * name, city, zip.
 */
export interface CardTokenBilling {
  readonly name: string;
  readonly city?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
}

/** A card set up with the provider: its payment method id and what may be shown of it. */
export interface SetUpCard {
  readonly paymentMethodId: string;
  readonly brand?: string | null;
  readonly last4?: string | null;
  readonly expMonth?: number | null;
  readonly expYear?: number | null;
}

/**
 * The card payment provider (docs/product/routes.md#add-a-card and
 * docs/product/calls.md#payment-calls): Stripe when a publishable key is configured, an
 * offline sandbox otherwise (docs/architecture/conventions.md#adapters). A card the provider rejects is a Left of kind
 * 'card' whose message is the provider's own words (cardFormError wraps them); a provider
 * that cannot load or answer is kind 'unavailable' or 'network'.
 */
export interface PaymentProvider {
  /** For the 'Powered by' link of the card form. */
  readonly poweredBy: { readonly name: string; readonly url: string };
  /** Loads the provider with the publishable {key}; loading again is a no-op. */
  load(publishableKey: string): Promise<E.Either<AppError, void>>;
  /** A new card widget; Left until load has succeeded. */
  createCardWidget(options: CardWidgetOptions): Promise<E.Either<AppError, CardWidget>>;
  /** Confirms the host's card setup (PaymentGateway.clientSecret) with the card in `widget`. */
  confirmCardSetup(
    widget: CardWidget,
    clientSecret: string,
    billing: CardSetupBilling,
  ): Promise<E.Either<AppError, SetUpCard>>;
  /** Tokenises the card in `widget` for the card-token flow (PaymentGateway.addCardWithToken). */
  createCardToken(
    widget: CardWidget,
    billing: CardTokenBilling,
  ): Promise<E.Either<AppError, { readonly token: string }>>;
}
export const PaymentProvider = token<PaymentProvider>('PaymentProvider');
