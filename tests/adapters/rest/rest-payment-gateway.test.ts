import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPaymentGateway } from '../../../src/adapters/rest/rest-payment-gateway.js';
import { cardTokenScreen } from '../../../src/core/payment/card-token-screen.rule.js';
import type { AddCreditCardBody } from '../../../src/core/payment/payment-gateway.port.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestPaymentGateway(api), respond, { urls: 'relative' });

const BILLING = { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } };
const NEW_CARD: AddCreditCardBody = {
  userId: 'u/1',
  paymentMethodId: 'pm_sandbox_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  billingDetails: BILLING,
};
const CARD = {
  cardId: 'card-1',
  userId: 'u/1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  billingDetails: BILLING,
};

type Call = GatewayCall<RestPaymentGateway>;
interface Case {
  readonly name: string;
  readonly call: Call;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly answer?: unknown;
  /** What the port answers, when it is not the answer as sent. */
  readonly decoded?: unknown;
  readonly bad?: { readonly answer: unknown; readonly path: string };
}

const CASES: readonly Case[] = [
  {
    name: 'clientSecret',
    call: (g) => g.clientSecret(),
    method: 'GET',
    url: '/api/billing/client-secret',
    answer: { secret: 'seti_123_secret_456' },
    decoded: 'seti_123_secret_456',
    bad: { answer: { clientSecret: 'seti_123' }, path: 'secret' },
  },
  {
    name: 'creditCards',
    call: (g) => g.creditCards('u/1'),
    method: 'GET',
    url: '/api/user/u%2F1/creditCards',
    answer: [CARD],
    bad: { answer: [{ ...CARD, expMonth: '12' }], path: '0.expMonth' },
  },
  {
    name: 'addCreditCard',
    call: (g) => g.addCreditCard('u/1', NEW_CARD),
    method: 'POST',
    url: '/api/user/u%2F1/creditCard',
    body: NEW_CARD,
    answer: CARD,
    bad: { answer: { ...CARD, cardId: undefined }, path: 'cardId' },
  },
  {
    name: 'cardTokenStatus',
    call: (g) => g.cardTokenStatus('tok/1'),
    method: 'GET',
    url: '/api/creditCardToken/tok%2F1',
    answer: { status: 'valid' },
    bad: { answer: { status: 3 }, path: 'status' },
  },
  {
    name: 'addCardWithToken',
    call: (g) => g.addCardWithToken('tok/1', { stripeToken: 'tok_visa' }),
    method: 'POST',
    url: '/api/creditCardToken/tok%2F1',
    body: { stripeToken: 'tok_visa' },
  },
];

describe('RestPaymentGateway (payment cards)', () => {
  it.each(CASES)('$name sends $method $url with its body and decodes the answer', async (c) => {
    const { gateway, sent } = fake(answer(c.answer === undefined ? 204 : 200, c.answer));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: c.method, url: c.url, body: c.body }]);
    expect(result).toEqual(E.right(c.decoded ?? c.answer));
  });

  it.each(CASES.filter((c) => c.bad))('$name: an answer that does not decode names the field', async (c) => {
    const { gateway } = fake(answer(200, c.bad?.answer));
    const result = await c.call(gateway);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: c.bad?.path });
  });

  it.each(CASES)('$name: a failure keeps the status and the host message', async (c) => {
    const { gateway } = fake(answer(402, { message: 'Your card was declined.' }));
    expect(await c.call(gateway)).toEqual(
      E.left({
        kind: 'rejected',
        status: 402,
        message: 'Your card was declined.',
        hostMessage: 'Your card was declined.',
      }),
    );
  });
});

describe('card-token statuses', () => {
  it('a token the host refuses as gone (410) has expired', async () => {
    const { gateway } = fake(answer(410, { message: 'This card token has expired' }));
    const result = await gateway.cardTokenStatus('tok-1');
    expect(result).toEqual(E.right({ status: 'expired' }));
    expect(cardTokenScreen('tok-1', result)).toBe('expired');
  });

  it('a token the host refuses as a conflict (409) has been used', async () => {
    const { gateway } = fake(answer(409, { message: 'This card token has been used' }));
    const result = await gateway.cardTokenStatus('tok-1');
    expect(result).toEqual(E.right({ status: 'used' }));
    expect(cardTokenScreen('tok-1', result)).toBe('used');
  });

  it.each(['expired', 'used', 'valid'])(
    'a status the host answers outright (%s) is passed on',
    async (status) => {
      const { gateway } = fake(answer(200, { status }));
      const result = await gateway.cardTokenStatus('tok-1');
      expect(result).toEqual(E.right({ status }));
      expect(cardTokenScreen('tok-1', result)).toBe(status === 'valid' ? 'form' : status);
    },
  );

  it('an unknown token (404) stays an error: the invalid-token screen', async () => {
    const { gateway } = fake(answer(404, { message: 'No such card token' }));
    const result = await gateway.cardTokenStatus('tok-1');
    expect(result).toEqual(
      E.left({
        kind: 'not-found',
        status: 404,
        message: 'No such card token',
        hostMessage: 'No such card token',
      }),
    );
    expect(cardTokenScreen('tok-1', result)).toBe('invalid');
  });

  it('no answer at all stays an error too', async () => {
    const { gateway } = fake(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await gateway.cardTokenStatus('tok-1');
    expect(E.isLeft(result) && result.left.kind).toBe('network');
  });

  it('using up a token that has expired is an error with the host message, not a status', async () => {
    const { gateway } = fake(answer(410, { message: 'This card token has expired' }));
    expect(await gateway.addCardWithToken('tok-1', { stripeToken: 'tok_visa' })).toEqual(
      E.left({
        kind: 'rejected',
        status: 410,
        message: 'This card token has expired',
        hostMessage: 'This card token has expired',
      }),
    );
  });
});
