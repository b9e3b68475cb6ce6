import type { Database, Queryable } from '../db/database.js';
import { CARD_TOKEN_LIFETIME_MS } from '../payments/card-tokens.js';
import { hashOpaqueToken } from '../payments/opaque-token.js';
import { demoGuestId } from './pact-guests.js';
import type { StateHandler } from './state-handler.js';
import { STATES } from './state-names.js';

/** The pact's card: a sandbox Visa ending 4242, with the billing details the app's examples show. */
const CARD = {
  id: 'card-1',
  methodId: 'pm_sandbox_pact_card_1',
  billingDetails: { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } },
};
const SET_UP_METHOD = 'pm_sandbox_pact_set_up_4242';

/** One token per state, so the states never disturb one another. */
const TOKENS = {
  valid: 'pact-card-token-valid-0001',
  expired: 'pact-card-token-expired-0001',
  used: 'pact-card-token-used-0001',
};

const HOUR_MS = 60 * 60 * 1000;

/** The demo guest's card card-1, made again as it was (delete-then-insert). */
const putCardOnFile = async (db: Queryable, userId: string, now: Date): Promise<void> => {
  await db.query('delete from payment_cards where id = $1 or provider_method_id = $2', [
    CARD.id,
    CARD.methodId,
  ]);
  await db.query(
    `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, 'sandbox', $3, 'visa', '4242', 12, $4, $5::jsonb)`,
    [CARD.id, userId, CARD.methodId, now.getUTCFullYear() + 3, JSON.stringify(CARD.billingDetails)],
  );
};

/** A card token of the demo guest in the given state, made again each time. */
const putToken = async (
  db: Queryable,
  userId: string,
  token: string,
  state: keyof typeof TOKENS,
  today: Date,
) => {
  const now = today.getTime();
  const issuedAt = new Date(state === 'expired' ? now - 96 * HOUR_MS : now - HOUR_MS);
  const expiresAt = new Date(issuedAt.getTime() + CARD_TOKEN_LIFETIME_MS);
  await db.query('delete from card_tokens where token_hash = $1', [hashOpaqueToken(token)]);
  await db.query(
    `insert into card_tokens (token_hash, user_id, issued_at, expires_at, used_at) values ($1, $2, $3, $4, $5)`,
    [hashOpaqueToken(token), userId, issuedAt, expiresAt, state === 'used' ? new Date(now - 1000) : null],
  );
  return { cardToken: token };
};

/** Provider states of the payments interactions, each creating its data through the host's tables. */
export const paymentStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.demoCard]: async () => {
    const userId = await demoGuestId(db);
    await putCardOnFile(db, userId, now());
    return { cardId: CARD.id };
  },
  // The guest's only card: the list's every entry must look like the pact's card.
  [STATES.cardOnFile]: async () => {
    const userId = await demoGuestId(db);
    await db.query('delete from payment_cards where user_id = $1', [userId]);
    await putCardOnFile(db, userId, now());
    return { userId, cardId: CARD.id };
  },
  // A payment method the sandbox set up for the guest and not yet saved as a card.
  [STATES.cardSetUp]: async () => {
    const userId = await demoGuestId(db);
    await db.query('delete from payment_cards where provider_method_id = $1', [SET_UP_METHOD]);
    await db.query('delete from sandbox_payment_methods where id = $1', [SET_UP_METHOD]);
    await db.query(
      `insert into sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, billing_details)
       values ($1, $2, 'visa', '4242', 12, 2030, $3::jsonb)`,
      [SET_UP_METHOD, userId, JSON.stringify(CARD.billingDetails)],
    );
    return { userId, paymentMethodId: SET_UP_METHOD };
  },
  [STATES.tokenValid]: async () => putToken(db, await demoGuestId(db), TOKENS.valid, 'valid', now()),
  [STATES.tokenExpired]: async () => putToken(db, await demoGuestId(db), TOKENS.expired, 'expired', now()),
  [STATES.tokenUsed]: async () => putToken(db, await demoGuestId(db), TOKENS.used, 'used', now()),
});
