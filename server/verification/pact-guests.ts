import { hashPassword, verifyPassword } from '../auth/password.js';
import { findUserByEmail, insertUser } from '../auth/user.store.js';
import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import { setPasswordHash } from './account-fixtures.store.js';
import { DEMO_GUEST } from './state-names.js';

/** The id of a seeded account; a missing one is a broken setup, not a state to make. */
export const seededUserId = async (db: Queryable, email: string): Promise<string> => {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`the account ${email} is not seeded`);
  return user.id;
};

/** The demo guest the pact signs in as. */
export const demoGuestId = (db: Queryable): Promise<string> => seededUserId(db, DEMO_GUEST.email);

/**
 * Another guest, who never signs in (a random password nobody knows): the owner of the data
 * an interaction must not reach (403). Made the first time, found after.
 */
export const ensureStranger = async (
  db: Queryable,
  stranger: { email: string; firstName: string; lastName: string },
): Promise<string> => {
  const existing = await findUserByEmail(db, stranger.email);
  if (existing) return existing.id;
  const user = await insertUser(db, {
    ...stranger,
    passwordHash: await hashPassword(newObjectId(24)),
    roles: ['guest'],
  });
  return user.id;
};

/**
 * An account that signs in with `password`: the seeded one when it has that password, else
 * made (or its password set) so. Answers its id.
 */
export const ensureAccount = async (db: Queryable, email: string, password: string): Promise<string> => {
  const existing = await findUserByEmail(db, email);
  if (existing && (await verifyPassword(password, existing.passwordHash))) return existing.id;
  if (existing) {
    await setPasswordHash(db, existing.id, await hashPassword(password));
    return existing.id;
  }
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Pact',
    lastName: 'Guest',
    roles: ['guest'],
  });
  return user.id;
};
