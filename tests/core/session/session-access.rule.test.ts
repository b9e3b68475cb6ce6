import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { requireRoles, requireSessionToken } from '../../../src/core/session/session-access.rule.js';

describe('session access', () => {
  it("session: no cookie -> 'User is not signed in.' (unauthorized)", () => {
    const expected = E.left({ kind: 'unauthorized', message: 'User is not signed in.' });
    expect(requireSessionToken(undefined)).toEqual(expected);
    expect(requireSessionToken(null)).toEqual(expected);
    expect(requireSessionToken('')).toEqual(expected);
  });

  it('session: a cookie gives its token', () => {
    expect(requireSessionToken('r:abc')).toEqual(E.right('r:abc'));
  });

  it("session: failed required-role check -> 'User does not have required role.' (forbidden)", () => {
    const expected = E.left({ kind: 'forbidden', message: 'User does not have required role.' });
    expect(requireRoles(['guest'], ['concierge'])).toEqual(expected);
    expect(requireRoles(['concierge'], ['concierge', 'admin'])).toEqual(expected);
    expect(requireRoles([], ['guest'])).toEqual(expected);
  });

  it('role check: every required role held passes; required roles for sign-in empty always pass', () => {
    expect(requireRoles(['guest', 'admin'], ['admin'])).toEqual(E.right(['admin']));
    expect(requireRoles([], [])).toEqual(E.right([]));
  });
});
