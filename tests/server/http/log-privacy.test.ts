import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../server/auth/user.store.js';
import type { DatabaseEngine } from '../../../server/db/database.js';
import { CONCIERGE, GUEST, openPaymentHarness, type PaymentHarness } from '../payments/payment-harness.js';
import { testEngines } from '../support/test-database.js';

/**
 * The host's real log, captured while real flows run through it (sign-up and sign-in,
 * sessions in headers and cookies, card tokens, sandbox cards, account links, card numbers
 * typed into every part of a request, a database refusing a row), holds none of the secrets
 * those flows carried (docs/host/decisions.md#hardening). The secrets are known by value, as
 * the flows made them, and looked for by shape too: a card number in any encoding, a password
 * hash, a token, an SQL statement or its values.
 */

// Test cards: Visa, Mastercard, Amex (15 digits), Discover, Diners (14 digits).
const CARDS = [
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '30569309025904',
];

const groups = (card: string) => card.match(/.{1,4}/g) ?? [card];
const percentEach = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');

/** A card number as a URL may carry it: typed with any separator, escaped once or twice. */
const urlEncodings = (card: string): [string, string][] => [
  ['plain', card],
  ['spaces as +', groups(card).join('+')],
  ['%20', groups(card).join('%20')],
  ['dashes', groups(card).join('-')],
  ['%2D', groups(card).join('%2D')],
  ['dots', groups(card).join('.')],
  ['underscores', groups(card).join('_')],
  ['escaped slashes', groups(card).join('%2F')],
  ['percent-encoded digits', percentEach(card)],
  ['twice-encoded', percentEach(card).replaceAll('%', '%25')],
  ['twice-encoded blanks', groups(card).join('%2520')],
];

// --- detectors, independent of the scrubbing under test ------------------------------------

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** The text with %XX escapes undone, up to three times ('+' read as a blank too). */
const unescaped = (text: string): string[] => {
  const forms = [text];
  let current = text.replaceAll('+', ' ');
  for (let round = 0; round < 3; round += 1) {
    const next = current.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    forms.push(current);
    if (next === current) break;
    current = next;
  }
  forms.push(current);
  return forms;
};

