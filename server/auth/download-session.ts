import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { NOT_SIGNED_IN, SESSION_COOKIE, type SignedIn, sessionTokenOf } from './authenticate.js';
import { findSessionUser } from './session.store.js';
import { isWellFormedToken } from './session-token.js';

/** The value of one cookie of the request's Cookie header, if it is there. */
const cookieOf = (request: FastifyRequest, name: string): string | undefined => {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
};

/**
 * The signed-in user of a file download, or 401. A browser following a link sends no header
 * of ours, so a download alone also reads the token from the sign-on cookie
 * (docs/host/decisions.md#attachments): it only reads, its answer is a download the page
 * that linked it cannot read, and the cookie is SameSite=Lax, so no cross-site page can make
 * it change anything. Every other route keeps to the header.
 */
export const requireSignedInForDownload = async (
  db: Queryable,
  request: FastifyRequest,
): Promise<SignedIn> => {
  const candidates = [sessionTokenOf(request), cookieOf(request, SESSION_COOKIE)];
  for (const token of candidates) {
    if (!isWellFormedToken(token)) continue;
    const user = await findSessionUser(db, token);
    if (user) return { user, token };
  }
  throw new HttpError(401, NOT_SIGNED_IN);
};
