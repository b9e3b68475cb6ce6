import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountLink } from '../../../server/auth/account-links.js';
import {
  ACCOUNT_TOKEN_LIFETIME_MS,
  EXPIRED_LINK,
  UNKNOWN_LINK,
  USED_LINK,
} from '../../../server/auth/account-tokens.js';
import { hashSessionToken } from '../../../server/auth/session-token.js';
import { type AuthHarness, GUEST, openAuthHarness } from '../support/auth-server.js';
import { testEngines } from '../support/test-database.js';

const NOT_SIGNED_IN = { message: 'User is not signed in.' };
const INVALID_LOGIN = { message: 'Invalid e-mail or password' };

let serial = 0;
const uniqueEmail = (what: string) => {
  serial += 1;
  return `${what}.${Date.now()}.${serial}@example.com`;
};

describe.each(testEngines())('portal account routes on %s', (engine) => {
  let h: AuthHarness;
  let app: FastifyInstance;

  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: token ? { 'x-session-token': token } : {},
    });
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
  const invite = async (email = uniqueEmail('invited'), now = new Date()) => {
    const link = await issueAccountLink(
      h.db,
      { email, create: { firstName: 'Ivy', lastName: 'Invited' }, issuedByUserId: null, now },
      'http://portal.test',
    );
    return { email, ...link };
  };
  const signUp = async () => {
    const email = uniqueEmail('member');
    const response = await app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: { email, password: 'first-password', firstName: 'Mo', lastName: 'Member' },
    });
    expect(response.statusCode).toBe(201);
    return { email, sessionToken: response.json<{ token: string }>().token };
  };
  const sessionsOf = async (email: string) =>
    (
      await h.db.query<{ token_hash: string }>(
        'select s.token_hash from sessions s join users u on u.id = s.user_id where lower(u.email) = lower($1)',
        [email],
      )
    ).rows.map((row) => row.token_hash);

  beforeAll(async () => {
    h = await openAuthHarness(engine);
    app = await h.build();
  });
  afterAll(() => h.dispose());

  describe('finalize account', () => {
    it('refuses to sign an invited account in before it is finalized', async () => {
      const { email } = await invite();
      const response = await login(email, '');
      expect(response.statusCode).toBe(400);
      const guessed = await login(email, 'any-password');
      expect(guessed.statusCode).toBe(401);
      expect(guessed.json()).toEqual(INVALID_LOGIN);
    });

    it('finalizes with names, phone and password, signs in, and the link is then used', async () => {
      const link = await invite();
      expect(link.purpose).toBe('finalize-account');
      expect(link.url).toBe(
        `http://portal.test/sso/finalize-account?email=${encodeURIComponent(link.email)}&token=${link.token}`,
      );
      const body = {
        email: link.email.toUpperCase(),
        token: link.token,
        firstName: ' Ivy ',
        lastName: 'Ingram',
        password: 'a-new-password',
        phone: '(303) 555-0142',
      };
      const response = await post('/api/finalize-account/', body);
      expect(response.statusCode).toBe(200);
      const answer = response.json<{ sessionToken: string; user: unknown }>();
      expect(answer.user).toEqual({
        objectId: link.userId,
        username: link.email,
        fullName: 'Ivy Ingram',
        email: link.email,
        phone: '3035550142',
      });
      const session = await app.inject({
        method: 'GET',
        url: '/api/contact-info',
        headers: { 'x-session-token': answer.sessionToken },
      });
      expect(session.json()).toEqual({
        firstName: 'Ivy',
        lastName: 'Ingram',
        email: link.email,
        phone: '3035550142',
      });
      expect((await login(link.email, 'a-new-password')).statusCode).toBe(200);

      const again = await post('/api/finalize-account/', body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: USED_LINK });
    });

    it('keeps no phone when none is given', async () => {
      const link = await invite();
      const response = await post('/api/finalize-account/', {
        email: link.email,
        token: link.token,
        firstName: 'Ivy',
        lastName: 'Invited',
        password: 'a-new-password',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.phone).toBeNull();
    });

    it('answers 400 naming the field for a short password, blank name or bad phone, and keeps the link', async () => {
      const link = await invite();
      const base = {
        email: link.email,
        token: link.token,
        firstName: 'Ivy',
        lastName: 'Invited',
        password: 'a-new-password',
      };
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ password: 'short' }, /^password must NOT have fewer than 8 characters/],
        [{ firstName: '   ' }, /^firstName must not be blank/],
        [{ lastName: undefined }, /^lastName is required/],
        [{ phone: '555-0142' }, /^phone must have 10 to 14 digits/],
        [{ token: undefined }, /^token is required/],
      ];
      for (const [change, message] of cases) {
        const response = await post('/api/finalize-account/', { ...base, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
      expect((await post('/api/finalize-account/', base)).statusCode).toBe(200);
    });

    it('answers the wrong-email state with the correct e-mail obscured, and keeps the link', async () => {
      const link = await invite(uniqueEmail('ivy'));
      const body = {
        email: 'someone.else@example.com',
        token: link.token,
        firstName: 'Ivy',
        lastName: 'Invited',
        password: 'a-new-password',
      };
      const response = await post('/api/finalize-account/', body);
      expect(response.statusCode).toBe(409);
      const [name, domain] = link.email.split('@') as [string, string];
      const obscured = `iv${'*'.repeat(name.length - 2)}@${domain}`;
      expect(response.json()).toEqual({
        message: `This link was sent for another e-mail address: ${obscured}`,
        correctEmail: obscured,
      });
      expect((await post('/api/finalize-account/', { ...body, email: link.email })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown link and 410 for an expired one', async () => {
      const unknown = await post('/api/finalize-account/', {
        email: 'x@example.com',
        token: 'A'.repeat(43),
        firstName: 'X',
        lastName: 'Y',
        password: 'a-new-password',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: UNKNOWN_LINK });

      const old = await invite(uniqueEmail('late'), new Date(Date.now() - ACCOUNT_TOKEN_LIFETIME_MS - 1000));
      const expired = await post('/api/finalize-account/', {
        email: old.email,
        token: old.token,
        firstName: 'X',
        lastName: 'Y',
        password: 'a-new-password',
      });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: EXPIRED_LINK });
    });

    it('stores only the hash of the token', async () => {
      const link = await invite();
      const { rows } = await h.db.query<{ token_hash: string }>(
        'select token_hash from account_tokens where user_id = $1',
        [link.userId],
      );
      expect(rows.map((row) => row.token_hash)).toEqual([hashSessionToken(link.token)]);
    });
  });

  describe('set password', () => {
    it('sets a new password, ends the other sessions and signs in', async () => {
      const member = await signUp();
      const link = await issueAccountLink(
        h.db,
        { email: member.email, issuedByUserId: null, now: new Date() },
        'http://portal.test/',
      );
      expect(link.purpose).toBe('set-password');
      expect(link.url).toMatch(/^http:\/\/portal\.test\/sso\/set-password\/\?email=/);
      const response = await post('/api/set-password/', {
        email: member.email,
        token: link.token,
        password: 'second-password',
      });
      expect(response.statusCode).toBe(200);
      const { sessionToken } = response.json<{ sessionToken: string }>();
      expect(await sessionsOf(member.email)).toEqual([hashSessionToken(sessionToken)]);
      const old = await app.inject({
        method: 'GET',
        url: '/api/contact-info',
        headers: { 'x-session-token': member.sessionToken },
      });
      expect(old.statusCode).toBe(401);
      expect((await login(member.email, 'first-password')).statusCode).toBe(401);
      expect((await login(member.email, 'second-password')).statusCode).toBe(200);

      const reused = await post('/api/set-password/', {
        email: member.email,
        token: link.token,
        password: 'third-password',
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ message: USED_LINK });
    });

    it('lets only one of two simultaneous submissions of a link through', async () => {
      const member = await signUp();
      const link = await issueAccountLink(
        h.db,
        { email: member.email, issuedByUserId: null, now: new Date() },
        'http://portal.test',
      );
      const body = { email: member.email, token: link.token, password: 'raced-password' };
      const answers = await Promise.all([post('/api/set-password/', body), post('/api/set-password/', body)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('answers 400 for a missing or short password', async () => {
      for (const password of [undefined, 'short']) {
        const response = await post('/api/set-password/', { email: GUEST.email, token: 'x', password });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^password /);
      }
    });

    it('is rate-limited like sign-in', async () => {
      const limited = await h.build({ authRateLimit: { max: 2, timeWindowMs: 60_000 } });
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/set-password/',
          payload: { email: GUEST.email, token: 'B'.repeat(43), password: 'a-new-password' },
        });
      expect((await attempt()).statusCode).toBe(404);
      expect((await attempt()).statusCode).toBe(404);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many attempts/);
    });
  });

  describe('contact info', () => {
    it('answers 401 when not signed in', async () => {
      const read = await app.inject({ method: 'GET', url: '/api/contact-info' });
      const write = await app.inject({
        method: 'PUT',
        url: '/api/contact-info',
        payload: { firstName: 'A', lastName: 'B' },
      });
      for (const response of [read, write]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(NOT_SIGNED_IN);
      }
    });

    it('reads and changes the names and phone of the signed-in user only', async () => {
      const member = await signUp();
      const headers = { 'x-session-token': member.sessionToken };
      const read = await app.inject({ method: 'GET', url: '/api/contact-info', headers });
      expect(read.json()).toEqual({ firstName: 'Mo', lastName: 'Member', email: member.email, phone: null });

      const put = (payload: object) =>
        app.inject({ method: 'PUT', url: '/api/contact-info', headers, payload });
      const changed = await put({ firstName: 'Maud', lastName: ' Member-Smith ', phone: '+1 303.555.0177' });
      expect(changed.statusCode).toBe(200);
      const profile = {
        firstName: 'Maud',
        lastName: 'Member-Smith',
        email: member.email,
        phone: '13035550177',
      };
      expect(changed.json()).toEqual(profile);
      expect((await app.inject({ method: 'GET', url: '/api/contact-info', headers })).json()).toEqual(
        profile,
      );

      const bad = await put({ firstName: 'Maud', lastName: 'Member', phone: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'phone must have 10 to 14 digits' });
      const blank = await put({ firstName: ' ', lastName: 'Member' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message: 'firstName must not be blank' });
      expect((await app.inject({ method: 'GET', url: '/api/contact-info', headers })).json()).toEqual(
        profile,
      );

      const cleared = await put({ firstName: 'Maud', lastName: 'Member', phone: '' });
      expect(cleared.json().phone).toBeNull();
      const guest = await h.login(GUEST);
      const other = await app.inject({
        method: 'GET',
        url: '/api/contact-info',
        headers: { 'x-session-token': guest },
      });
      expect(other.json().email).toBe(GUEST.email);
    });
  });
});
