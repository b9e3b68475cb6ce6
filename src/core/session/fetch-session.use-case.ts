import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import { type AppError, appError } from '../shared/index.js';
import { type CookieJar, SESSION_COOKIE } from '../storage/index.js';
import type { RoleGateway } from './role-gateway.port.js';
import { MISSING_ROLE_MESSAGE, NOT_SIGNED_IN_MESSAGE, requireSessionToken } from './session-access.rule.js';
import type { SessionGateway } from './session-gateway.port.js';
import type { SessionUser } from './session-user.entity.js';
import { readSessionToken } from './sign-on-cookies.rule.js';

export interface FetchSessionDeps {
  readonly cookies: Pick<CookieJar, 'get' | 'remove'>;
  readonly sessions: Pick<SessionGateway, 'currentUser'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** Roles a page needs beyond being signed in (none for signing in: docs/product/roles.md#role-checks). */
export interface RequiredRoles {
  readonly roles: Pick<RoleGateway, 'checkRole'>;
  readonly names: readonly string[];
}

/**
 * The role check fails as unauthorized when the session died in between and as forbidden when
 * the role is missing; both get the texts of docs/product/validation.md#session-checks. Anything else
 * (the host unreachable) is kept as it is, so it is not mistaken for a missing role.
 */
export const roleCheckFailure = (error: AppError): AppError => {
  const answered = error.status === undefined ? {} : { status: error.status };
  if (error.kind === 'unauthorized') return appError('unauthorized', NOT_SIGNED_IN_MESSAGE, answered);
  if (error.kind === 'forbidden') return appError('forbidden', MISSING_ROLE_MESSAGE, answered);
  return error;
};

// Being signed out or lacking a role is an answer, not a fault worth reporting.
const isExpected = (error: AppError): boolean => error.kind === 'unauthorized' || error.kind === 'forbidden';

const signedInUser = async (
  deps: FetchSessionDeps,
  required: RequiredRoles | undefined,
): Promise<E.Either<AppError, SessionUser>> => {
  const token = requireSessionToken(readSessionToken(deps.cookies));
  if (E.isLeft(token)) return token;
  // The token travels with every call (the REST client sends the cookie's token), so the
  // backend is asked only once the cookie says there is a session.
  const user = await deps.sessions.currentUser();
  if (E.isLeft(user)) {
    // The backend no longer knows the token (the session ended or expired): the cookie goes,
    // so the next page is not asked about a dead session and refused again.
    if (user.left.kind === 'unauthorized') deps.cookies.remove(SESSION_COOKIE);
    return user;
  }
  for (const role of required?.names ?? []) {
    const check = await required!.roles.checkRole(role);
    if (E.isLeft(check)) return E.left(roleCheckFailure(check.left));
  }
  return user;
};

/**
 * Who is signed in (docs/product/flows.md#session-status). The session token lives in the
 * sign-on cookie: without it there is nobody to ask about, so the backend is not called. With
 * it, the session backend answers the token's user (a token it refuses is dead: the cookie is
 * dropped), and every required role is checked in turn; the first one missing fails the whole
 * session. A failure other than being signed out or lacking a role is reported (docs/product/errors.md#load-failures: session failures
 * logged).
 */
export const fetchSession = async (
  deps: FetchSessionDeps,
  required?: RequiredRoles,
): Promise<E.Either<AppError, SessionUser>> => {
  const session = await signedInUser(deps, required);
  if (E.isLeft(session) && !isExpected(session.left))
    deps.errors.report(session.left, { during: 'session fetch' });
  return session;
};
