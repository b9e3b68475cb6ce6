import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { RoleGateway } from '../../../src/core/session/role-gateway.port.js';
import {
  MISSING_ROLE_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
} from '../../../src/core/session/session-access.rule.js';
import {
  checkScreenRoles,
  initialSessionRoles,
  loadSessionRoles,
  sessionRolesTransition,
} from '../../../src/core/session/session-roles.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { left, leftOf, right, rightOf } from '../use-case-support.js';

describe('the session’s roles', () => {
  it('carry a loading flag: raised while loading, lowered by the answer, a failure or a sign-out', () => {
    const loading = sessionRolesTransition(initialSessionRoles, { type: 'loading' });
    expect(loading).toEqual({ names: [], isLoading: true });
    const loaded = sessionRolesTransition(loading, { type: 'loaded', names: ['guest'] });
    expect(loaded).toEqual({ names: ['guest'], isLoading: false });
    expect(sessionRolesTransition(loaded, { type: 'failed' })).toEqual(initialSessionRoles);
    expect(sessionRolesTransition(loaded, { type: 'cleared' })).toEqual(initialSessionRoles);
  });

  it('are read as names, role objects too; a failure is answered for the page-load error', async () => {
    const myRoles = vi.fn<RoleGateway['myRoles']>(() => right(['guest', { name: 'concierge' }]));
    expect(rightOf(await loadSessionRoles({ roles: { myRoles } }))).toEqual(['guest', 'concierge']);
    myRoles.mockImplementation(() => left(appError('http', 'HTTP 503', { status: 503 })));
    expect(leftOf(await loadSessionRoles({ roles: { myRoles } })).status).toBe(503);
  });

  it('a screen’s required roles are checked one by one; the first missing refuses in the catalogue’s words', async () => {
    const checkRole = vi.fn<RoleGateway['checkRole']>((role) =>
      role === 'admin' ? left(appError('forbidden', 'HTTP 403', { status: 403 })) : right(undefined),
    );
    expect(E.isRight(await checkScreenRoles({ roles: { checkRole } }, []))).toBe(true);
    expect(checkRole).not.toHaveBeenCalled();
    expect(E.isRight(await checkScreenRoles({ roles: { checkRole } }, ['concierge']))).toBe(true);
    expect(leftOf(await checkScreenRoles({ roles: { checkRole } }, ['admin', 'concierge'])).message).toBe(
      MISSING_ROLE_MESSAGE,
    );
    expect(checkRole).toHaveBeenCalledTimes(2);
    checkRole.mockImplementation(() => left(appError('unauthorized', 'HTTP 401', { status: 401 })));
    expect(leftOf(await checkScreenRoles({ roles: { checkRole } }, ['concierge'])).message).toBe(
      NOT_SIGNED_IN_MESSAGE,
    );
  });
});
