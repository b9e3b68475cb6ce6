import { describe, expect, it } from 'vitest';
import { SESSION_STATUSES, shownSessionStatus } from '../../../src/core/session/session-status.rule.js';

describe('session status (SPEC 4)', () => {
  it('SPEC 4 Session status: loading, authenticated, unauthenticated', () => {
    expect(SESSION_STATUSES).toEqual(['loading', 'authenticated', 'unauthenticated']);
  });

  it('SPEC 4 if auth is required and user unauthenticated, status reads loading and a callback fires', () => {
    expect(shownSessionStatus('unauthenticated', true)).toEqual({
      status: 'loading',
      fireUnauthenticated: true,
    });
  });

  it('SPEC 4 session status: without required auth the real status shows, no callback', () => {
    expect(shownSessionStatus('unauthenticated', false)).toEqual({
      status: 'unauthenticated',
      fireUnauthenticated: false,
    });
  });

  it.each(['loading', 'authenticated'] as const)(
    'SPEC 4 session status: %s shows as is even when auth is required',
    (status) => {
      expect(shownSessionStatus(status, true)).toEqual({ status, fireUnauthenticated: false });
      expect(shownSessionStatus(status, false)).toEqual({ status, fireUnauthenticated: false });
    },
  );
});
