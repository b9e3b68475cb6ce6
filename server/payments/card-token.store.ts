import type { Queryable } from '../db/database.js';
import type { CardTokenRow } from '../db/rows/payments.js';

/** A token's row as the rules read it. */
export type CardTokenState = Pick<
  CardTokenRow,
  'token_hash' | 'user_id' | 'itinerary_id' | 'expires_at' | 'used_at'
>;

/** Stores an issued token: only its hash. */
export const insertCardToken = async (
  db: Queryable,
  token: Pick<
    CardTokenRow,
    'token_hash' | 'user_id' | 'itinerary_id' | 'issued_by_user_id' | 'issued_at' | 'expires_at'
  >,
): Promise<void> => {
  await db.query(
    `insert into card_tokens (token_hash, user_id, itinerary_id, issued_by_user_id, issued_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      token.token_hash,
      token.user_id,
      token.itinerary_id,
      token.issued_by_user_id,
      token.issued_at,
      token.expires_at,
    ],
  );
};

export const findCardToken = async (db: Queryable, tokenHash: string): Promise<CardTokenState | null> => {
  const { rows } = await db.query<CardTokenState>(
    `select token_hash, user_id, itinerary_id, expires_at, used_at from card_tokens where token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
};

/**
 * Marks the token used for `cardId` when it is still unused and unexpired at `now`; false
 * when it was not (the condition makes it single use even when two requests race).
 */
export const markCardTokenUsed = async (
  tx: Queryable,
  tokenHash: string,
  cardId: string,
  now: Date,
): Promise<boolean> => {
  const { rows } = await tx.query<Pick<CardTokenRow, 'token_hash'>>(
    `update card_tokens set used_at = $2, card_id = $3
      where token_hash = $1 and used_at is null and expires_at > $2
      returning token_hash`,
    [tokenHash, now, cardId],
  );
  return rows.length > 0;
};
