import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * The signed-in user as the session backend describes it
 * (docs/product/entities.md#session-user). sessionToken is absent when the user comes from a
 * cookie-only session. The backend adds the contact details it knows, which every REST call
 * sends as headers (docs/product/calls.md#common-headers), so they are read here too.
 */
export const SessionUser = struct(
  'SessionUser',
  { objectId: t.string, username: t.string },
  {
    fullName: nullable(t.string),
    sessionToken: nullable(t.string),
    email: nullable(t.string),
    phone: nullable(t.string),
  },
);
export type SessionUser = t.TypeOf<typeof SessionUser>;
