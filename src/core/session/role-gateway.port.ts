import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { RoleNames } from './role.entity.js';

/** The signed-in user's roles (docs/product/roles.md#role-list). */
export interface RoleGateway {
  /** Whether the user holds a role: Right when so; Left (403) when not, 401 when signed out. */
  checkRole(role: string): Promise<E.Either<AppError, void>>;
  /** The user's role names (read them with roleNames). */
  myRoles(): Promise<E.Either<AppError, RoleNames>>;
}
export const RoleGateway = token<RoleGateway>('RoleGateway');
