import type { Queryable } from '../../db/database.js';
import type { UserRow } from '../../db/rows/users-sessions.js';
import { hashOpaqueToken } from '../../payments/opaque-token.js';
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
  const { rows } = await db.query<Pick<UserRow, 'id'>>(
    'select id from users where lower(email) = lower($1)',
    [guestEmail],
  );
  const guest = rows[0];
  // Only when the demo accounts were seeded (a database of real users gets no demo cards).
  if (!guest) return;
  const midnight = new Date(`${anchor}T00:00:00.000Z`);
  const at = (hours: number) => new Date(midnight.getTime() + hours * HOUR_MS);
  const expYear = midnight.getUTCFullYear() + 3;

  await db.query(
    `insert into sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) on conflict (id) do nothing`,
    [
      DEMO_CARD.methodId,
      guest.id,
      DEMO_CARD.brand,
      DEMO_CARD.last4,
      DEMO_CARD.expMonth,
      expYear,
      JSON.stringify(DEMO_CARD.billingDetails),
    ],
  );
  await db.query(
    `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, 'sandbox', $3, $4, $5, $6, $7, $8::jsonb) on conflict do nothing`,
    [
      DEMO_CARD.id,
      guest.id,
      DEMO_CARD.methodId,
      DEMO_CARD.brand,
      DEMO_CARD.last4,
      DEMO_CARD.expMonth,
      expYear,
      JSON.stringify(DEMO_CARD.billingDetails),
    ],
  );

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
    await db.query(
      `insert into card_tokens (token_hash, user_id, issued_at, expires_at, used_at, card_id)
       values ($1, $2, $3, $4, $5, $6) on conflict (token_hash) do nothing`,
      [hashOpaqueToken(token.token), guest.id, token.issuedAt, token.expiresAt, token.usedAt, token.cardId],
    );
  }
};
