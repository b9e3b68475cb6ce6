import { obscureEmail } from '../../src/core/contact/obscured-email.rule.js';
import type { Queryable } from '../db/database.js';
import type { AccountPurpose, AccountTokenRow } from '../db/rows/account-links.js';
import type { UserRow } from '../db/rows/users-sessions.js';
import { HttpError } from '../http/http-error.js';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token.js';

/** Account links last 72 hours, like card tokens (docs/host/decisions.md#payment-cards). */
export const ACCOUNT_TOKEN_LIFETIME_MS = 72 * 60 * 60 * 1000;

// Messages a guest can act on: each says what to do next.
export const UNKNOWN_LINK = 'This link is not valid: please ask your concierge for a new one';
export const USED_LINK = 'This link has already been used';
export const EXPIRED_LINK = 'This link has expired: please ask your concierge for a new one';
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

/** Stores the hash of a new token and returns the raw token: the only moment it exists. */
export const issueAccountToken = async (
  db: Queryable,
  request: { userId: string; purpose: AccountPurpose; issuedByUserId: string | null; now: Date },
): Promise<IssuedAccountToken> => {
  const token = newSessionToken();
  const expiresAt = new Date(request.now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS);
  await db.query(
    `insert into account_tokens (token_hash, user_id, purpose, issued_by_user_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      hashSessionToken(token),
      request.userId,
      request.purpose,
      request.issuedByUserId,
      request.now,
      expiresAt,
    ],
  );
  return { token, expiresAt };
};

type LinkToken = Pick<AccountTokenRow, 'user_id' | 'expires_at' | 'used_at'> & Pick<UserRow, 'email'>;

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
  const { rows } = await tx.query<LinkToken>(
    `select t.user_id, u.email, t.expires_at, t.used_at
       from account_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1
      for update of t`,
    [hashSessionToken(token)],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, UNKNOWN_LINK);
  if (row.used_at !== null) throw new HttpError(409, USED_LINK);
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new HttpError(410, EXPIRED_LINK);
  if (row.email.toLowerCase() !== email.trim().toLowerCase())
    throw new WrongEmailError(obscureEmail(row.email));
  await tx.query('update account_tokens set used_at = $1 where token_hash = $2', [
    now,
    hashSessionToken(token),
  ]);
  return row.user_id;
};
