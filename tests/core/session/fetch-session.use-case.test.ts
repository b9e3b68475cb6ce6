import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { fetchSession } from '../../../src/core/session/fetch-session.use-case.js';
import type { SessionUser } from '../../../src/core/session/session-user.entity.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { recordingReporter } from '../fakes/in-memory.js';

const user: SessionUser = { objectId: 'u1', username: 'ada@example.com' };

const setup = (cookie: string | null, roleAnswers: Record<string, AppError | null> = {}) => {
  const cookies = {
    get: vi.fn((name: string) => (name === 'sso_session' ? cookie : null)),
    remove: vi.fn((_name: string) => undefined),
  };
  const sessions = { currentUser: vi.fn(async () => E.right(user) as E.Either<AppError, SessionUser>) };
  const roles = {
    checkRole: vi.fn(async (role: string) => {
      const failure = roleAnswers[role];
      return failure ? E.left(failure) : E.right(undefined);
    }),
  };
  return { cookies, sessions, roles, errors: recordingReporter() };
};

describe('fetchSession', () => {
  it("session: no cookie -> 'User is not signed in.' without calling the backend", async () => {
    for (const cookie of [null, '']) {
      const deps = setup(cookie);
      const result = await fetchSession(deps, { roles: deps.roles, names: ['admin'] });
      expect(result).toEqual(E.left({ kind: 'unauthorized', message: 'User is not signed in.' }));
      expect(deps.sessions.currentUser).not.toHaveBeenCalled();
      expect(deps.roles.checkRole).not.toHaveBeenCalled();
    }
  });

  it('with the session cookie, the backend answers its user', async () => {
    const deps = setup('r:token');
    expect(await fetchSession(deps)).toEqual(E.right(user));
    expect(deps.cookies.get).toHaveBeenCalledWith('sso_session');
    expect(deps.sessions.currentUser).toHaveBeenCalledTimes(1);
    expect(deps.errors.reports).toEqual([]);
    expect(deps.roles.checkRole).not.toHaveBeenCalled();
  });

  it('signed-in is detected by fetching the user; its failure is passed on, roles unchecked', async () => {
    const deps = setup('r:token');
    const failure = appError('unauthorized', 'Session expired', { status: 401 });
    deps.sessions.currentUser.mockResolvedValueOnce(E.left(failure));
    expect(await fetchSession(deps, { roles: deps.roles, names: ['guest'] })).toEqual(E.left(failure));
    expect(deps.roles.checkRole).not.toHaveBeenCalled();
  });

  it('a token the backend refuses (401) is dead: the cookie goes, so later pages do not ask again', async () => {
    const deps = setup('r:dead');
    deps.sessions.currentUser.mockResolvedValueOnce(
      E.left(appError('unauthorized', 'User is not signed in.', { status: 401 })),
    );
    await fetchSession(deps);
    expect(deps.cookies.remove.mock.calls).toEqual([['sso_session']]);
    expect(deps.errors.reports).toEqual([]);
  });

  it('a backend that cannot be reached keeps the cookie: the session may still be alive', async () => {
    const deps = setup('r:token');
    deps.sessions.currentUser.mockResolvedValueOnce(E.left(appError('network', 'Failed to fetch')));
    await fetchSession(deps);
    expect(deps.cookies.remove).not.toHaveBeenCalled();
  });

  it('role check: every required role is checked in turn via GET /api/is-auth/{role}', async () => {
    const deps = setup('r:token');
    expect(await fetchSession(deps, { roles: deps.roles, names: ['guest', 'concierge'] })).toEqual(
      E.right(user),
    );
    expect(deps.roles.checkRole.mock.calls).toEqual([['guest'], ['concierge']]);
  });

  it("session: failed required-role check -> 'User does not have required role.'; later roles unchecked", async () => {
    const deps = setup('r:token', { guest: appError('forbidden', 'Forbidden', { status: 403 }) });
    const result = await fetchSession(deps, { roles: deps.roles, names: ['guest', 'admin'] });
    expect(result).toEqual(
      E.left({ kind: 'forbidden', message: 'User does not have required role.', status: 403 }),
    );
    expect(deps.roles.checkRole).toHaveBeenCalledTimes(1);
  });

  it("session: a role check answering 401 reads 'User is not signed in.'", async () => {
    const deps = setup('r:token', { admin: appError('unauthorized', 'Unauthorized', { status: 401 }) });
    expect(await fetchSession(deps, { roles: deps.roles, names: ['admin'] })).toEqual(
      E.left({ kind: 'unauthorized', message: 'User is not signed in.', status: 401 }),
    );
  });

  it('session failures: an unreachable role check keeps its own error (not mistaken for a missing role)', async () => {
    const offline = appError('network', 'Failed to fetch');
    const deps = setup('r:token', { admin: offline });
    expect(await fetchSession(deps, { roles: deps.roles, names: ['admin'] })).toEqual(E.left(offline));
    expect(deps.errors.reports).toEqual([[offline, { during: 'session fetch' }]]);
  });

  it('being signed out or lacking a role is an answer, not a fault: nothing is reported', async () => {
    const signedOut = setup(null);
    await fetchSession(signedOut);
    const lacking = setup('r:token', { admin: appError('forbidden', 'Forbidden', { status: 403 }) });
    await fetchSession(lacking, { roles: lacking.roles, names: ['admin'] });
    expect([...signedOut.errors.reports, ...lacking.errors.reports]).toEqual([]);
  });
});
