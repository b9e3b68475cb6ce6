import type { Database } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { AccountPurpose } from '../db/rows/account-links.js';
import { HttpError } from '../http/http-error.js';
import { issueAccountToken } from './account-tokens.js';
import { isValidEmail, normalizeEmail } from './email-address.js';
import { findUserByEmail, insertUser } from './user.store.js';

/** An invited account has no password yet: '' never verifies (see 014_account_links.sql). */
export const NO_PASSWORD = '';

export const NO_ACCOUNT = 'No account has this e-mail: give a first and last name to invite it';
export const INVALID_EMAIL = 'email must be a valid e-mail address';

export interface AccountLinkRequest {
  email: string;
  purpose?: AccountPurpose | undefined;
  /** Create an invited account when the e-mail has none (a lead's e-mail). */
  create?: { firstName: string; lastName: string } | undefined;
  issuedByUserId: string | null;
  now: Date;
}

/** An account link as the concierge gets it: the portal URL to send the guest. */
export interface AccountLink {
  url: string;
  token: string;
  purpose: AccountPurpose;
  expiresAt: string;
  userId: string;
  created: boolean;
}

/**
 * The portal screen of a purpose, carrying the e-mail and the token
 * (docs/product/routes.md#portal-screens).
 */
export const accountLinkUrl = (portalUrl: string, purpose: AccountPurpose, email: string, token: string) => {
  const path = purpose === 'set-password' ? '/sso/set-password/' : '/sso/finalize-account';
  const query = new URLSearchParams({ email, token });
  return `${portalUrl.replace(/\/+$/, '')}${path}?${query.toString()}`;
};

/**
 * Issues a one-time account link (72 hours). Without a purpose, an account with a password
 * gets a set-password link and an invited one a finalize-account link.
 */
export const issueAccountLink = async (
  db: Database,
  request: AccountLinkRequest,
  portalUrl: string,
): Promise<AccountLink> => {
  const email = normalizeEmail(request.email);
  if (!isValidEmail(email)) throw new HttpError(400, INVALID_EMAIL);
  const create = request.create
    ? { firstName: request.create.firstName.trim(), lastName: request.create.lastName.trim() }
    : undefined;
  if (create && (!create.firstName || !create.lastName))
    throw new HttpError(400, 'firstName and lastName must not be blank');
  try {
    return await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      let created = false;
      if (!user) {
        if (!create) throw new HttpError(404, NO_ACCOUNT);
        user = await insertUser(tx, { email, passwordHash: NO_PASSWORD, ...create, roles: ['guest'] });
        created = true;
      }
      const purpose =
        request.purpose ?? (user.passwordHash === NO_PASSWORD ? 'finalize-account' : 'set-password');
      const issued = await issueAccountToken(tx, {
        userId: user.id,
        purpose,
        issuedByUserId: request.issuedByUserId,
        now: request.now,
      });
      return {
        url: accountLinkUrl(portalUrl, purpose, user.email, issued.token),
        token: issued.token,
        purpose,
        expiresAt: issued.expiresAt.toISOString(),
        userId: user.id,
        created,
      };
    });
  } catch (error) {
    // Two invitations racing for one address: retry once, the account now exists.
    if (isUniqueViolation(error)) return issueAccountLink(db, { ...request, create: undefined }, portalUrl);
    throw error;
  }
};
