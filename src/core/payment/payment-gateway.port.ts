import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { BillingDetails } from './billing-details.entity.js';
import type { CardToken } from './card-token.entity.js';
import type { CreditCard } from './credit-card.entity.js';

/**
 * A card to store on the guest's account: the card as the payment provider describes it once
 * set up (docs/host/decisions.md#payment-cards: method id, brand, last four, expiry, billing
 * details), never a number or security code.
 */
export interface AddCreditCardBody {
  readonly userId: string;
  readonly paymentMethodId: string;
  readonly brand?: string | null;
  readonly last4?: string | null;
  readonly expMonth?: number | null;
  readonly expYear?: number | null;
  readonly billingDetails: BillingDetails | null;
}

/**
 * stripeToken is the payment provider's card token (PaymentProvider.createCardToken;
 * docs/product/calls.md#payment-calls).
 */
export interface CardTokenBody {
  readonly stripeToken: string;
}

/** The guest's stored payment cards, as our REST host keeps them. */
export interface PaymentGateway {
  /** Starts a card setup and answers its secret, which the provider confirms with the card. */
  clientSecret(): Promise<E.Either<AppError, string>>;
  /** The guest's stored cards. */
  creditCards(userId: string): Promise<E.Either<AppError, readonly CreditCard[]>>;
  /** Stores a card on the guest's account: answers it with its cardId. */
  addCreditCard(userId: string, body: AddCreditCardBody): Promise<E.Either<AppError, CreditCard>>;
  /** A card token's status (card-token-screen.rule.ts reads it). */
  cardTokenStatus(token: string): Promise<E.Either<AppError, CardToken>>;
  /** Adds the card the provider tokenised, using up the token. */
  addCardWithToken(token: string, body: CardTokenBody): Promise<E.Either<AppError, void>>;
}
export const PaymentGateway = token<PaymentGateway>('PaymentGateway');
