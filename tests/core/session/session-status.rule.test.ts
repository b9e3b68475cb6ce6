import { describe, expect, it } from 'vitest';
import { SESSION_STATUSES, shownSessionStatus } from '../../../src/core/session/session-status.rule.js';

describe('session status', () => {
  it('Session status: loading, authenticated, unauthenticated', () => {
    expect(SESSION_STATUSES).toEqual(['loading', 'authenticated', 'unauthenticated']);
  });

  it('if auth is required and user unauthenticated, status reads loading and a callback fires', () => {
    expect(shownSessionStatus('unauthenticated', true)).toEqual({
      status: 'loading',
      fireUnauthenticated: true,
    });
  });

  it('session status: without required auth the real status shows, no callback', () => {
    expect(shownSessionStatus('unauthenticated', false)).toEqual({
      status: 'unauthenticated',
      fireUnauthenticated: false,
    });
  });

  it.each(['loading', 'authenticated'] as const)(
    'session status: %s shows as is even when auth is required',
    (status) => {
      expect(shownSessionStatus(status, true)).toEqual({ status, fireUnauthenticated: false });
      expect(shownSessionStatus(status, false)).toEqual({ status, fireUnauthenticated: false });
    },
  );
});
