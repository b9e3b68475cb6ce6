import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueCardToken } from '../../../server/payments/card-tokens.js';
import { CreditCard } from '../../../src/core/payment/credit-card.entity.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { CONCIERGE, GUEST, openPaymentHarness, type PaymentHarness } from './payment-harness.js';

const KEY = 'sk_test_keyhaven_fake';

interface StripeCall {
  method: string;
  url: URL;
  form: URLSearchParams;
  authorization: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const paymentMethod = (id: string) => ({
  id,
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2033 },
  billing_details: {
    name: 'Ava Guest',
    email: null,
    phone: null,
    address: { postal_code: '81611', country: 'US' },
  },
});

describe.each(testEngines())('cards through Stripe on %s', (engine) => {
  let h: PaymentHarness;
  let stripe: FastifyInstance;
  let guest: string;
  let guestId: string;
  let calls: StripeCall[];
  /** Stripe as this test tells it to answer; the server reaches it only through fetch. */
  let answer: (call: StripeCall) => Response | Promise<Response>;

  beforeAll(async () => {
    h = await openPaymentHarness(engine);
    stripe = await h.build({ stripeSecretKey: KEY });
    guest = await h.login(GUEST, stripe);
    guestId = await h.userId(GUEST.email);
  });
  afterAll(() => h.dispose());

  // Fastify's inject does not use fetch, so only the server's calls to Stripe reach the fake.
  const fakeStripe = () => {
    calls = [];
    vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: new URL(String(input)),
        form: new URLSearchParams(typeof init.body === 'string' ? init.body : ''),
        authorization: new Headers(init.headers).get('authorization'),
      };
      calls.push(call);
      return answer(call);
    });
  };
  afterEach(() => vi.unstubAllGlobals());

  it('starts a Stripe SetupIntent for the guest and answers its client secret', async () => {
    fakeStripe();
    answer = () =>
      json(200, { id: 'seti_1', client_secret: 'seti_1_secret_abc', status: 'requires_payment_method' });
    const response = await h.call('GET', '/api/billing/client-secret', { token: guest }, stripe);
    expect([response.statusCode, response.json()]).toEqual([200, { secret: 'seti_1_secret_abc' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.href).toBe('https://api.stripe.com/v1/setup_intents');
    expect(calls[0]?.authorization).toBe(`Bearer ${KEY}`);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      'payment_method_types[]': 'card',
      usage: 'off_session',
      'metadata[user_id]': guestId,
    });
  });

  it("stores a payment method one of the guest's setups produced, with Stripe's card facts", async () => {
    fakeStripe();
    answer = ({ url }) =>
      url.pathname === '/v1/setup_intents'
        ? json(200, {
            data: [{ id: 'seti_1', client_secret: 'x', status: 'succeeded', metadata: { user_id: guestId } }],
          })
        : json(200, paymentMethod('pm_stripe_1'));
    const response = await h.call(
      'POST',
      `/api/user/${guestId}/creditCard`,
      { token: guest, body: { userId: guestId, paymentMethodId: 'pm_stripe_1', billingDetails: null } },
      stripe,
    );
    expect(response.statusCode).toBe(201);
    expect(decodeWith(CreditCard, response.json())).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2033,
    });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /v1/payment_methods/pm_stripe_1',
      'GET /v1/setup_intents?payment_method=pm_stripe_1&limit=10',
    ]);
    const { rows } = await h.db.query('select provider from payment_cards where provider_method_id = $1', [
      'pm_stripe_1',
    ]);
    expect(rows).toEqual([{ provider: 'stripe' }]);
  });

  it("refuses a payment method another account's setup produced (403) and one Stripe does not know (400)", async () => {
    fakeStripe();
    const conciergeId = await h.userId(CONCIERGE.email);
    answer = ({ url }) =>
      url.pathname === '/v1/setup_intents'
        ? json(200, {
            data: [
              { id: 'seti_2', client_secret: 'x', status: 'succeeded', metadata: { user_id: conciergeId } },
            ],
          })
        : url.pathname.endsWith('pm_missing')
          ? json(404, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: 'No such PaymentMethod',
              },
            })
          : json(200, paymentMethod('pm_stripe_2'));
    const post = (paymentMethodId: string) =>
      h.call(
        'POST',
        `/api/user/${guestId}/creditCard`,
        { token: guest, body: { userId: guestId, paymentMethodId } },
        stripe,
      );
    expect((await post('pm_stripe_2')).statusCode).toBe(403);
    expect((await post('pm_missing')).statusCode).toBe(400);
  });

  it('turns a card token into a Stripe payment method for the token page; a decline keeps the token', async () => {
    fakeStripe();
    const { token } = await issueCardToken(h.db, { userId: guestId, now: new Date() });
    answer = ({ form }) =>
      form.get('card[token]') === 'tok_declined'
        ? json(402, {
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          })
        : json(200, paymentMethod('pm_from_token'));
    const declined = await h.call(
      'POST',
      `/api/creditCardToken/${token}`,
      { body: { stripeToken: 'tok_declined' } },
      stripe,
    );
    expect([declined.statusCode, declined.json()]).toEqual([402, { message: 'Your card was declined.' }]);
    const added = await h.call(
      'POST',
      `/api/creditCardToken/${token}`,
      { body: { stripeToken: 'tok_1Abc' } },
      stripe,
    );
    expect(added.statusCode).toBe(201);
    expect(calls.at(-1)?.url.pathname).toBe('/v1/payment_methods');
    expect(Object.fromEntries(calls.at(-1)?.form ?? [])).toEqual({ type: 'card', 'card[token]': 'tok_1Abc' });
  });

  it('answers 502 when Stripe cannot be reached or refuses our key, without passing on its words', async () => {
    fakeStripe();
    answer = () => {
      throw new TypeError('fetch failed');
    };
    const unreachable = await h.call('GET', '/api/billing/client-secret', { token: guest }, stripe);
    expect([unreachable.statusCode, unreachable.json()]).toEqual([
      502,
      { message: 'The payment provider could not be reached. Please try again.' },
    ]);
    answer = () =>
      json(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${KEY}` } });
    const refused = await h.call('GET', '/api/billing/client-secret', { token: guest }, stripe);
    expect(refused.statusCode).toBe(502);
    expect(refused.body).not.toContain(KEY);
  });

  it('has no sandbox endpoints when Stripe is configured', async () => {
    const response = await h.call(
      'POST',
      '/api/billing/sandbox/card-tokens',
      {
        body: {
          card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2040 },
          billingDetails: { name: 'A' },
        },
      },
      stripe,
    );
    expect(response.statusCode).toBe(404);
  });
});
