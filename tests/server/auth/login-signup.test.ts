import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../server/auth/session-token.js';
import { type AuthHarness, GUEST, openAuthHarness } from '../support/auth-server.js';
import { testEngines } from '../support/test-database.js';

const login = (username: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/login/',
  payload: { username, password },
});

let serial = 0;
const signup = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    method: 'POST' as const,
    url: '/api/signup/',
    payload: {
      email: `new.guest.${Date.now()}.${serial}@example.com`,
      password: 'a-long-password',
      firstName: 'Nia',
      lastName: 'Newcomer',
      ...overrides,
    },
  };
};

describe.each(testEngines())('sign-in and sign-up on %s', (engine) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await openAuthHarness(engine);
  });
  afterAll(() => h.dispose());

  it('reports the engine in the health check', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });

  it('signs the demo guest in, whatever the case of the e-mail', async () => {
    for (const url of ['/api/login/', '/api/login']) {
      const response = await h.app.inject({ ...login('Guest@KeyHaven.test', GUEST.password), url });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.sessionToken).toMatch(/^[\w-]{43}$/);
      expect(body.user).toEqual({
        objectId: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        username: 'guest@keyhaven.test',
        fullName: 'Ava Guest',
        email: 'guest@keyhaven.test',
        phone: '3035550123',
      });
    }
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const wrong = await h.app.inject(login(GUEST.email, 'not-the-password'));
    const unknown = await h.app.inject(login('nobody@keyhaven.test', GUEST.password));
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid e-mail or password' });
    }
  });

  it('stores only the hash of a session token', async () => {
    const token = await h.login(GUEST);
    const { rows } = await h.db.query<Record<string, unknown>>('select * from sessions');
    expect(JSON.stringify(rows)).not.toContain(token);
    const mine = rows.filter((row) => row.token_hash === hashSessionToken(token));
    expect(mine).toHaveLength(1);
    const lifetime = new Date(String(mine[0]?.expires_at)).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(lifetime).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  it('signs up a guest: 201 with a working session token', async () => {
    const request = signup({ firstName: '  Nia ', lastName: 'Newcomer' });
    const response = await h.app.inject(request);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toEqual({
      objectId: expect.any(String),
      username: request.payload.email,
      fullName: 'Nia Newcomer',
      email: request.payload.email,
      phone: null,
    });
    const roles = await h.app.inject({
      method: 'GET',
      url: '/api/my-roles',
      headers: { 'x-session-token': token },
    });
    expect(roles.json()).toEqual(['guest']);
    const again = await h.app.inject(login(String(request.payload.email), 'a-long-password'));
    expect(again.statusCode).toBe(200);
  });

  it('refuses a second account for the same e-mail, in any case', async () => {
    const response = await h.app.inject(signup({ email: 'GUEST@keyhaven.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this e-mail already exists' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email must be a valid e-mail address'],
    [{ email: 'someone@localhost' }, 'email must be a valid e-mail address'],
    [{ password: 'short' }, 'password must NOT have fewer than 8 characters'],
    [{ firstName: '   ' }, 'firstName must not be blank'],
    [{ lastName: undefined }, 'lastName is required'],
  ])('refuses %j with 400', async (overrides, message) => {
    const response = await h.app.inject(signup(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('limits sign-in and sign-up attempts per client with 429', async () => {
    const limited = await h.build({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      expect((await limited.inject(login(GUEST.email, 'wrong-password'))).statusCode).toBe(401);
    }
    const blocked = await limited.inject(login(GUEST.email, GUEST.password));
    expect(blocked.statusCode).toBe(429);
    expect(Object.keys(blocked.json())).toEqual(['message']);
    expect(blocked.json().message).toMatch(/try again/i);

    const otherClient = await limited.inject({
      ...login(GUEST.email, GUEST.password),
      remoteAddress: '10.9.8.7',
    });
    expect(otherClient.statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) await limited.inject(signup({ password: 'x' }));
    expect((await limited.inject(signup())).statusCode).toBe(429);
  });

  it('never writes passwords or tokens to the log', async () => {
    const lines: string[] = [];
    const logged = await h.build({
      logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
    });
    const response = await logged.inject(login(GUEST.email, GUEST.password));
    const token = response.json().sessionToken as string;
    await logged.inject({
      method: 'GET',
      url: '/auth/current-user',
      headers: { 'x-session-token': token, cookie: `sso_session=${token}`, authorization: `Bearer ${token}` },
    });
    const log = lines.join('\n');
    expect(log).toContain('/auth/current-user');
    expect(log).not.toContain(GUEST.password);
    expect(log).not.toContain(token);
  });
});
