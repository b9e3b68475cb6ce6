import type { Queryable } from '../db/database.js';
import type { CardTokenRow } from '../db/rows/payments.js';
import { HttpError } from '../http/http-error.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js';

/** A card token lasts 72 hours and is used once (docs/host/decisions.md#payment-cards). */
export const CARD_TOKEN_LIFETIME_MS = 72 * 60 * 60 * 1000;

// The texts the card-token page's screens stand for (docs/product/errors.md#token-screens).
export const TOKEN_INVALID = 'This card token is invalid';
export const TOKEN_EXPIRED = 'This card token has expired';
export const TOKEN_USED = 'This card token has already been used';

/** What can be in a token's path segment: ours are 43 base64url characters; seeded demo ones are readable words. */
export const CARD_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

export interface IssuedCardToken {
  token: string;
  expiresAt: Date;
}

/** Issues a token for `userId` (and the trip it is for); only its hash is stored. */
export const issueCardToken = async (
  db: Queryable,
  {
    userId,
    itineraryId = null,
    issuedByUserId = null,
    now,
    token = newOpaqueToken(),
  }: {
    userId: string;
    itineraryId?: string | null;
    issuedByUserId?: string | null;
    now: Date;
    /** Seeded demo tokens choose a readable token; everyone else gets a random one. */
    token?: string;
  },
): Promise<IssuedCardToken> => {
  const expiresAt = new Date(now.getTime() + CARD_TOKEN_LIFETIME_MS);
  await db.query(
    `insert into card_tokens (token_hash, user_id, itinerary_id, issued_by_user_id, issued_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashOpaqueToken(token), userId, itineraryId, issuedByUserId, now, expiresAt],
  );
  return { token, expiresAt };
};

export interface UsableCardToken {
  tokenHash: string;
  userId: string;
  itineraryId: string | null;
  expiresAt: Date;
}

type TokenRow = Pick<CardTokenRow, 'token_hash' | 'user_id' | 'itinerary_id' | 'expires_at' | 'used_at'>;

/**
 * The token when it can still be used; otherwise the answer the page expects: 404 unknown,
 * 409 used, 410 expired. A used token says so even once it has also expired.
 */
export const usableCardToken = async (db: Queryable, token: string, now: Date): Promise<UsableCardToken> => {
  const { rows } = await db.query<TokenRow>(
    `select token_hash, user_id, itinerary_id, expires_at, used_at from card_tokens where token_hash = $1`,
    [hashOpaqueToken(token)],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, TOKEN_INVALID);
  if (row.used_at) throw new HttpError(409, TOKEN_USED);
  const expiresAt = new Date(row.expires_at);
  if (expiresAt <= now) throw new HttpError(410, TOKEN_EXPIRED);
  return { tokenHash: row.token_hash, userId: row.user_id, itineraryId: row.itinerary_id, expiresAt };
};

/**
 * Marks the token used for `cardId`, in the caller's transaction. The condition makes it
 * single use even when two requests race: the loser finds it used (409) or expired (410).
 */
export const useCardToken = async (
  tx: Queryable,
  token: string,
  cardId: string,
  now: Date,
): Promise<void> => {
  const { rows } = await tx.query<Pick<CardTokenRow, 'token_hash'>>(
    `update card_tokens set used_at = $2, card_id = $3
      where token_hash = $1 and used_at is null and expires_at > $2
      returning token_hash`,
    [hashOpaqueToken(token), now, cardId],
  );
  if (rows.length > 0) return;
  // Lost the race: answer why (used, expired), as the status route would.
  await usableCardToken(tx, token, now);
  throw new HttpError(409, TOKEN_USED);
};
