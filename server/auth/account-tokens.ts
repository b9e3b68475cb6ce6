import { obscureEmail } from '../../src/core/contact/index.js';
import type { Queryable } from '../db/database.js';
import type { AccountPurpose } from '../db/rows/account-links.js';
import { HttpError } from '../http/http-error.js';
import {
  expireUnusedAccountTokens,
  insertAccountToken,
  lockAccountToken,
  markAccountTokenUsed,
} from './account-token.store.js';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token.js';

/**
 * A concierge's account links last 72 hours, like card tokens (docs/host/decisions.md#payment-cards):
 * sent by hand, they may be read a day later. A guest's own reset link lasts less
 * (password-reset.workflow.ts).
 */
export const ACCOUNT_TOKEN_LIFETIME_MS = 72 * 60 * 60 * 1000;

// Messages a guest can act on: each says what to do next. Since a guest can ask for a link
// themselves, that is the first way offered; an expired link may also have been replaced.
const ASK_AGAIN = 'ask for a new one with "Forgot password?" on the sign-in page, or ask your concierge';
export const UNKNOWN_LINK = `This link is not valid: ${ASK_AGAIN}`;
export const USED_LINK = 'This link has already been used';
export const EXPIRED_LINK = `This link has expired or a newer one replaced it: use the latest link you received, or ${ASK_AGAIN}`;
export const wrongEmailMessage = (correctEmail: string) =>
  `This link was sent for another e-mail address: ${correctEmail}`;

/** The 409 of the wrong-email state: the message plus the obscured address on its own. */
export class WrongEmailError extends HttpError {
  constructor(readonly correctEmail: string) {
    super(409, wrongEmailMessage(correctEmail));
  }
}

export interface IssuedAccountToken {
  token: string;
  expiresAt: Date;
}

/**
 * Stores the hash of a new token and returns the raw token: the only moment it exists. It
 * lasts `lifetimeMs`, 72 hours unless said.
 */
export const issueAccountToken = async (
  db: Queryable,
  request: {
    userId: string;
    purpose: AccountPurpose;
    issuedByUserId: string | null;
    now: Date;
    lifetimeMs?: number;
  },
): Promise<IssuedAccountToken> => {
  const token = newSessionToken();
  const expiresAt = new Date(request.now.getTime() + (request.lifetimeMs ?? ACCOUNT_TOKEN_LIFETIME_MS));
  await insertAccountToken(db, {
    tokenHash: hashSessionToken(token),
    userId: request.userId,
    purpose: request.purpose,
    issuedByUserId: request.issuedByUserId,
    createdAt: request.now,
    expiresAt,
  });
  return { token, expiresAt };
};

/**
 * Marks the token used and returns its user, inside the caller's transaction: unknown
 * 404, used 409, expired 410, issued for another e-mail 409 with the address obscured.
 * The row is locked, so two submissions of one link cannot both succeed.
 */
export const consumeAccountToken = async (
  tx: Queryable,
  token: string,
  email: string,
  now: Date,
): Promise<string> => {
  if (!isWellFormedToken(token)) throw new HttpError(404, UNKNOWN_LINK);
  const row = await lockAccountToken(tx, hashSessionToken(token));
  if (!row) throw new HttpError(404, UNKNOWN_LINK);
  if (row.used_at !== null) throw new HttpError(409, USED_LINK);
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new HttpError(410, EXPIRED_LINK);
  if (row.email.toLowerCase() !== email.trim().toLowerCase())
    throw new WrongEmailError(obscureEmail(row.email));
  await markAccountTokenUsed(tx, hashSessionToken(token), now);
  return row.user_id;
};

/**
 * Every unused link of the account stops working now: a newer link replaces them, and a new
 * password leaves none behind that could change it again. They expire rather than count as
 * used, so opening one says it expired or was replaced, never that it was used.
 */
export const retireUnusedAccountTokens = (tx: Queryable, userId: string, now: Date): Promise<void> =>
  expireUnusedAccountTokens(tx, userId, now);
