import { HttpError } from '../http/http-error.js';
import type { CardSummary } from './card-summary.js';

/**
 * Stripe's fixed test tokens (docs.stripe.com/testing), honoured by the sandbox as Stripe's
 * test mode honours them, so scripts and contract tests can add a card without a browser.
 */
const TEST_TOKENS: Readonly<Record<string, Omit<CardSummary, 'expYear'>>> = {
  tok_visa: { brand: 'visa', last4: '4242', expMonth: 12 },
  tok_visa_debit: { brand: 'visa', last4: '5556', expMonth: 12 },
  tok_mastercard: { brand: 'mastercard', last4: '4444', expMonth: 12 },
  tok_amex: { brand: 'amex', last4: '8431', expMonth: 12 },
  tok_discover: { brand: 'discover', last4: '1117', expMonth: 12 },
};

// Stripe's tokens for cards that are refused, with Stripe's words.
const DECLINING_TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_chargeDeclined: 'Your card was declined.',
  tok_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
  tok_chargeDeclinedExpiredCard: 'Your card has expired.',
};

/** The card of a Stripe test token (expiring in two years' December), null for any other token. */
export const testTokenCard = (token: string, now: Date): CardSummary | null => {
  // Own keys only: 'constructor' is not a test token.
  if (Object.hasOwn(DECLINING_TEST_TOKENS, token))
    throw new HttpError(402, DECLINING_TEST_TOKENS[token] ?? '');
  const card = Object.hasOwn(TEST_TOKENS, token) ? TEST_TOKENS[token] : undefined;
  return card ? { ...card, expYear: now.getUTCFullYear() + 2 } : null;
};
