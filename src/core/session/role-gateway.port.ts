import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import type { RoleNames } from './role.entity.js';

/** The signed-in user's roles (SPEC 6). */
export interface RoleGateway {
  /** GET /api/is-auth/{role}: Right when the user has the role; Left (403) when not, 401 when signed out. */
  checkRole(role: string): Promise<E.Either<AppError, void>>;
  /** GET /api/my-roles: the user's role names (read them with roleNames). */
  myRoles(): Promise<E.Either<AppError, RoleNames>>;
}
export const RoleGateway = Symbol.for('RoleGateway');
