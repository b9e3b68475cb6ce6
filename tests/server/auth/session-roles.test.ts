import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../server/auth/session-token.js';
import { type AuthHarness, CONCIERGE, GUEST, openAuthHarness } from '../support/auth-server.js';
import { testEngines } from '../support/test-database.js';

const NOT_SIGNED_IN = { message: 'User is not signed in.' };
const bogusToken = 'A'.repeat(43);

describe.each(testEngines())('sessions and roles on %s', (engine) => {
  let h: AuthHarness;
  let guestToken: string;
  let conciergeToken: string;
  const get = (url: string, token?: string) =>
    h.app.inject({ method: 'GET', url, headers: token ? { 'x-session-token': token } : {} });

  beforeAll(async () => {
    h = await openAuthHarness(engine);
    guestToken = await h.login(GUEST);
    conciergeToken = await h.login(CONCIERGE);
  });
  afterAll(() => h.dispose());

  describe('GET /auth/current-user', () => {
    it('answers the session user for the header token', async () => {
      const response = await get('/auth/current-user', guestToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        objectId: expect.any(String),
        username: GUEST.email,
        fullName: 'Ava Guest',
        sessionToken: guestToken,
        email: GUEST.email,
        phone: '3035550123',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['no token', {}],
      ['an unknown token', { 'x-session-token': bogusToken }],
      ['a malformed token', { 'x-session-token': "' or 1=1 --" }],
      ['the token in the cookie only', { cookie: 'sso_session=TOKEN' }],
      ['only the e-mail and phone headers', { 'x-user-email': GUEST.email, 'x-user-phone': '3035550123' }],
    ])('answers 401 for %s', async (_case, headers) => {
      const withToken = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, value.replace('TOKEN', guestToken)]),
      );
      const response = await h.app.inject({ method: 'GET', url: '/auth/current-user', headers: withToken });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_SIGNED_IN);
    });

    it('answers 401 once the session has expired', async () => {
      const token = await h.login(GUEST);
      await h.db.query(`update sessions set expires_at = now() - interval '1 minute' where token_hash = $1`, [
        hashSessionToken(token),
      ]);
      expect((await get('/auth/current-user', token)).statusCode).toBe(401);
    });
  });

  describe('POST /auth/become', () => {
    it('answers the user of a valid token', async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/auth/become',
        payload: { sessionToken: guestToken },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: GUEST.email, sessionToken: guestToken });
    });

    it('answers 401 for an unknown token and 400 without one', async () => {
      const unknown = await h.app.inject({
        method: 'POST',
        url: '/auth/become',
        payload: { sessionToken: bogusToken },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(NOT_SIGNED_IN);
      const missing = await h.app.inject({ method: 'POST', url: '/auth/become', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: 'sessionToken is required' });
    });
  });

  describe('POST /auth/logout', () => {
    it('ends the session of the header token only', async () => {
      const token = await h.login(GUEST);
      const response = await h.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { 'x-session-token': token },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get('/auth/current-user', token)).statusCode).toBe(401);
      expect((await get('/auth/current-user', guestToken)).statusCode).toBe(200);
    });

    it('answers 204 without a session too', async () => {
      expect((await h.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(204);
    });
  });

  describe('GET /api/is-auth/:role', () => {
    it('answers 200 with the role the user has', async () => {
      const guest = await get('/api/is-auth/guest', guestToken);
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toEqual({ role: 'guest' });
      expect((await get('/api/is-auth/concierge', conciergeToken)).json()).toEqual({ role: 'concierge' });
    });

    it('answers 403 for a role the user lacks', async () => {
      for (const role of ['concierge', 'admin', 'anything']) {
        const response = await get(`/api/is-auth/${role}`, guestToken);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'User does not have required role.' });
      }
    });

    it('answers 401 when not signed in', async () => {
      const response = await get('/api/is-auth/guest');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_SIGNED_IN);
    });
  });

  describe('GET /api/my-roles', () => {
    it('lists the role names of the user', async () => {
      expect((await get('/api/my-roles', guestToken)).json()).toEqual(['guest']);
      expect((await get('/api/my-roles', conciergeToken)).json()).toEqual(['concierge', 'guest']);
    });

    it('answers 401 when not signed in', async () => {
      const response = await get('/api/my-roles', bogusToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_SIGNED_IN);
    });
  });
});
