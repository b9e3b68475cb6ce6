import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import type { BillingDetails } from './billing-details.entity.js';
import type { CardToken } from './card-token.entity.js';
import type { CreditCard } from './credit-card.entity.js';

/**
 * The body of POST /api/user/{userId}/creditCard: the card as the payment provider
 * describes it once set up (DECISIONS "Payment cards": method id, brand, last four, expiry,
 * billing details), never a number or security code.
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

/** SPEC 7: stripeToken is the payment provider's card token (PaymentProvider.createCardToken). */
export interface CardTokenBody {
  readonly stripeToken: string;
}

/** The guest's stored payment cards, as our REST host keeps them. */
export interface PaymentGateway {
  /** GET /api/billing/client-secret: starts a card setup and answers its secret, which the provider confirms. */
  clientSecret(): Promise<E.Either<AppError, string>>;
  /** GET /api/user/{userId}/creditCards */
  creditCards(userId: string): Promise<E.Either<AppError, readonly CreditCard[]>>;
  /** POST /api/user/{userId}/creditCard: answers the stored card with its cardId. */
  addCreditCard(userId: string, body: AddCreditCardBody): Promise<E.Either<AppError, CreditCard>>;
  /** GET /api/creditCardToken/{token}: its status (card-token-screen.rule.ts reads it). */
  cardTokenStatus(token: string): Promise<E.Either<AppError, CardToken>>;
  /** POST /api/creditCardToken/{token}: adds the card the provider tokenised, using up the token. */
  addCardWithToken(token: string, body: CardTokenBody): Promise<E.Either<AppError, void>>;
}
export const PaymentGateway = Symbol.for('PaymentGateway');
