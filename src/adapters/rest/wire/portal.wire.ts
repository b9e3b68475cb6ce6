import * as t from 'io-ts';

/** POST /api/login/ answers the new session's token (docs/product/calls.md#auth-and-context). */
export const LoginResponse = t.type({ sessionToken: t.string }, 'LoginResponse');
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

/** POST /api/signup/ answers the new account's session token (docs/product/calls.md#auth-and-context). */
export const SignUpResponse = t.type({ token: t.string }, 'SignUpResponse');
export type SignUpResponse = t.TypeOf<typeof SignUpResponse>;
