import type { Queryable } from '../db/database.js';

/** Accounts as the provider states make them (account.states.ts, pact-guests.ts, provider-states.ts). */

/** Removes the account of `email` (ignoring case); its tokens and sessions go with it by cascade. */
export const deleteAccountByEmail = async (db: Queryable, email: string): Promise<void> => {
  await db.query('delete from users where lower(email) = lower($1)', [email]);
};

/**
 * A guest account `id` with no password (Pia Invited) and an unused finalize-account link,
 * stored as its token's hash.
 */
export const insertInvitedAccount = async (
  db: Queryable,
  account: { id: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> => {
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name) values ($1, $2, '', 'Pia', 'Invited')`,
    [account.id, account.email],
  );
  await db.query("insert into user_roles (user_id, role) values ($1, 'guest')", [account.id]);
  await db.query(
    `insert into account_tokens (token_hash, user_id, purpose, expires_at)
     values ($1, $2, 'finalize-account', $3)`,
    [account.tokenHash, account.id, account.expiresAt],
  );
};

export const setPasswordHash = async (db: Queryable, userId: string, passwordHash: string): Promise<void> => {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
};
