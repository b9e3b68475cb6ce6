import type { Queryable } from '../db/database.js';

/** Cards, set-up payment methods and card tokens as the payment states make them (payment.states.ts). */

/** A sandbox card as a state writes it: expiring in December of `expYear`. */
export interface PactCard {
  id: string;
  userId: string;
  methodId: string;
  brand: string;
  last4: string;
  expYear: number;
  billingDetails: object;
}

/** The guest's only card: the guest's other cards, and any card of that id or method, go. */
export const replaceCards = async (db: Queryable, card: PactCard): Promise<void> => {
  await db.query('delete from payment_cards where user_id = $1 or id = $2 or provider_method_id = $3', [
    card.userId,
    card.id,
    card.methodId,
  ]);
  await db.query(
    `insert into payment_cards (id, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, 'sandbox', $3, $4, $5, 12, $6, $7::jsonb)`,
    [
      card.id,
      card.userId,
      card.methodId,
      card.brand,
      card.last4,
      card.expYear,
      JSON.stringify(card.billingDetails),
    ],
  );
};

/** A payment method the sandbox set up and nobody saved as a card yet, made again each time. */
export const replaceSetUpMethod = async (db: Queryable, method: Omit<PactCard, 'id'>): Promise<void> => {
  await db.query('delete from payment_cards where provider_method_id = $1', [method.methodId]);
  await db.query('delete from sandbox_payment_methods where id = $1', [method.methodId]);
  await db.query(
    `insert into sandbox_payment_methods (id, user_id, brand, last4, exp_month, exp_year, billing_details)
     values ($1, $2, $3, $4, 12, $5, $6::jsonb)`,
    [
      method.methodId,
      method.userId,
      method.brand,
      method.last4,
      method.expYear,
      JSON.stringify(method.billingDetails),
    ],
  );
};

/** A card token, stored as its hash, made again each time. */
export const replaceCardToken = async (
  db: Queryable,
  token: { hash: string; userId: string; issuedAt: Date; expiresAt: Date; usedAt: Date | null },
): Promise<void> => {
  await db.query('delete from card_tokens where token_hash = $1', [token.hash]);
  await db.query(
    `insert into card_tokens (token_hash, user_id, issued_at, expires_at, used_at) values ($1, $2, $3, $4, $5)`,
    [token.hash, token.userId, token.issuedAt, token.expiresAt, token.usedAt],
  );
};
