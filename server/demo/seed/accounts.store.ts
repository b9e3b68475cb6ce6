import type { Queryable } from '../../db/database.js';
import type { UserRow } from '../../db/rows/users-sessions.js';

/** The accounts the demo looks at (the accounts themselves are made by the auth area: demo-accounts.ts). */

/** Somebody has an account: the demo accounts were seeded, or a real user signed up. */
export const accountsExist = async (db: Queryable): Promise<boolean> => {
  const { rows } = await db.query<{ used: boolean }>('select exists (select 1 from users) as used');
  return rows[0]?.used ?? false;
};

/** The id of the account of `email` (ignoring case), or null when there is none. */
export const findUserIdByEmail = async (db: Queryable, email: string): Promise<string | null> => {
  const { rows } = await db.query<Pick<UserRow, 'id'>>(
    'select id from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
};
