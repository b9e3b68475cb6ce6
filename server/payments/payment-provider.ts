import type { BillingDetailsJson } from './billing-details.js';
import type { CardSummary } from './card-summary.js';

/** A card as the payment provider describes it: what we may store, and its method id there. */
export interface ProviderCard extends CardSummary {
  provider: 'sandbox' | 'stripe';
  methodId: string;
  billingDetails: BillingDetailsJson | null;
}

/**
 * The payment provider behind the card routes (docs/host/decisions.md#payment-cards): Stripe when a
 * secret key is configured, our sandbox otherwise. Failures are HttpErrors a guest can read
 * (400 unknown method, 403 someone else's, 402 declined, 502 provider unreachable).
 */
export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Starts a card setup for the user and answers the secret the browser confirms it with. */
  startCardSetup(userId: string): Promise<string>;
  /**
   * The card behind a payment method the user set up (the standalone form's confirmed
   * setup), or null when the provider knows no such method.
   */
  cardOfMethod(userId: string, methodId: string): Promise<ProviderCard | null>;
  /**
   * Turns a card token the provider made in the browser (card-token page) into a payment
   * method. Provider tokens are single use, as Stripe's are: this uses it up.
   */
  cardOfToken(token: string): Promise<ProviderCard>;
}
