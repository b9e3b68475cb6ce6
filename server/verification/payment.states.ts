import type { Database, Queryable } from '../db/database.js';
import { CARD_TOKEN_LIFETIME_MS } from '../payments/card-tokens.js';
import { hashOpaqueToken } from '../payments/opaque-token.js';
import { demoGuestId, seededUserId } from './pact-guests.js';
import { replaceCards, replaceCardToken, replaceSetUpMethod } from './payment-fixtures.store.js';
import { type StateHandler, type StateParams, textParam } from './state-handler.js';
import { STATES } from './state-names.js';

/** The billing details of the pact's card, as the app's examples show them. */
const BILLING_DETAILS = { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } };
const SET_UP_METHOD = 'pm_sandbox_pact_set_up_4242';

/** One token per status, so the states never disturb one another. */
const TOKENS = {
  valid: 'pact-card-token-valid-0001',
  expired: 'pact-card-token-expired-0001',
  used: 'pact-card-token-used-0001',
};
type TokenStatus = keyof typeof TOKENS;
const isTokenStatus = (status: string): status is TokenStatus => Object.hasOwn(TOKENS, status);

const HOUR_MS = 60 * 60 * 1000;

/** The guest's only card, `cardId`, a sandbox card of the brand and last digits the params give. */
const putOnlyCard = async (
  db: Queryable,
  userId: string,
  params: StateParams,
  now: Date,
): Promise<string> => {
  const cardId = textParam(params, 'cardId');
  const methodId = `pm_sandbox_pact_${cardId}`;
  await replaceCards(db, {
    id: cardId,
    userId,
    methodId,
    brand: textParam(params, 'brand'),
    last4: textParam(params, 'last4'),
    expYear: now.getUTCFullYear() + 3,
    billingDetails: BILLING_DETAILS,
  });
  return cardId;
};

/** A card token of the demo guest in the given status, made again each time. */
const putToken = async (db: Queryable, userId: string, status: TokenStatus, today: Date) => {
  const token = TOKENS[status];
  const now = today.getTime();
  const issuedAt = new Date(status === 'expired' ? now - 96 * HOUR_MS : now - HOUR_MS);
  const expiresAt = new Date(issuedAt.getTime() + CARD_TOKEN_LIFETIME_MS);
  await replaceCardToken(db, {
    hash: hashOpaqueToken(token),
    userId,
    issuedAt,
    expiresAt,
    usedAt: status === 'used' ? new Date(now - 1000) : null,
  });
  return { cardToken: token };
};

/** Provider states of the payments interactions, each creating its data through the host's tables. */
export const paymentStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  // The guest's only card: the list's every entry must look like the pact's card.
  [STATES.demoCard]: async (params) => {
    const userId = await demoGuestId(db);
    return { userId, cardId: await putOnlyCard(db, userId, params, now()) };
  },
  // A payment method the sandbox set up for the guest and not yet saved as a card.
  [STATES.cardSetUp]: async (params) => {
    const userId = await demoGuestId(db);
    const expYear = now().getUTCFullYear() + 3;
    await replaceSetUpMethod(db, {
      methodId: SET_UP_METHOD,
      userId,
      brand: textParam(params, 'brand'),
      last4: textParam(params, 'last4'),
      expYear,
      billingDetails: BILLING_DETAILS,
    });
    return { userId, paymentMethodId: SET_UP_METHOD, expYear };
  },
  // params.status: valid, expired or used.
  [STATES.cardToken]: async (params) => {
    const status = textParam(params, 'status');
    if (!isTokenStatus(status)) throw new Error(`a card token is valid, expired or used, not "${status}"`);
    return putToken(db, await seededUserId(db, textParam(params, 'email')), status, now());
  },
});
