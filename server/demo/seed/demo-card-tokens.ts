import type { Queryable } from '../../db/database.js';
import { hashOpaqueToken } from '../../payments/opaque-token.js';
import { findUserIdByEmail } from './accounts.store.js';
import { insertCardToken, insertDemoCard } from './card-tokens.store.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * The demo card tokens, one in each state the card-token page shows
 * (docs/host/decisions.md#demo-data). Tokens are stored hashed, so the demo ones are readable
 * words the README lists: open /card-addition?token=demo-card-token-valid (or -expired,
 * -used).
 */
export const DEMO_CARD_TOKENS = {
  valid: 'demo-card-token-valid',
  expired: 'demo-card-token-expired',
  used: 'demo-card-token-used',
} as const;

/**
 * The demo guest's card on file: a sandbox Visa ending 4242, no number kept
 * (docs/host/decisions.md#payment-cards).
 */
export const DEMO_CARD = {
  id: 'demo-card-visa-4242',
  methodId: 'pm_sandbox_demo_visa_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  billingDetails: { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } },
} as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Seeds the demo guest's card and card tokens, inside the catalog's seeding transaction.
 * Times are relative to the anchor day (midnight UTC): the valid token works for 72 hours
 * from it; `npm run concierge -- card-token` issues fresh ones later.
 */
export const seedDemoCardTokens = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  const guestEmail = DEMO_ACCOUNTS[0].email;
  const guestId = await findUserIdByEmail(db, guestEmail);
  // Only when the demo accounts were seeded (a database of real users gets no demo cards).
  if (!guestId) return;
  const midnight = new Date(`${anchor}T00:00:00.000Z`);
  const at = (hours: number) => new Date(midnight.getTime() + hours * HOUR_MS);
  const expYear = midnight.getUTCFullYear() + 3;

  await insertDemoCard(db, guestId, { ...DEMO_CARD, expYear });

  const tokens = [
    { token: DEMO_CARD_TOKENS.valid, issuedAt: at(0), expiresAt: at(72), usedAt: null, cardId: null },
    { token: DEMO_CARD_TOKENS.expired, issuedAt: at(-96), expiresAt: at(-24), usedAt: null, cardId: null },
    {
      token: DEMO_CARD_TOKENS.used,
      issuedAt: at(-24),
      expiresAt: at(48),
      usedAt: at(-12),
      cardId: DEMO_CARD.id,
    },
  ];
  for (const token of tokens) {
    await insertCardToken(db, {
      hash: hashOpaqueToken(token.token),
      userId: guestId,
      issuedAt: token.issuedAt,
      expiresAt: token.expiresAt,
      usedAt: token.usedAt,
      cardId: token.cardId,
    });
  }
};
