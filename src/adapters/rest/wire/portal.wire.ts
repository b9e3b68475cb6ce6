import * as t from 'io-ts';

/** POST /api/login/ answers the new session's token (SPEC 7 "reads sessionToken"). */
export const LoginResponse = t.type({ sessionToken: t.string }, 'LoginResponse');
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

/** POST /api/signup/ answers the new account's session token (SPEC 7 "reads token"). */
export const SignUpResponse = t.type({ token: t.string }, 'SignUpResponse');
export type SignUpResponse = t.TypeOf<typeof SignUpResponse>;
