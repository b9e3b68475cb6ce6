import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import {
  type SessionState,
  SessionTracker,
  type SessionTrackerOptions,
} from '../../../src/core/session/session-tracker.use-case.js';
import type { SessionUser } from '../../../src/core/session/session-user.entity.js';
import { type AppError, appError } from '../../../src/core/shared/app-error.js';
import { deferred, recordingReporter } from '../fakes/in-memory.js';

const ada: SessionUser = { objectId: 'u1', username: 'ada@example.com' };
const signedOut = appError('unauthorized', 'User is not signed in.', { status: 401 });

const setup = (options: SessionTrackerOptions = {}, cookie: string | null = 'r:token') => {
  const jar = new Map<string, string>(cookie ? [['sso_session', cookie]] : []);
  let nowMs = 100_000;
  const polls: Array<{ ms: number; task: () => void; cancel: ReturnType<typeof vi.fn> }> = [];
  const order: string[] = [];
  const deps = {
    cookies: {
      get: (name: string) => jar.get(name) ?? null,
      remove: vi.fn((name: string) => {
        order.push(`remove ${name}`);
        jar.delete(name);
      }),
    },
    sessions: {
      become: vi.fn(async (_token: string): Promise<E.Either<AppError, SessionUser>> => E.right(ada)),
      logout: vi.fn(async (): Promise<E.Either<AppError, void>> => {
        order.push('logout');
        return E.right(undefined);
      }),
    },
    roles: {
      checkRole: vi.fn(async (_role: string) => E.right(undefined) as E.Either<AppError, void>),
    },
    clock: { now: () => new Date(nowMs) },
    scheduler: {
      every: vi.fn((ms: number, task: () => void) => {
        const cancel = vi.fn();
        polls.push({ ms, task, cancel });
        return cancel;
      }),
    },
    errors: recordingReporter(),
  };
  const tracker = new SessionTracker(deps, options);
  return { tracker, deps, jar, polls, order, advance: (ms: number) => (nowMs += ms) };
};

