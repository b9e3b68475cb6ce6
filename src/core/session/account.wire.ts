import * as t from 'io-ts';

/**
 * POST /api/set-password/ and POST /api/finalize-account/ sign the guest in: like
 * POST /api/login/ they answer the new session's token (and the user, unused here).
 */
export const AccountSignInResponse = t.type({ sessionToken: t.string }, 'AccountSignInResponse');
export type AccountSignInResponse = t.TypeOf<typeof AccountSignInResponse>;

/** GET and PUT /api/contact-info: the signed-in user's names, e-mail and phone (digits). */
export const ContactInfo = t.type(
  {
    firstName: t.string,
    lastName: t.string,
    email: t.string,
    phone: t.union([t.string, t.null]),
  },
  'ContactInfo',
);
export type ContactInfo = t.TypeOf<typeof ContactInfo>;
