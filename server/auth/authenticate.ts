import type { FastifyRequest } from 'fastify';
import { MISSING_ROLE_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '../../src/core/session/index.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { SESSION_TOKEN_HEADER } from '../http/session-header.js';
import { findSessionUser } from './session.store.js';
import type { UserRecord } from './user.js';

export const SESSION_COOKIE = 'sso_session';

// The texts of docs/product/validation.md#session-checks, spelt once in the core's session
// rule for the app and the host alike.
export const NOT_SIGNED_IN = NOT_SIGNED_IN_MESSAGE;
export const MISSING_ROLE = MISSING_ROLE_MESSAGE;

export const sessionTokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[SESSION_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token ? token : undefined;
};

export interface SignedIn {
  user: UserRecord;
  token: string;
}

/** The signed-in user of this request, or null. X-User-Email / X-User-Phone prove nothing. */
export const authenticate = async (db: Queryable, request: FastifyRequest): Promise<SignedIn | null> => {
  const token = sessionTokenOf(request);
  const user = token ? await findSessionUser(db, token) : null;
  return user && token ? { user, token } : null;
};

/** For routes that need a user: 401 `User is not signed in.` otherwise. */
export const requireSignedIn = async (db: Queryable, request: FastifyRequest): Promise<SignedIn> => {
  const signedIn = await authenticate(db, request);
  if (!signedIn) throw new HttpError(401, NOT_SIGNED_IN);
  return signedIn;
};
