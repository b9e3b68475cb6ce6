import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import type { SessionUser } from './session-user.entity.js';

/** The session backend (SPEC section 7: current user, become, logout). */
export interface SessionGateway {
  currentUser(): Promise<E.Either<AppError, SessionUser>>;
  become(sessionToken: string): Promise<E.Either<AppError, SessionUser>>;
  logout(): Promise<E.Either<AppError, void>>;
}
export const SessionGateway = Symbol.for('SessionGateway');
