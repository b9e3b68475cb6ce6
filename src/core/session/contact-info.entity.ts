import * as t from 'io-ts';

/** The signed-in guest's names, e-mail and phone (digits, or null), as the portal edits them. */
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
