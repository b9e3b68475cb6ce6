import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { type BillingDetailsJson, storedBillingDetails } from './billing-details.js';
import { assertCardNotExpired, type CardSummary } from './card-summary.js';
import { hashOpaqueToken, newOpaqueToken, providerIdPart } from './opaque-token.js';
import type { CardProvider, ProviderCard } from './payment-provider.js';
import {
  findPaymentMethod,
  insertPaymentMethod,
  insertSandboxCardToken,
  insertSetupIntent,
  lockSetupIntent,
  markSetupIntentConfirmed,
  type SandboxMethodRow,
  takeSandboxCardToken,
} from './sandbox.store.js';
import { testTokenCard } from './sandbox-test-tokens.js';

/** A card setup must be confirmed within the hour it was started. */
export const SETUP_LIFETIME_MS = 60 * 60 * 1000;
/** A sandbox card token is used right after it is made; an hour is plenty. */
export const SANDBOX_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const SETUP_NOT_FOUND = 'No such card setup: start again.';
export const SETUP_NOT_YOURS = 'This card setup belongs to another account.';
export const SETUP_EXPIRED = 'This card setup has expired: start again.';
export const SETUP_DONE = 'This card setup has already been confirmed.';
export const METHOD_NOT_YOURS = 'This payment method belongs to another account.';
export const TOKEN_UNKNOWN = 'This card token is unknown, expired or already used: enter the card again.';

const toProviderCard = (row: SandboxMethodRow): ProviderCard => ({
  provider: 'sandbox',
  methodId: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  billingDetails: storedBillingDetails(row.billing_details),
});

/**
 * Our offline stand-in for Stripe (docs/host/decisions.md#payment-cards). The browser widget has
 * already judged the card (4000 0000 0000 0002 declines there, as with Stripe); what
 * reaches this class is its brand, last four digits and expiry. It keeps, in its own
 * tables, what Stripe would keep on its side: setups, payment methods and card tokens.
 */
export class SandboxCardProvider implements CardProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async startCardSetup(userId: string): Promise<string> {
    const secret = `seti_sandbox_${providerIdPart()}_secret_${newOpaqueToken()}`;
    const now = this.now();
    await insertSetupIntent(this.db, {
      client_secret_hash: hashOpaqueToken(secret),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + SETUP_LIFETIME_MS),
    });
    return secret;
  }

  /**
   * Confirms the setup behind `clientSecret` with the card: the sandbox's answer to Stripe's
   * confirmCardSetup. Only the user who started the setup may confirm it, once, in time.
   */
  async confirmCardSetup(
    userId: string,
    clientSecret: string,
    card: CardSummary,
    billingDetails: BillingDetailsJson,
  ): Promise<ProviderCard> {
    const now = this.now();
    assertCardNotExpired(card, now);
    return this.db.transaction(async (tx) => {
      const setup = await lockSetupIntent(tx, hashOpaqueToken(clientSecret));
      if (!setup) throw new HttpError(404, SETUP_NOT_FOUND);
      if (setup.user_id !== userId) throw new HttpError(403, SETUP_NOT_YOURS);
      if (setup.payment_method_id) throw new HttpError(409, SETUP_DONE);
      if (new Date(setup.expires_at) <= now) throw new HttpError(410, SETUP_EXPIRED);
      const row = await insertPaymentMethod(tx, {
        id: `pm_sandbox_${providerIdPart()}`,
        user_id: userId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        billing_details: billingDetails,
      });
      await markSetupIntentConfirmed(tx, hashOpaqueToken(clientSecret), row.id);
      return toProviderCard(row);
    });
  }

  /** The sandbox's answer to Stripe's createToken: a single-use token for the card. */
  async createCardToken(card: CardSummary, billingDetails: BillingDetailsJson): Promise<string> {
    const now = this.now();
    assertCardNotExpired(card, now);
    const token = `tok_sandbox_${providerIdPart()}`;
    await insertSandboxCardToken(this.db, {
      id: token,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      billing_details: billingDetails,
      created_at: now,
      expires_at: new Date(now.getTime() + SANDBOX_TOKEN_LIFETIME_MS),
    });
    return token;
  }

  async cardOfMethod(userId: string, methodId: string): Promise<ProviderCard | null> {
    const row = await findPaymentMethod(this.db, methodId);
    if (!row) return null;
    if (row.user_id !== userId) throw new HttpError(403, METHOD_NOT_YOURS);
    return toProviderCard(row);
  }

  async cardOfToken(token: string): Promise<ProviderCard> {
    const now = this.now();
    const test = testTokenCard(token, now);
    // Each use of a token makes a new payment method, as with Stripe.
    if (test)
      return {
        provider: 'sandbox',
        methodId: `pm_sandbox_${providerIdPart()}`,
        ...test,
        billingDetails: null,
      };
    const row = await takeSandboxCardToken(this.db, token, now);
    if (!row) throw new HttpError(400, TOKEN_UNKNOWN);
    // The payment method the token becomes, as Stripe makes one from a token.
    return { ...toProviderCard(row), methodId: `pm_sandbox_${providerIdPart()}` };
  }
}
