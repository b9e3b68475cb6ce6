import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import type { Role, UserRoleRow, UserRow } from '../db/rows/users-sessions.js';
import type { UserRecord } from './user.js';

/** What USER_COLUMNS reads of an account: all a UserRecord is made of. */
export type UserRecordRow = Omit<UserRow, 'created_at'>;

export const USER_COLUMNS = 'u.id, u.email, u.password_hash, u.first_name, u.last_name, u.phone';

export const toUserRecord = (row: UserRecordRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
});

export const findUserByEmail = async (db: Queryable, email: string): Promise<UserRecord | null> => {
  const { rows } = await db.query<UserRecordRow>(
    `select ${USER_COLUMNS} from users u where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0] ? toUserRecord(rows[0]) : null;
};

/**
 * The account with this e-mail (any case), its row locked until the caller's transaction
 * ends, or null: two requests for one account then take their turns.
 */
export const lockUserByEmail = async (tx: Queryable, email: string): Promise<UserRecord | null> => {
  const { rows } = await tx.query<UserRecordRow>(
    `select ${USER_COLUMNS} from users u where lower(u.email) = lower($1) for update of u`,
    [email],
  );
  return rows[0] ? toUserRecord(rows[0]) : null;
};

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  roles: readonly Role[];
}

/**
 * Inserts the account and its roles; call it inside a transaction so a failure leaves
 * neither. A taken e-mail surfaces as the database's unique violation (isUniqueViolation).
 */
export const insertUser = async (tx: Queryable, user: NewUser): Promise<UserRecord> => {
  const id = newObjectId();
  await tx.query(
    `insert into users (id, email, password_hash, first_name, last_name, phone)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, user.email, user.passwordHash, user.firstName, user.lastName, user.phone ?? null],
  );
  for (const role of user.roles) {
    await tx.query('insert into user_roles (user_id, role) values ($1, $2)', [id, role]);
  }
  return {
    id,
    email: user.email,
    passwordHash: user.passwordHash,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? null,
  };
};

export const rolesOf = async (db: Queryable, userId: string): Promise<string[]> => {
  const { rows } = await db.query<Pick<UserRoleRow, 'role'>>(
    'select role from user_roles where user_id = $1 order by role',
    [userId],
  );
  return rows.map((row) => row.role);
};

/** The account with this id, or null. */
export const findUserById = async (db: Queryable, userId: string): Promise<UserRecord | null> => {
  const { rows } = await db.query<UserRecordRow>(`select ${USER_COLUMNS} from users u where u.id = $1`, [
    userId,
  ]);
  return rows[0] ? toUserRecord(rows[0]) : null;
};

/** The id of the account with this e-mail, in any case, or null. */
export const findUserIdByEmail = async (db: Queryable, email: string): Promise<string | null> => {
  const { rows } = await db.query<Pick<UserRow, 'id'>>(
    'select id from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
};

/** The id itself when an account has it, else null. */
export const findUserIdById = async (db: Queryable, userId: string): Promise<string | null> => {
  const { rows } = await db.query<Pick<UserRow, 'id'>>('select id from users where id = $1', [userId]);
  return rows[0]?.id ?? null;
};

export const updatePasswordHash = async (
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> => {
  await db.query('update users set password_hash = $1 where id = $2', [passwordHash, userId]);
};

/** Sets the password and names of a finalized account; a null phone keeps the one on file. */
export const updateFinalizedAccount = async (
  db: Queryable,
  userId: string,
  account: { passwordHash: string; firstName: string; lastName: string; phone: string | null },
): Promise<void> => {
  await db.query(
    `update users set password_hash = $1, first_name = $2, last_name = $3,
            phone = coalesce($4, phone)
      where id = $5`,
    [account.passwordHash, account.firstName, account.lastName, account.phone, userId],
  );
};

/** Sets the names and phone (null for none). */
export const updateContactInfo = async (
  db: Queryable,
  userId: string,
  contact: { firstName: string; lastName: string; phone: string | null },
): Promise<void> => {
  await db.query('update users set first_name = $1, last_name = $2, phone = $3 where id = $4', [
    contact.firstName,
    contact.lastName,
    contact.phone,
    userId,
  ]);
};

export const updatePhone = async (db: Queryable, userId: string, phone: string): Promise<void> => {
  await db.query('update users set phone = $1 where id = $2', [phone, userId]);
};
