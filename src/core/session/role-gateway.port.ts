import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import { token } from '../shared/token.js';
import type { RoleNames } from './role.entity.js';
import type { RoleCheck } from './role.wire.js';

/** The signed-in user's roles (SPEC 6). */
export interface RoleGateway {
  /** GET /api/is-auth/{role}: Left (403) when the user lacks the role, 401 when signed out. */
  checkRole(role: string): Promise<E.Either<AppError, RoleCheck>>;
  /** GET /api/my-roles: the user's role names (read them with roleNames). */
  myRoles(): Promise<E.Either<AppError, RoleNames>>;
}
export const RoleGateway = token<RoleGateway>('RoleGateway');
