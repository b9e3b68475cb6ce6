import type { Queryable } from '../db/database.js';
import {
  hashSessionToken,
  isWellFormedToken,
  newSessionToken,
  SESSION_LIFETIME_MS,
} from './session-token.js';
import type { UserRecord } from './user.js';
import { toUserRecord, USER_COLUMNS, type UserRecordRow } from './user.store.js';

/** Starts a session and returns the raw token: the only moment it exists unhashed. */
export const createSession = async (db: Queryable, userId: string, now = new Date()): Promise<string> => {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Tidy this user's expired sessions while we are here; no background job needed.
  await db.query('delete from sessions where user_id = $1 and expires_at <= $2', [userId, now]);
  await db.query(
    'insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [hashSessionToken(token), userId, now, expiresAt],
  );
  return token;
};

/** The user of a live session, or null for a missing, malformed, unknown or expired token. */
export const findSessionUser = async (
  db: Queryable,
  token: unknown,
  now = new Date(),
): Promise<UserRecord | null> => {
  if (!isWellFormedToken(token)) return null;
  const { rows } = await db.query<UserRecordRow>(
    `select ${USER_COLUMNS}
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > $2`,
    [hashSessionToken(token), now],
  );
  return rows[0] ? toUserRecord(rows[0]) : null;
};

export const deleteSession = async (db: Queryable, token: unknown): Promise<void> => {
  if (!isWellFormedToken(token)) return;
  await db.query('delete from sessions where token_hash = $1', [hashSessionToken(token)]);
};

/** Ends every session of the user. */
export const deleteSessionsOfUser = async (db: Queryable, userId: string): Promise<void> => {
  await db.query('delete from sessions where user_id = $1', [userId]);
};
