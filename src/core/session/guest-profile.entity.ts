import * as t from 'io-ts';
import { struct } from '../shared/struct.js';
import { SessionUser } from './session-user.entity.js';

const { email: _email, ...rest } = SessionUser.optional;

/**
 * A guest's profile (SPEC 3 "guest profile also email, phone"): the session user with the
 * e-mail a guest signs up with (SPEC 7 sign-up) always present; phone stays optional.
 */
export const GuestProfile = struct('GuestProfile', { ...SessionUser.required, email: t.string }, rest);
export type GuestProfile = t.TypeOf<typeof GuestProfile>;
