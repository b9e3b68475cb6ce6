import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { SessionUser } from './session-user.entity.js';

/**
 * The session backend (docs/product/calls.md#session-backend): who the session token belongs
 * to, and signing out. The app never hands a token over itself: every call carries the
 * sign-on cookie's token, so `become` is not needed here.
 */
export interface SessionGateway {
  currentUser(): Promise<E.Either<AppError, SessionUser>>;
  logout(): Promise<E.Either<AppError, void>>;
}
export const SessionGateway = token<SessionGateway>('SessionGateway');
