import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/app-error.js';
import { type CookieJar, SESSION_COOKIE } from '../storage/cookie-jar.port.js';
import type { RoleGateway } from './role-gateway.port.js';
import { MISSING_ROLE_MESSAGE, NOT_SIGNED_IN_MESSAGE, requireSessionToken } from './session-access.rule.js';
import type { SessionGateway } from './session-gateway.port.js';
import type { SessionUser } from './session-user.entity.js';

export interface FetchSessionDeps {
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly sessions: Pick<SessionGateway, 'become'>;
  readonly roles: Pick<RoleGateway, 'checkRole'>;
}

/**
 * The role check answers 401 when the session died in between and 403 when the role is
 * missing (SPEC 6); both get the texts of SPEC 5. Anything else (the host unreachable) is
 * kept as it is, so it is not mistaken for a missing role and can be reported.
 */
const roleCheckFailure = (error: AppError): AppError => {
  if (error.kind === 'unauthorized') return appError('unauthorized', NOT_SIGNED_IN_MESSAGE, { status: 401 });
  if (error.kind === 'forbidden') return appError('forbidden', MISSING_ROLE_MESSAGE, { status: 403 });
  return error;
};

/**
 * Who is signed in (SPEC 4, 5, 6). The session token lives in the sign-on cookie: without
 * it there is nobody to ask about, so the backend is not called. With it, the session
 * backend turns the token into the user, and every required role is checked in turn
 * (RoleGateway.checkRole); the first one missing fails the whole session.
 */
export const fetchSession = async (
  deps: FetchSessionDeps,
  requiredRoles: readonly string[] = [],
): Promise<E.Either<AppError, SessionUser>> => {
  const token = requireSessionToken(deps.cookies.get(SESSION_COOKIE));
  if (E.isLeft(token)) return token;
  const user = await deps.sessions.become(token.right);
  if (E.isLeft(user)) return user;
  for (const role of requiredRoles) {
    const check = await deps.roles.checkRole(role);
    if (E.isLeft(check)) return E.left(roleCheckFailure(check.left));
  }
  return user;
};