describe('SessionTracker (SPEC 4 session status, SPEC 5, SPEC 9)', () => {
  it('SPEC 4 session status: loading until fetched on start, then authenticated with the user', async () => {
    const { tracker, deps } = setup();
    expect(tracker.getState()).toEqual({ status: 'loading' });
    await tracker.start();
    expect(tracker.getState()).toEqual({ status: 'authenticated', user: ada });
    expect(deps.sessions.become).toHaveBeenCalledWith('r:token');
    expect(deps.errors.reports).toEqual([]);
  });

  it("SPEC 5 session: no cookie -> unauthenticated, 'User is not signed in.', backend not called, nothing reported", async () => {
    const { tracker, deps } = setup({}, null);
    await tracker.start();
    expect(tracker.getState()).toEqual({ status: 'unauthenticated', error: signedOut });
    expect(deps.sessions.become).not.toHaveBeenCalled();
    expect(deps.errors.reports).toEqual([]);
  });

  it("SPEC 5 session: a missing required role -> unauthenticated with 'User does not have required role.'", async () => {
    const { tracker, deps } = setup({ requiredRoles: ['concierge'] });
    deps.roles.checkRole.mockResolvedValueOnce(E.left(appError('forbidden', 'Forbidden', { status: 403 })));
    await tracker.start();
    expect(tracker.getState()).toEqual({
      status: 'unauthenticated',
      error: { kind: 'forbidden', message: 'User does not have required role.', status: 403 },
    });
    expect(deps.roles.checkRole).toHaveBeenCalledWith('concierge');
    expect(deps.errors.reports).toEqual([]);
  });

  it('SPEC 8 session failures logged: an unexpected failure is reported and reads unauthenticated', async () => {
    const { tracker, deps } = setup();
    const offline = appError('network', 'Failed to fetch');
    deps.sessions.become.mockResolvedValueOnce(E.left(offline));
    await tracker.start();
    expect(tracker.getState()).toEqual({ status: 'unauthenticated', error: offline });
    expect(deps.errors.reports).toEqual([[offline, { during: 'session fetch' }]]);
  });

  it('SPEC 4 auth required and unauthenticated: status reads loading and the callback fires once', async () => {
    const onUnauthenticated = vi.fn();
    const { tracker, advance } = setup({ required: true, onUnauthenticated }, null);
    await tracker.start();
    expect(tracker.getState()).toEqual({ status: 'loading' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    advance(5000);
    await tracker.refetch();
    expect(tracker.getState()).toEqual({ status: 'loading' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1); // still signed out: no second redirect
  });

  it('SPEC 4 auth required: the callback fires again after signing in and out; authenticated shows as such', async () => {
    const onUnauthenticated = vi.fn();
    const { tracker, jar, advance } = setup({ required: true, onUnauthenticated }, null);
    await tracker.start();
    jar.set('sso_session', 'r:new');
    advance(5000);
    await tracker.refetch();
    expect(tracker.getState()).toEqual({ status: 'authenticated', user: ada });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    jar.delete('sso_session');
    advance(5000);
    await tracker.refetch();
    expect(onUnauthenticated).toHaveBeenCalledTimes(2);
  });

  it('SPEC 4 auth not required: unauthenticated is shown as it is and no callback fires', async () => {
    const onUnauthenticated = vi.fn();
    const { tracker } = setup({ onUnauthenticated }, null);
    await tracker.start();
    expect(tracker.getState().status).toBe('unauthenticated');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('SPEC 4 non-forced refetch skipped within 1 s of last sync; runs at 1 s; forced always runs', async () => {
    const { tracker, deps, advance } = setup();
    await tracker.start();
    advance(999);
    await tracker.refetch();
    expect(deps.sessions.become).toHaveBeenCalledTimes(1);
    await tracker.refetch({ forced: true });
    expect(deps.sessions.become).toHaveBeenCalledTimes(2);
    advance(999);
    await tracker.refetch({ forced: false });
    expect(deps.sessions.become).toHaveBeenCalledTimes(2); // the forced fetch was a sync too
    advance(1);
    await tracker.refetch();
    expect(deps.sessions.become).toHaveBeenCalledTimes(3);
  });

  it('SPEC 4 storage-type events (login, signup, cookie save, logout) refetch; other events do not', async () => {
    const { tracker, deps, advance } = setup();
    await tracker.start();
    for (const event of ['login', 'signup', 'cookie-save', 'logout']) {
      advance(1000);
      await tracker.storageEventReceived(event);
    }
    expect(deps.sessions.become).toHaveBeenCalledTimes(5);
    advance(1000);
    await tracker.storageEventReceived('theme');
    await tracker.storageEventReceived(null);
    expect(deps.sessions.become).toHaveBeenCalledTimes(5);
  });

  it('SPEC 4/9 optionally polled every 60*60 s via the Scheduler; stop cancels the poll', async () => {
    const { tracker, deps, polls, advance } = setup({ poll: true });
    await tracker.start();
    await tracker.start(); // a second mount must not poll twice
    expect(polls.map((poll) => poll.ms)).toEqual([3_600_000]);
    advance(3_600_000);
    polls[0]?.task();
    await vi.waitFor(() => expect(deps.sessions.become).toHaveBeenCalledTimes(2));
    tracker.stop();
    expect(polls[0]?.cancel).toHaveBeenCalledTimes(1);
    tracker.stop(); // idempotent
    expect(polls[0]?.cancel).toHaveBeenCalledTimes(1);
  });

  it('SPEC 4 without polling no timer is set', async () => {
    const { tracker, deps } = setup();
    await tracker.start();
    expect(deps.scheduler.every).not.toHaveBeenCalled();
  });

  it('SPEC 4 logout clears the session cookie, signs out, refreshes the session (forced) and reloads', async () => {
    const reloadPage = vi.fn();
    const { tracker, deps, order } = setup({ reloadPage });
    await tracker.start();
    await tracker.logout(); // within the 1 s guard: the refresh is forced
    expect(order).toEqual(['remove sso_session', 'logout']);
    expect(deps.sessions.become).toHaveBeenCalledTimes(1);
    expect(tracker.getState()).toEqual({ status: 'unauthenticated', error: signedOut });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(deps.errors.reports).toEqual([]);
  });

  it('SPEC 4 logout with nothing to reload the page with still signs out', async () => {
    const { tracker, deps } = setup();
    await tracker.start();
    await tracker.logout();
    expect(deps.sessions.logout).toHaveBeenCalledTimes(1);
    expect(tracker.getState().status).toBe('unauthenticated');
  });

  it('SPEC 4 logout signs out without reload when requested', async () => {
    const reloadPage = vi.fn();
    const { tracker } = setup({ reloadPage });
    await tracker.start();
    await tracker.logout({ reload: false });
    expect(reloadPage).not.toHaveBeenCalled();
    expect(tracker.getState().status).toBe('unauthenticated');
  });

  it('SPEC 8 a failed backend sign-out is reported; the guest is still signed out here', async () => {
    const { tracker, deps } = setup();
    await tracker.start();
    const failure = appError('network', 'Failed to fetch');
    deps.sessions.logout.mockResolvedValueOnce(E.left(failure));
    await tracker.logout({ reload: false });
    expect(deps.errors.reports).toEqual([[failure, { during: 'logout' }]]);
    expect(tracker.getState().status).toBe('unauthenticated');
  });

  it('SPEC 4 a slow fetch answering after a newer one is ignored', async () => {
    const { tracker, deps } = setup();
    const slow = deferred<E.Either<AppError, SessionUser>>();
    deps.sessions.become.mockReturnValueOnce(slow.promise);
    const first = tracker.start();
    await tracker.logout({ reload: false });
    slow.resolve(E.right(ada));
    await first;
    expect(tracker.getState().status).toBe('unauthenticated');
  });

  it('SPEC 4 subscribers get the shown state on each change until they unsubscribe', async () => {
    const { tracker, advance } = setup({ required: true }, null);
    const seen: SessionState[] = [];
    const unsubscribe = tracker.subscribe((state) => seen.push(state));
    await tracker.start();
    expect(seen).toEqual([{ status: 'loading' }]);
    unsubscribe();
    advance(2000);
    await tracker.refetch();
    expect(seen).toHaveLength(1);
  });
});
