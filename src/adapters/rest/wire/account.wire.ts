import * as t from 'io-ts';

/**
 * POST /api/set-password/ and POST /api/finalize-account/ sign the guest in: like
 * POST /api/login/ they answer the new session's token (and the user, unused here).
 */
export const AccountSignInResponse = t.type({ sessionToken: t.string }, 'AccountSignInResponse');
export type AccountSignInResponse = t.TypeOf<typeof AccountSignInResponse>;

/**
 * POST /api/password-reset answers the same whatever the e-mail: a sentence (the portal says
 * its own) and how long a link it sent stays valid, in whole minutes.
 */
export const PasswordResetResponse = t.type(
  { message: t.string, linkValidMinutes: t.Int },
  'PasswordResetResponse',
);
export type PasswordResetResponse = t.TypeOf<typeof PasswordResetResponse>;
