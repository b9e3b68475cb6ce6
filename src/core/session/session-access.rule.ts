import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/index.js';

export const NOT_SIGNED_IN_MESSAGE = 'User is not signed in.';
export const MISSING_ROLE_MESSAGE = 'User does not have required role.';

/**
 * Without the sign-on session cookie there is no session to ask about
 * (docs/product/validation.md#session-checks).
 */
export const requireSessionToken = (cookieValue: string | null | undefined): E.Either<AppError, string> =>
  cookieValue ? E.right(cookieValue) : E.left(appError('unauthorized', NOT_SIGNED_IN_MESSAGE));

/**
 * The user must hold every required role (docs/product/validation.md#session-checks and
 * docs/product/roles.md#role-checks). No required roles (the sign-in case) always passes; the
 * roles held are the user's role names (RoleGateway.myRoles).
 */
export const requireRoles = (
  held: readonly string[],
  required: readonly string[],
): E.Either<AppError, readonly string[]> =>
  required.every((role) => held.includes(role))
    ? E.right(required)
    : E.left(appError('forbidden', MISSING_ROLE_MESSAGE));
