import * as t from 'io-ts';

/**
 * POST /api/set-password/ and POST /api/finalize-account/ sign the guest in: like
 * POST /api/login/ they answer the new session's token (and the user, unused here).
 */
export const AccountSignInResponse = t.type({ sessionToken: t.string }, 'AccountSignInResponse');
export type AccountSignInResponse = t.TypeOf<typeof AccountSignInResponse>;
