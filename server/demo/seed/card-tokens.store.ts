import type { Queryable } from '../../db/database.js';

/** The demo guest's card on file and card tokens (demo-card-tokens.ts); each write skips a row that exists. */

/** A sandbox card as the demo keeps it: the payment method the sandbox set up, and the card saved from it. */
export interface DemoCardRow {
  id: string;
  methodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  billingDetails: object;
}

export const insertDemoCard = async (db: Queryable, userId: string, card: DemoCardRow): Promise<void> => {
  await db.query(
    `insert into sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) on conflict (id) do nothing`,
    [
      card.methodId,
      userId,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      JSON.stringify(card.billingDetails),
    ],
  );
  await db.query(
    `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, 'sandbox', $3, $4, $5, $6, $7, $8::jsonb) on conflict do nothing`,
    [
      card.id,
      userId,
      card.methodId,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      JSON.stringify(card.billingDetails),
    ],
  );
};

/** A card token, stored as its hash. */
export const insertCardToken = async (
  db: Queryable,
  token: {
    hash: string;
    userId: string;
    issuedAt: Date;
    expiresAt: Date;
    usedAt: Date | null;
    cardId: string | null;
  },
): Promise<void> => {
  await db.query(
    `insert into card_tokens (token_hash, user_id, issued_at, expires_at, used_at, card_id)
     values ($1, $2, $3, $4, $5, $6) on conflict (token_hash) do nothing`,
    [token.hash, token.userId, token.issuedAt, token.expiresAt, token.usedAt, token.cardId],
  );
};
