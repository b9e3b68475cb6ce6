import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/user.store.js';
import { type AuthHarness, CONCIERGE, GUEST, openAuthHarness } from '../support/auth-server.js';

/**
 * Whatever reaches the host, the structured log keeps out card numbers, security codes,
 * passwords and session tokens: checked on the lines the logger really writes, for real
 * routes (answering 200, 400 and 401) and for routes that log carelessly on purpose.
 */
const CARD = '4242424242424242';
const CARD_AS_TYPED = '4000 0000 0000 0002';
const CVC = '987';
const CARD_TOKEN = 'ctok_secret_card_token_0001';
const STRIPE_TOKEN = 'tok_visa_secret_0001';
const NEW_PASSWORD = 'a-brand-new-secret-pass';

/** Every string and number in a parsed log line, however deep. */
const valuesOf = (value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [String(value)];
  return Object.values(value).flatMap(valuesOf);
};

describe('the request log', () => {
  let h: AuthHarness;
  let app: FastifyInstance;
  let lines: string[];
  let sessionToken: string;
  let guestId: string;
  let passwordHash = '';
  let resetToken = '';

  beforeAll(async () => {
    h = await openAuthHarness('pglite');
    lines = [];
    app = await h.build({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
    // Routes that log what they should not, to prove the logger catches it anyway.
    app.post('/api/test/careless', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'received');
      request.log.info({ payment: request.body }, 'payment as received');
      request.log.info(`charging card ${CARD_AS_TYPED} for %s`, CARD);
      return { ok: true };
    });
    app.post('/api/test/crash', async () => {
      throw new Error(`insert failed: value (${CARD}) violates a constraint; token was ${'T'.repeat(43)}`);
    });
    // A real database error whose statement carries a password hash: a duplicate account.
    app.post('/api/test/db-crash', async () => {
      const { rows } = await h.db.query<{ email: string; password_hash: string }>(
        'select email, password_hash from users where lower(email) = lower($1)',
        [GUEST.email],
      );
      passwordHash = rows[0]?.password_hash ?? '';
      await h.db.query(
        `insert into users (id, email, password_hash, first_name, last_name) values ($1, $2, $3, 'A', 'B')`,
        ['duplicate-account', rows[0]?.email, passwordHash],
      );
      return { ok: true };
    });
    sessionToken = await h.login(GUEST);
    guestId = (await findUserByEmail(h.db, GUEST.email))?.id ?? '';

    const withSession = { 'x-session-token': sessionToken, cookie: `sso_session=${sessionToken}` };
    const card = { cardNumber: CARD, number: CARD_AS_TYPED, cvc: CVC, securityCode: CVC, exp: '12/30' };
    const requests = [
      { method: 'POST', url: '/api/login/', payload: { username: GUEST.email, password: GUEST.password } },
      { method: 'POST', url: '/api/login/', payload: { username: GUEST.email, password: NEW_PASSWORD } },
      {
        method: 'POST',
        url: '/api/signup/',
        payload: { email: 'x@keyhaven.test', password: 'short', firstName: 'A', lastName: 'B' },
      },
      { method: 'PUT', url: `/api/user/${guestId}/phone`, headers: withSession, payload: { phone: CARD } },
      { method: 'POST', url: `/api/user/${guestId}/creditCard`, headers: withSession, payload: card },
      { method: 'POST', url: `/api/creditCardToken/${CARD_TOKEN}`, payload: { stripeToken: STRIPE_TOKEN } },
      { method: 'GET', url: `/api/creditCardToken/${CARD_TOKEN}?token=${STRIPE_TOKEN}` },
      { method: 'POST', url: '/auth/become', payload: { sessionToken } },
      {
        method: 'GET',
        url: '/auth/current-user',
        headers: { ...withSession, authorization: `Bearer ${sessionToken}` },
      },
      {
        method: 'POST',
        url: `/api/test/careless?email=${GUEST.email}&sessionToken=${sessionToken}&page=2`,
        headers: withSession,
        payload: { ...card, password: NEW_PASSWORD, sessionToken },
      },
      { method: 'POST', url: '/api/test/crash', headers: withSession, payload: card },
      { method: 'POST', url: '/api/test/db-crash' },
      // Malformed JSON: a 400 before any route sees the body.
      {
        method: 'POST',
        url: '/api/signup/',
        headers: { 'content-type': 'application/json' },
        payload: `{"password":"${NEW_PASSWORD}","card":"${CARD}"`,
      },
    ] as const;
    for (const request of requests) await app.inject(request as InjectOptions);

    // 'Forgot password?': the reset link's token travels in the outbox the concierge reads, in
    // the portal page's query and in the set-password body; the log holds it nowhere.
    await app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: GUEST.email } });
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/concierge/outbox?email=${encodeURIComponent(GUEST.email)}`,
      headers: { 'x-session-token': await h.login(CONCIERGE) },
    });
    const link = new URL(/https?:\/\/\S+/.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[0] ?? '');
    resetToken = link.searchParams.get('token') ?? '';
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const reset = { email: GUEST.email, token: resetToken, password: NEW_PASSWORD };
    expect((await app.inject({ method: 'POST', url: '/api/set-password/', payload: reset })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => h.dispose());

  it('was written, one JSON object a line, naming each request and its status', () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = entries.map((entry) => (entry.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/api/login/');
    expect(urls).toContain(`/api/user/${guestId}/phone`);
    expect(urls).toContain('/api/test/careless?email=[redacted]&sessionToken=[redacted]&page=2');
    expect(urls).toContain('/api/password-reset');
    expect(urls).toContain('/api/concierge/outbox?email=[redacted]');
    expect(urls).toContain('/sso/set-password/?email=[redacted]&token=[redacted]');
    const statuses = entries.map((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode);
    for (const status of [200, 400, 401, 500]) expect(statuses).toContain(status);
    expect(lines.join('\n')).toContain('payment as received');
  });

  it.each([
    ['the card number', CARD],
    ['the card number as typed', CARD_AS_TYPED],
    ['the card number without its blanks', CARD_AS_TYPED.replaceAll(' ', '')],
    ['the password', GUEST.password],
    ['a wrong or new password', NEW_PASSWORD],
    ['the session token', () => sessionToken],
    ['the card token', CARD_TOKEN],
    ['the payment provider token', STRIPE_TOKEN],
    ['the password hash a failed statement carried', () => passwordHash],
    ['the token of a reset link', () => resetToken],
  ])('never holds %s', (_what, secret) => {
    const value = typeof secret === 'function' ? secret() : secret;
    expect(value.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(value);
  });

  it('never holds a security code as a value', () => {
    const values = lines.flatMap((line) => valuesOf(JSON.parse(line)));
    expect(values).not.toContain(CVC);
    expect(lines.join('\n')).not.toMatch(/"(cvc|securityCode)":"(?!\[redacted\])/);
  });

  it("keeps a database error's code and constraint, without its statement, values or detail", () => {
    const crash = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.err && entry.req?.url === undefined && entry.err.code === '23505');
    expect(crash?.err).toMatchObject({ code: '23505' });
    for (const field of ['query', 'params', 'detail']) expect(crash?.err).not.toHaveProperty(field);
    expect(lines.join('\n')).not.toContain('insert into users');
  });

  it('keeps the unexpected error, without what it quoted', () => {
    const crash = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(crash?.err.message).toBe(
      'insert failed: value ([redacted]) violates a constraint; token was [redacted]',
    );
    expect(crash?.err.stack).toContain('insert failed');
  });
});
