import { describe, expect, it } from 'vitest';
import { InMemoryAnalytics } from '../../../src/adapters/analytics/in-memory-analytics.js';
import { guestTraits, identifyGuest } from '../../../src/core/session/guest-identity.rule.js';
import type { SessionState } from '../../../src/core/session/session-state.js';

const ava = {
  objectId: 'u-ava',
  username: 'ava@keyhaven.test',
  fullName: 'Ava Guest',
  email: 'ava@keyhaven.test',
};
const ben = { objectId: 'u-ben', username: 'ben@keyhaven.test', fullName: null, email: null };
const signedIn = (user: typeof ava | typeof ben): SessionState => ({ status: 'authenticated', user });
const LOADING: SessionState = { status: 'loading' };
const NOBODY: SessionState = { status: 'unauthenticated' };

describe('identifying the guest to analytics', () => {
  it('identifies a guest once the session names them, with their contact details', () => {
    const analytics = new InMemoryAnalytics();
    identifyGuest(analytics, LOADING, signedIn(ava));
    expect(analytics.calls).toEqual([
      {
        type: 'identify',
        name: 'u-ava',
        properties: { username: 'ava@keyhaven.test', email: 'ava@keyhaven.test', name: 'Ava Guest' },
      },
    ]);
  });

  it('not again on a refetch of the same account; again for another account', () => {
    const analytics = new InMemoryAnalytics();
    identifyGuest(analytics, signedIn(ava), signedIn(ava));
    expect(analytics.calls).toEqual([]);
    identifyGuest(analytics, signedIn(ava), signedIn(ben));
    expect(analytics.calls.map((call) => call.name)).toEqual(['u-ben']);
  });

  it('nobody signed in is nobody to identify', () => {
    const analytics = new InMemoryAnalytics();
    identifyGuest(analytics, LOADING, NOBODY);
    identifyGuest(analytics, signedIn(ava), NOBODY);
    expect(analytics.calls).toEqual([]);
  });

  it('sends only the details the account has', () => {
    expect(guestTraits(ben)).toEqual({ username: 'ben@keyhaven.test' });
  });
});
