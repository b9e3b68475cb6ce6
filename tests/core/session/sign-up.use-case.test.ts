import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryAnalytics } from '../../../src/adapters/analytics/in-memory-analytics.js';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { InMemoryPortalGateway } from '../../../src/adapters/memory/in-memory-portal-gateway.js';
import { InMemorySessionGateway } from '../../../src/adapters/memory/in-memory-session-gateway.js';
import { signUp } from '../../../src/core/session/sign-up.use-case.js';
import { CONTACT_EMAIL_COOKIE, SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';

const NEW_GUEST = {
  objectId: 'u-new',
  username: 'new@keyhaven.test',
  fullName: 'Nia Guest',
  email: 'new@keyhaven.test',
  phone: null,
};

const world = (user: typeof NEW_GUEST | null = NEW_GUEST) => ({
  portal: new InMemoryPortalGateway(),
  cookies: new InMemoryCookieJar(),
  sessions: new InMemorySessionGateway(user),
  analytics: new InMemoryAnalytics(),
});

const FIELDS = { email: ' new@keyhaven.test ', password: 'long-enough', firstName: 'Nia', lastName: 'Guest' };

describe('signUp', () => {
  it('creates the account, holds its session, then aliases the visitor to it and identifies it', async () => {
    const deps = world();
    expect(await signUp(deps, FIELDS)).toEqual(E.right({ email: 'new@keyhaven.test' }));
    expect(deps.portal.signUps).toEqual([{ email: 'new@keyhaven.test' }]);
    expect(deps.cookies.get(SESSION_COOKIE)).toBe('token-for-new@keyhaven.test');
    expect(deps.cookies.get(CONTACT_EMAIL_COOKIE)).toBe('new@keyhaven.test');
    expect(deps.analytics.calls).toEqual([
      { type: 'alias', name: 'u-new', properties: {} },
      {
        type: 'identify',
        name: 'u-new',
        properties: { username: 'new@keyhaven.test', email: 'new@keyhaven.test', name: 'Nia Guest' },
      },
    ]);
  });

  it('a new session that cannot be read back still signs the guest up, unaliased', async () => {
    const deps = world(null);
    expect(E.isRight(await signUp(deps, FIELDS))).toBe(true);
    expect(deps.cookies.get(SESSION_COOKIE)).toBe('token-for-new@keyhaven.test');
    expect(deps.analytics.calls).toEqual([]);
  });

  it("an account that exists already is the portal's refusal: no session, no alias", async () => {
    const deps = world();
    deps.portal.accounts.set('new@keyhaven.test', 'other');
    const result = await signUp(deps, FIELDS);
    expect(result).toEqual(E.left(expect.objectContaining({ kind: 'conflict' })));
    expect(deps.cookies.get(SESSION_COOKIE)).toBeNull();
    expect(deps.analytics.calls).toEqual([]);
  });

  it.each([
    [{ firstName: ' ' }, 'Please enter your first and last name.'],
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ password: 'short' }, 'Please choose a password of at least 8 characters.'],
  ])('checks the form before calling the portal (%j)', async (change, message) => {
    const deps = world();
    const result = await signUp(deps, { ...FIELDS, ...change });
    expect(result).toEqual(E.left(expect.objectContaining({ kind: 'validation', message })));
    expect(deps.portal.signUps).toEqual([]);
  });
});
