import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_MAIL_LIMIT, tableMailOutbox } from '../../../server/mail/mail-outbox.js';
import { type AuthHarness, CONCIERGE, GUEST, openAuthHarness } from '../support/auth-server.js';
import { testEngines } from '../support/test-database.js';

const MISSING_ROLE = { message: 'User does not have required role.' };
const NOT_SIGNED_IN = { message: 'User is not signed in.' };

describe.each(testEngines())('the concierge outbox route on %s', (engine) => {
  let h: AuthHarness;
  let app: FastifyInstance;
  const read = (email: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/concierge/outbox?email=${encodeURIComponent(email)}`,
      headers: token ? { 'x-session-token': token } : {},
    });

  beforeAll(async () => {
    h = await openAuthHarness(engine);
    app = h.app;
  });
  afterAll(() => h.dispose());

  it('refuses a visitor signed out (401) and a guest (403), even for their own mail', async () => {
    const signedOut = await read(GUEST.email);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, NOT_SIGNED_IN]);
    const guest = await read(GUEST.email, await h.login(GUEST));
    expect([guest.statusCode, guest.json()]).toEqual([403, MISSING_ROLE]);
  });

  it("answers a concierge with a guest's reset link, newest first, uncached", async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: GUEST.email },
    });
    expect(asked.statusCode).toBe(202);
    const concierge = await h.login(CONCIERGE);
    const response = await read(GUEST.email.toUpperCase(), concierge);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [latest, ...older] =
      response.json<{ to: string; subject: string; text: string; createdAt: string }[]>();
    expect(older).toEqual([]);
    expect(latest).toMatchObject({ to: GUEST.email, subject: 'Keyhaven: set a new password' });
    expect(latest?.text).toMatch(/\/sso\/set-password\/\?email=guest%40keyhaven\.test&token=[\w-]{43}\n/);
    expect(Number.isNaN(Date.parse(latest?.createdAt ?? ''))).toBe(false);

    expect((await read('nobody@keyhaven.test', concierge)).json()).toEqual([]);
  });

  it(`answers the latest ${RECENT_MAIL_LIMIT} messages of an address, newest first`, async () => {
    const to = 'many.messages@keyhaven.test';
    await h.db.transaction(async (tx) => {
      for (let n = 1; n <= RECENT_MAIL_LIMIT + 2; n += 1)
        await tableMailOutbox.post(tx, { to, subject: `Message ${n}`, text: 'Hello' }, new Date());
    });
    const answer = (await read(to, await h.login(CONCIERGE))).json<{ subject: string }[]>();
    expect(answer.map((mail) => mail.subject)).toEqual(
      Array.from({ length: RECENT_MAIL_LIMIT }, (_, at) => `Message ${RECENT_MAIL_LIMIT + 2 - at}`),
    );
  });
});
