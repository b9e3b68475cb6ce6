import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { initialSessionFlowState, sessionTransition } from '../../../src/core/session/session-state.js';
import type { SessionUser } from '../../../src/core/session/session-user.entity.js';
import { appError } from '../../../src/core/shared/app-error.js';

const ada: SessionUser = { objectId: 'u1', username: 'ada@example.com' };
const signedOut = E.left(appError('unauthorized', 'User is not signed in.', { status: 401 }));

describe('session state', () => {
  it('loading until the first fetch answers; then authenticated with the user, or unauthenticated', () => {
    expect(initialSessionFlowState).toEqual({ session: { status: 'loading' }, lastSyncMs: null, fetches: 0 });
    const started = sessionTransition(initialSessionFlowState, { type: 'fetch-started', atMs: 1000 });
    expect(started).toEqual({ session: { status: 'loading' }, lastSyncMs: 1000, fetches: 1 });
    expect(sessionTransition(started, { type: 'fetched', fetch: 1, result: E.right(ada) }).session).toEqual({
      status: 'authenticated',
      user: ada,
    });
    expect(sessionTransition(started, { type: 'fetched', fetch: 1, result: signedOut }).session).toEqual({
      status: 'unauthenticated',
    });
  });

  it('a refetch keeps what is shown until it answers, and records when it was asked', () => {
    const shown = sessionTransition(
      sessionTransition(initialSessionFlowState, { type: 'fetch-started', atMs: 0 }),
      {
        type: 'fetched',
        fetch: 1,
        result: E.right(ada),
      },
    );
    const again = sessionTransition(shown, { type: 'fetch-started', atMs: 5000 });
    expect(again).toEqual({ session: { status: 'authenticated', user: ada }, lastSyncMs: 5000, fetches: 2 });
  });

  it('an answer to an older fetch, arriving after a newer one started, is dropped', () => {
    const first = sessionTransition(initialSessionFlowState, { type: 'fetch-started', atMs: 0 });
    const second = sessionTransition(first, { type: 'fetch-started', atMs: 2000 });
    const answered = sessionTransition(second, { type: 'fetched', fetch: 2, result: signedOut });
    expect(sessionTransition(answered, { type: 'fetched', fetch: 1, result: E.right(ada) })).toBe(answered);
    expect(answered.session.status).toBe('unauthenticated');
  });
});
