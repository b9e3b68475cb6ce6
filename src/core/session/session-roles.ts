import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { roleCheckFailure } from './fetch-session.use-case.js';
import { roleNames } from './role.entity.js';
import type { RoleGateway } from './role-gateway.port.js';

/**
 * The signed-in user's roles as the session carries them (docs/product/roles.md#role-list),
 * with their loading flag (docs/product/flows.md#loading-flags).
 */
export interface SessionRoles {
  readonly names: readonly string[];
  readonly isLoading: boolean;
}

export const initialSessionRoles: SessionRoles = { names: [], isLoading: false };

export type SessionRolesEvent =
  | { readonly type: 'loading' }
  | { readonly type: 'loaded'; readonly names: readonly string[] }
  | { readonly type: 'failed' }
  | { readonly type: 'cleared' };

/** Loading raises the flag; an answer, a failure or a signed-out session lowers it. */
export const sessionRolesTransition = (state: SessionRoles, event: SessionRolesEvent): SessionRoles => {
  switch (event.type) {
    case 'loading':
      return { ...state, isLoading: true };
    case 'loaded':
      return { names: event.names, isLoading: false };
    case 'failed':
    case 'cleared':
      return initialSessionRoles;
  }
};

/**
 * The user's role names (GET /api/my-roles). A failure is a page-load error
 * (docs/product/errors.md#load-failures: roles), which the caller raises.
 */
export const loadSessionRoles = async (deps: {
  readonly roles: Pick<RoleGateway, 'myRoles'>;
}): Promise<E.Either<AppError, readonly string[]>> => {
  const answer = await deps.roles.myRoles();
  return E.isRight(answer) ? E.right(roleNames(answer.right)) : answer;
};

/**
 * A screen that requires roles asks the host for each (GET /api/is-auth/{role},
 * docs/product/roles.md#role-checks), in turn: the first missing one refuses the screen with
 * 'User does not have required role.' (403), a session gone in between with 'User is not
 * signed in.' (401); anything else (the host unreachable) stays what it was. No required
 * roles (the guest's screens, signing in) asks nothing.
 */
export const checkScreenRoles = async (
  deps: { readonly roles: Pick<RoleGateway, 'checkRole'> },
  required: readonly string[],
): Promise<E.Either<AppError, void>> => {
  for (const role of required) {
    const check = await deps.roles.checkRole(role);
    if (E.isLeft(check)) return E.left(roleCheckFailure(check.left));
  }
  return E.right(undefined);
};
