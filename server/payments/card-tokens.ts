import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { findCardToken, insertCardToken, markCardTokenUsed } from './card-token.store.js';
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
  await insertCardToken(db, {
    token_hash: hashOpaqueToken(token),
    user_id: userId,
    itinerary_id: itineraryId,
    issued_by_user_id: issuedByUserId,
    issued_at: now,
    expires_at: expiresAt,
  });
  return { token, expiresAt };
};

export interface UsableCardToken {
  tokenHash: string;
  userId: string;
  itineraryId: string | null;
  expiresAt: Date;
}

/**
 * The token when it can still be used; otherwise the answer the page expects: 404 unknown,
 * 409 used, 410 expired. A used token says so even once it has also expired.
 */
export const usableCardToken = async (db: Queryable, token: string, now: Date): Promise<UsableCardToken> => {
  const row = await findCardToken(db, hashOpaqueToken(token));
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
  if (await markCardTokenUsed(tx, hashOpaqueToken(token), cardId, now)) return;
  // Lost the race: answer why (used, expired), as the status route would.
  await usableCardToken(tx, token, now);
  throw new HttpError(409, TOKEN_USED);
};
