import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { issueAccountLink } from '../../../server/auth/account-links.js';
import { EXPIRED_LINK, USED_LINK } from '../../../server/auth/account-tokens.js';
import { RESET_REQUESTED } from '../../../server/auth/password-reset.routes.js';
import { RESET_LINK_LIFETIME_MS, RESET_THROTTLE_MS } from '../../../server/auth/password-reset.workflow.js';
import { type PostedMail, tableMailOutbox } from '../../../server/mail/mail-outbox.js';
import { type AuthHarness, openAuthHarness } from '../support/auth-server.js';
import { TEST_LIMITS } from '../support/server-pool.js';
import { testEngines } from '../support/test-database.js';

let serial = 0;
const uniqueEmail = (what: string) => {
  serial += 1;
  return `${what}.${Date.now()}.${serial}@example.com`;
};

/** The portal link a message carries, and its e-mail and token. */
const linkIn = (mail: PostedMail | undefined) => {
  const url = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no link in ${JSON.stringify(mail)}`);
  const parsed = new URL(url);
  return {
    url: parsed,
    email: parsed.searchParams.get('email') ?? '',
    token: parsed.searchParams.get('token') ?? '',
  };
};

describe.each(testEngines())("'Forgot password?' on %s", (engine) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  const started = Date.now();
  /** A server whose clock reads `minutes` after the suite began. */
  const at = (minutes: number) => h.build({ now: () => new Date(started + minutes * 60_000) });

  const ask = (email: string, server = app) =>
    server.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
  const setPassword = (link: { email: string; token: string }, password: string, server = app) =>
    server.inject({ method: 'POST', url: '/api/set-password/', payload: { ...link, password } });
  const mailTo = (email: string) => tableMailOutbox.postedTo(h.db, email, 20);
  const tokensOf = async (email: string) =>
    (
      await h.db.query(
        'select t.purpose from account_tokens t join users u on u.id = t.user_id where lower(u.email) = lower($1)',
        [email],
      )
    ).rows;
  const signUp = async (email = uniqueEmail('member')) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: { email, password: 'first-password', firstName: 'Mo', lastName: 'Member' },
    });
    expect(response.statusCode).toBe(201);
    return email;
  };

  beforeAll(async () => {
    h = await openAuthHarness(engine);
    app = await at(0);
  });
  afterAll(() => h.dispose());

  it('answers a known, an invited and an unknown e-mail the same, byte for byte; only the known ones get mail', async () => {
    const member = await signUp();
    const invited = uniqueEmail('invited');
    await issueAccountLink(
      h.db,
      {
        email: invited,
        create: { firstName: 'Ivy', lastName: 'Invited' },
        issuedByUserId: null,
        now: new Date(started - RESET_THROTTLE_MS),
      },
      'http://portal.test',
    );
    const nobody = uniqueEmail('nobody');
    const answers = [await ask(member), await ask(invited), await ask(nobody)];
    const shapes = answers.map((answer) => ({
      status: answer.statusCode,
      body: answer.body,
      type: answer.headers['content-type'],
      length: answer.headers['content-length'],
      cache: answer.headers['cache-control'],
    }));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(shapes[0]).toMatchObject({
      status: 202,
      body: JSON.stringify(RESET_REQUESTED),
      cache: 'no-store',
    });
    expect(RESET_REQUESTED.linkValidMinutes).toBe(60);

    const [toMember] = await mailTo(member);
    expect(toMember).toMatchObject({ to: member, subject: 'Keyhaven: set a new password' });
    expect(toMember?.text).toContain('open this link within 1 hour');
    expect(linkIn(toMember).url.pathname).toBe('/sso/set-password/');
    // An invited account has no password: its link finalizes the account.
    const [toInvited] = await mailTo(invited);
    expect(toInvited?.subject).toBe('Keyhaven: finish your account');
    expect(linkIn(toInvited).url.pathname).toBe('/sso/finalize-account');
    expect(await mailTo(nobody)).toEqual([]);
    expect(await tokensOf(nobody)).toEqual([]);
  });

  it('refuses a malformed e-mail with 400, which says nothing of accounts', async () => {
    for (const email of ['not-an-email', '']) {
      const response = await ask(email);
      expect(response.statusCode, email).toBe(400);
    }
  });

  it('sends at most one link per account in the throttle window; a later one retires the older', async () => {
    const member = await signUp();
    expect((await ask(member)).statusCode).toBe(202);
    const first = linkIn((await mailTo(member))[0]);
    const again = await ask(member, await at(RESET_THROTTLE_MS / 60_000 - 1));
    expect([again.statusCode, again.body]).toEqual([202, JSON.stringify(RESET_REQUESTED)]);
    expect(await mailTo(member)).toHaveLength(1);
    expect(await tokensOf(member)).toHaveLength(1);

    const later = await at(RESET_THROTTLE_MS / 60_000);
    expect((await ask(member, later)).statusCode).toBe(202);
    const mail = await mailTo(member);
    expect(mail).toHaveLength(2);
    const second = linkIn(mail[0]);
    expect(second.token).not.toBe(first.token);
    // The older link no longer works; the newer one does, once.
    const old = await setPassword(first, 'second-password', later);
    expect([old.statusCode, old.json()]).toEqual([410, { message: EXPIRED_LINK }]);
    expect((await setPassword(second, 'second-password', later)).statusCode).toBe(200);
  });

  it('the link sets a new password once through the set-password route and signs the guest in', async () => {
    const member = await signUp();
    await ask(member.toUpperCase());
    const link = linkIn((await mailTo(member))[0]);
    expect(link.email).toBe(member);
    const response = await setPassword(link, 'second-password');
    expect(response.statusCode).toBe(200);
    const { sessionToken } = response.json<{ sessionToken: string }>();
    const me = await app.inject({
      method: 'GET',
      url: '/api/contact-info',
      headers: { 'x-session-token': sessionToken },
    });
    expect(me.json().email).toBe(member);
    expect((await login(member, 'first-password')).statusCode).toBe(401);
    expect((await login(member, 'second-password')).statusCode).toBe(200);
    const reused = await setPassword(link, 'third-password');
    expect([reused.statusCode, reused.json()]).toEqual([409, { message: USED_LINK }]);
  });

  it('lasts an hour', async () => {
    const member = await signUp();
    await ask(member);
    const link = linkIn((await mailTo(member))[0]);
    const late = await setPassword(link, 'second-password', await at(RESET_LINK_LIFETIME_MS / 60_000));
    expect([late.statusCode, late.json()]).toEqual([410, { message: EXPIRED_LINK }]);
    expect((await setPassword(link, 'second-password', await at(59))).statusCode).toBe(200);
  });

  it('a new password retires every other unused link of the account, a concierge’s too', async () => {
    const member = await signUp();
    const concierge = await issueAccountLink(
      h.db,
      { email: member, issuedByUserId: null, now: new Date(started - RESET_THROTTLE_MS) },
      'http://portal.test',
    );
    await ask(member);
    const own = linkIn((await mailTo(member))[0]);
    // The reset link retired the concierge's older one already.
    const stale = await setPassword({ email: member, token: concierge.token }, 'second-password');
    expect(stale.statusCode).toBe(410);
    expect((await setPassword(own, 'second-password')).statusCode).toBe(200);

    // And a link issued after the reset one is retired when the reset link sets the password.
    const other = await signUp();
    await ask(other);
    const reset = linkIn((await mailTo(other))[0]);
    const newer = await issueAccountLink(
      h.db,
      { email: other, issuedByUserId: null, now: new Date() },
      'http://portal.test',
    );
    expect((await setPassword(reset, 'second-password')).statusCode).toBe(200);
    const spent = await setPassword({ email: other, token: newer.token }, 'third-password');
    expect([spent.statusCode, spent.json()]).toEqual([410, { message: EXPIRED_LINK }]);
  });

  it('is rate-limited like sign-in, known and unknown e-mails alike', async () => {
    const limited = await h.build({ authRateLimit: { max: 2, timeWindowMs: 60_000 } });
    expect((await ask(uniqueEmail('nobody'), limited)).statusCode).toBe(202);
    expect((await ask(await signUp(), limited)).statusCode).toBe(202);
    const third = await ask(uniqueEmail('nobody'), limited);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts/);
  });

  it('posts the message in the transaction of its link: an outbox that fails leaves no link', async () => {
    const member = await signUp();
    const failing = await buildServer({
      db: h.db,
      config: TEST_LIMITS,
      mailOutbox: {
        ...tableMailOutbox,
        post: async () => {
          throw new Error('the outbox is full');
        },
      },
    });
    try {
      expect((await ask(member, failing)).statusCode).toBe(500);
    } finally {
      await failing.close();
    }
    expect(await tokensOf(member)).toEqual([]);
    // Nothing left behind counts against the throttle either.
    expect((await ask(member)).statusCode).toBe(202);
    expect(await mailTo(member)).toHaveLength(1);
  });
});