// Digits joined by at most one separator of any kind: blanks, dashes, dots, underscores,
// slashes, '+', commas, colons. The whole run counts, so a card number's digits are found
// however they were split.
const DIGIT_RUN = /\d(?:[^A-Za-z0-9"]?\d)*/g;

/** Every Luhn-valid run of 13 to 19 digits in any decoding of the text. */
const cardNumbersIn = (text: string): string[] =>
  unescaped(text).flatMap((form) =>
    [...form.matchAll(DIGIT_RUN)]
      .map(([run]) => run.replace(/\D/g, ''))
      .filter((digits) => digits.length >= 13 && digits.length <= 19 && luhn(digits)),
  );

// Pino's own numbers (the clock, the response time in fractional ms) are not input: a
// timestamp is 13 digits and passes the Luhn check one time in ten.
const withoutClock = (line: string): string => {
  const { time: _time, responseTime: _responseTime, ...rest } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(rest);
};

const PASSWORD_HASH_SHAPES = [/scrypt\$\d+\$\d+\$\d+\$/, /\$2[abxy]?\$\d{2}\$/, /\$argon2(?:id|i|d)\$/];
const TOKEN_SHAPE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
const SQL_SHAPE = /\b(?:insert\s+into|delete\s+from|update\s+\w+\s+set|select\s[^"]*?\sfrom)\b/i;
// What a driver's error carries that quotes a statement or its values.
const STATEMENT_KEYS = new Set([
  'query',
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);

const keysOf = (value: unknown): string[] => {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// --- the flows --------------------------------------------------------------------------------

describe.each(testEngines())('the log of real flows on %s', (engine: DatabaseEngine) => {
  let h: PaymentHarness;
  let app: FastifyInstance;
  const lines: string[] = [];
  // Secret values the flows made or sent, by what they are.
  const secrets: [string, string][] = [];
  const keep = (what: string, value: string | undefined) => {
    if (!value) throw new Error(`the flow gave no ${what}`);
    secrets.push([what, value]);
    return value;
  };
  const answers: { url: string; status: number }[] = [];
  let requests = 0;
  // The answers of the steps that must go through (or be refused) for the flow to be real.
  const statusOf: Record<string, number | string> = {};

  const send = async (request: InjectOptions & { url: string }) => {
    requests += 1;
    const response = await app.inject(request);
    answers.push({ url: request.url, status: response.statusCode });
    return response;
  };
  const asUser = (token: string) => ({ 'x-session-token': token, cookie: `sso_session=${token}` });

  beforeAll(async () => {
    h = await openPaymentHarness(engine);
    app = await h.build({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
    // A route that lets the database refuse a row carrying a password hash, the way a
    // repository bug would: the driver's error reaches the error handler and the log whole.
    app.post('/api/test/duplicate-account', async () => {
      const { rows } = await h.db.query<{ email: string; password_hash: string }>(
        'select email, password_hash from users where lower(email) = lower($1)',
        [GUEST.email],
      );
      keep('the password hash a refused row carried', rows[0]?.password_hash);
      await h.db.transaction((tx) =>
        insertUser(tx, {
          email: rows[0]?.email ?? '',
          passwordHash: rows[0]?.password_hash ?? '',
          firstName: 'Dup',
          lastName: 'Licate',
          roles: ['guest'],
        }),
      );
      return { ok: true };
    });

    // Sign-up and sign-in, right and wrong, and a duplicate sign-up racing the first.
    const newcomer = {
      email: 'log-privacy@keyhaven.test',
      password: keep('a sign-up password', 'n3wcomer-secret-pw'),
    };
    const signups = await Promise.all(
      [0, 1].map(() =>
        send({
          method: 'POST',
          url: '/api/signup/',
          payload: { ...newcomer, firstName: 'Lena', lastName: 'Gray' },
        }),
      ),
    );
    statusOf['duplicate sign-ups'] = signups
      .map((r) => r.statusCode)
      .sort()
      .join(' ');
    const newcomerToken = keep(
      'a sign-up session token',
      signups.find((r) => r.statusCode === 201)?.json().token,
    );
    keep('the sign-in password', GUEST.password);
    keep('the concierge password', CONCIERGE.password);
    keep('a wrong password', 'wrong-guess-of-pw-1');
    const login = async (username: string, password: string) =>
      send({ method: 'POST', url: '/api/login/', payload: { username, password } });
    const guestToken = keep(
      'a session token',
      (await login(GUEST.email, GUEST.password)).json().sessionToken,
    );
    await login(GUEST.email, 'wrong-guess-of-pw-1');
    await login('nobody@keyhaven.test', 'wrong-guess-of-pw-1');
    const conciergeToken = keep(
      'the concierge session token',
      (await login(CONCIERGE.email, CONCIERGE.password)).json().sessionToken,
    );
    await send({
      method: 'POST',
      url: '/api/signup/',
      payload: { ...newcomer, firstName: 'L', lastName: 'G' },
    });

    // Sessions in headers and cookies.
    const guestId = await h.userId(GUEST.email);
    await send({ method: 'GET', url: '/auth/current-user', headers: asUser(guestToken) });
    await send({ method: 'GET', url: '/auth/current-user', headers: asUser(newcomerToken) });
    await send({ method: 'GET', url: '/api/contact-info', headers: asUser(guestToken) });
    await send({ method: 'POST', url: '/auth/become', payload: { sessionToken: guestToken } });
    await send({
      method: 'GET',
      url: '/auth/current-user',
      headers: { authorization: `Bearer ${guestToken}` },
    });

    // Card tokens: issued by the concierge, checked and used on the guest's page with a
    // sandbox card; a sandbox card set up through the client secret too.
    const issued = await send({
      method: 'POST',
      url: '/api/concierge/card-tokens',
      headers: asUser(conciergeToken),
      payload: { userId: guestId },
    });
    const cardToken = keep('the card token', issued.json().token);
    keep("the card token's link", issued.json().url);
    await send({ method: 'GET', url: `/api/creditCardToken/${cardToken}` });
    const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 };
    const billingDetails = { name: 'Ava Guest', postalCode: '80202', country: 'US' };
    const sandboxToken = keep(
      'the sandbox card token',
      (
        await send({
          method: 'POST',
          url: '/api/billing/sandbox/card-tokens',
          payload: { card, billingDetails },
        })
      ).json().token,
    );
    for (const step of ['card token used', 'card token used again'])
      statusOf[step] = (
        await send({
          method: 'POST',
          url: `/api/creditCardToken/${cardToken}`,
          payload: { stripeToken: sandboxToken },
        })
      ).statusCode;
    const secret = keep(
      'the card setup secret',
      (await send({ method: 'GET', url: '/api/billing/client-secret', headers: asUser(guestToken) })).json()
        .secret,
    );
    const method = await send({
      method: 'POST',
      url: '/api/billing/sandbox/payment-methods',
      headers: asUser(guestToken),
      payload: { clientSecret: secret, card, billingDetails },
    });
    const added = await send({
      method: 'POST',
      url: `/api/user/${guestId}/creditCard`,
      headers: asUser(guestToken),
      payload: { userId: guestId, paymentMethodId: method.json().paymentMethodId },
    });
    statusOf['sandbox card added'] = added.statusCode;

    // Card numbers in every part of a request, in every encoding a URL allows.
    const { rows } = await h.db.query<{ id: string }>('select id from listings order by id limit 1');
    const homeId = rows[0]?.id ?? '';
    const stay = 'startDate=2031-03-10&endDate=2031-03-14&adultCount=2';
    for (const number of CARDS) {
      keep('a card number', number);
      for (const [, encoded] of urlEncodings(number)) {
        await send({ method: 'GET', url: `/api/listings/search?destination=${encoded}&${stay}` });
        await send({
          method: 'GET',
          url: `/api/listing/${homeId}/instant-pricing?${stay}&promoCode=${encoded}`,
        });
        await send({ method: 'GET', url: `/api/listing/${encoded}/instant-pricing?${stay}` });
        await send({ method: 'GET', url: `/api/no-such-route/${encoded}?q=${encoded}` });
        await send({ method: 'GET', url: `/api/creditCardToken/${encoded}` });
      }
      // Literal slashes split the number over path segments.
      await send({ method: 'GET', url: `/api/no-such-route/${groups(number).join('/')}` });
      await send({ method: 'GET', url: `/api/listings/search?destination=${groups(number).join('/')}` });
      const typed = groups(number).join(' ');
      await send({
        method: 'POST',
        url: `/api/user/${guestId}/creditCard`,
        headers: asUser(guestToken),
        payload: { userId: guestId, paymentMethodId: 'pm_x', cardNumber: number, cvc: '123' },
      });
      await send({
        method: 'PUT',
        url: `/api/user/${guestId}/phone`,
        headers: asUser(guestToken),
        payload: { phone: typed },
      });
      await send({
        method: 'PUT',
        url: '/api/contact-info',
        headers: asUser(guestToken),
        payload: { firstName: typed, lastName: 'Guest', phone: groups(number).join('-') },
      });
      await send({
        method: 'POST',
        url: '/api/signup/',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"x@keyhaven.test","password":"${number}","firstName":"${typed}"`,
      });
    }

    // Account links: an invitation finalized, a set-password link used, a used link again.
    const invitation = await send({
      method: 'POST',
      url: '/api/concierge/account-links',
      headers: asUser(conciergeToken),
      payload: { email: 'invited-guest@keyhaven.test', firstName: 'Ivy', lastName: 'Vited' },
    });
    const inviteToken = keep('an account-link token', invitation.json().token);
    keep('an account link', invitation.json().url);
    const finalized = await send({
      method: 'POST',
      url: '/api/finalize-account/',
      payload: {
        email: 'invited-guest@keyhaven.test',
        token: inviteToken,
        password: keep('a finalize-account password', 'invited-secret-pw'),
        firstName: 'Ivy',
        lastName: 'Vited',
      },
    });
    keep('a finalize-account session token', finalized.json().sessionToken);
    const reset = await send({
      method: 'POST',
      url: '/api/concierge/account-links',
      headers: asUser(conciergeToken),
      payload: { email: newcomer.email, purpose: 'set-password' },
    });
    const resetToken = keep('a set-password token', reset.json().token);
    const body = {
      email: newcomer.email,
      token: resetToken,
      password: keep('a new password', 'replaced-secret-pw'),
    };
    keep(
      'a set-password session token',
      (await send({ method: 'POST', url: '/api/set-password/', payload: body })).json().sessionToken,
    );
    statusOf['account link used again'] = (
      await send({ method: 'POST', url: '/api/set-password/', payload: body })
    ).statusCode;

    // A database refusing a row that carries a password hash.
    statusOf['database refusal'] = (
      await send({ method: 'POST', url: '/api/test/duplicate-account' })
    ).statusCode;

    // What the database holds for these secrets: their hashes must stay out of the log too.
    const hashes = await h.db.query<{ password_hash: string }>(
      'select password_hash from users where password_hash <> $1',
      [''],
    );
    for (const row of hashes.rows) keep('a stored password hash', row.password_hash);
    for (const [what, value] of [...secrets])
      if (/token|secret/.test(what) && !/link$/.test(what)) keep(`the hash of ${what}`, sha256(value));
  }, 240_000);

  afterAll(() => h?.dispose());

  it('was written: a line per request, with its URL and status', () => {
    // The line written when a request ends (logging.ts, OneLinePerRequest); the incoming one is debug.
    const entries = lines
      .map(
        (line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } },
      )
      .filter((entry) => entry.msg === 'request completed' || entry.msg === 'request errored');
    const urls = entries.map((entry) => entry.req?.url).filter(Boolean);
    expect(urls).toContain('/api/signup/');
    expect(urls).toContain('/api/login/');
    expect(urls).toContain('/api/finalize-account/');
    expect(urls).toContain('/api/test/duplicate-account');
    const statuses = new Set(entries.map((entry) => entry.res?.statusCode));
    for (const status of [200, 201, 400, 401, 404, 409, 500]) expect(statuses).toContain(status);
    // Every request but the card-token page's (kept out of the access log on purpose) is there.
    const cardTokenPage = answers.filter(({ url }) => url.startsWith('/api/creditCardToken/')).length;
    expect(urls).toHaveLength(requests - cardTokenPage);
  });

  it('went through: the flows did what a guest and a concierge do', () => {
    expect(statusOf).toEqual({
      'duplicate sign-ups': '201 409',
      'card token used': 201,
      'card token used again': 409,
      'sandbox card added': 201,
      'account link used again': 409,
      'database refusal': 500,
    });
  });

  it('the detectors find what they look for, so a leak would fail this test', () => {
    for (const card of CARDS)
      for (const [how, encoded] of urlEncodings(card))
        expect(cardNumbersIn(`"url":"/x?q=${encoded}"`), `${card} ${how}`).toContain(card);
    expect(cardNumbersIn('"url":"/4242/4242/4242/4242"')).toContain('4242424242424242');
    expect(cardNumbersIn('"time":1764112345678,"date":"2031-03-10","port":51234')).toEqual([]);
    expect(
      PASSWORD_HASH_SHAPES.some((shape) =>
        shape.test(secrets.find(([w]) => w === 'a stored password hash')?.[1] ?? ''),
      ),
    ).toBe(true);
    expect(SQL_SHAPE.test('insert into users (id) values ($1)')).toBe(true);
  });

  it('holds no secret: no card number in any encoding, token, password, hash or SQL', () => {
    const found: string[] = [];
    for (const line of lines) {
      const text = withoutClock(line);
      for (const digits of new Set(cardNumbersIn(text))) found.push(`card number ${digits}: ${line}`);
      for (const [what, value] of secrets) if (line.includes(value)) found.push(`${what}: ${line}`);
      for (const shape of PASSWORD_HASH_SHAPES)
        if (shape.test(line)) found.push(`password hash shape: ${line}`);
      if (TOKEN_SHAPE.test(text)) found.push(`token shape: ${line}`);
      if (SQL_SHAPE.test(line)) found.push(`SQL: ${line}`);
      for (const key of keysOf(JSON.parse(line)))
        if (STATEMENT_KEYS.has(key)) found.push(`statement field ${key}: ${line}`);
    }
    console.log(
      `log privacy (${engine}): ${lines.length} log lines from ${requests} requests, ${secrets.length} secrets looked for, ${found.length} found`,
    );
    expect(found).toEqual([]);
  });

  it("keeps the database error's code, not its statement", () => {
    const crash = lines
      .map((line) => JSON.parse(line) as { err?: { code?: string } })
      .find((entry) => entry.err?.code === '23505');
    expect(crash?.err).toMatchObject({ code: '23505' });
  });
});
