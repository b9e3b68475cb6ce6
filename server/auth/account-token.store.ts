import type { Queryable } from '../db/database.js';
import type { AccountPurpose, AccountTokenRow } from '../db/rows/account-links.js';
import type { UserRow } from '../db/rows/users-sessions.js';

/** All the SQL of account links (account-tokens.ts holds their rules). Tokens are stored hashed. */

export const insertAccountToken = async (
  db: Queryable,
  token: {
    tokenHash: string;
    userId: string;
    purpose: AccountPurpose;
    issuedByUserId: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> => {
  await db.query(
    `insert into account_tokens (token_hash, user_id, purpose, issued_by_user_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [token.tokenHash, token.userId, token.purpose, token.issuedByUserId, token.createdAt, token.expiresAt],
  );
};

/** A link's token with the e-mail of the account it was issued for. */
export type LinkToken = Pick<AccountTokenRow, 'user_id' | 'expires_at' | 'used_at'> & Pick<UserRow, 'email'>;

/** The token with this hash, locked until the caller's transaction ends, or null. */
export const lockAccountToken = async (tx: Queryable, tokenHash: string): Promise<LinkToken | null> => {
  const { rows } = await tx.query<LinkToken>(
    `select t.user_id, u.email, t.expires_at, t.used_at
       from account_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1
      for update of t`,
    [tokenHash],
  );
  return rows[0] ?? null;
};

export const markAccountTokenUsed = async (tx: Queryable, tokenHash: string, now: Date): Promise<void> => {
  await tx.query('update account_tokens set used_at = $1 where token_hash = $2', [now, tokenHash]);
};

/** When the account's latest link was issued, whatever its purpose, or null for none. */
export const latestAccountTokenAt = async (tx: Queryable, userId: string): Promise<Date | null> => {
  const { rows } = await tx.query<{ latest: Date | string | null }>(
    'select max(created_at) as latest from account_tokens where user_id = $1',
    [userId],
  );
  const latest = rows[0]?.latest;
  return latest ? new Date(latest) : null;
};

/** Every unused, unexpired link of the account expires at `now`. */
export const expireUnusedAccountTokens = async (tx: Queryable, userId: string, now: Date): Promise<void> => {
  await tx.query(
    'update account_tokens set expires_at = $1 where user_id = $2 and used_at is null and expires_at > $1',
    [now, userId],
  );
};
