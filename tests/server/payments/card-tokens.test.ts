import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD, DEMO_CARD_TOKENS } from '../../../server/demo/seed/demo-card-tokens.js';
import { issueCardToken } from '../../../server/payments/card-tokens.js';
import { hashOpaqueToken } from '../../../server/payments/opaque-token.js';
import { CreditCardList } from '../../../src/adapters/rest/wire/payment.wire.js';
import { CardToken } from '../../../src/core/payment/card-token.entity.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { GUEST, makeTrip, openPaymentHarness, type PaymentHarness } from './payment-harness.js';

const HOUR_MS = 60 * 60 * 1000;
const CARD = { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2034 };

describe.each(testEngines())('card tokens on %s', (engine) => {
  let h: PaymentHarness;
  let guestId: string;
  let guest: string;

  const issue = async (options: { itineraryId?: string; issuedAt?: Date } = {}) =>
    (await issueCardToken(h.db, { userId: guestId, now: options.issuedAt ?? new Date(), ...options })).token;
  const status = (token: string) => h.call('GET', `/api/creditCardToken/${token}`);
  const addCard = (token: string, stripeToken: string) =>
    h.call('POST', `/api/creditCardToken/${token}`, { body: { stripeToken } });
  /** What the sandbox widget does on the card-token page: the card summary becomes a provider token. */
  const sandboxToken = async (card = CARD) => {
    const response = await h.call('POST', '/api/billing/sandbox/card-tokens', {
      body: {
        card,
        billingDetails: { name: 'Ava Guest', city: 'Aspen', postalCode: '81611', country: null },
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  };
  // The guest's cards as a set, in a fixed order to compare two reads: cards added in the same
  // instant share created_at, and their order would then be the plan's.
  const cardsOfGuest = async () =>
    (
      await h.db.query<{ id: string; last4: string; billing_details: unknown }>(
        'select id, last4, billing_details from payment_cards where user_id = $1 order by id',
        [guestId],
      )
    ).rows;

  beforeAll(async () => {
    h = await openPaymentHarness(engine);
    guestId = await h.userId(GUEST.email);
    guest = await h.login(GUEST);
  });
  afterAll(() => h.dispose());

  describe('GET /api/creditCardToken/{token}', () => {
    it('answers a valid token with its status, keeping only its hash, for 72 hours', async () => {
      const token = await issue();
      const response = await status(token);
      expect(response.statusCode).toBe(200);
      expect(decodeWith(CardToken, response.json())).toEqual({
        status: 'valid',
        expiresAt: expect.any(String),
      });
      const expiresIn = Date.parse(response.json().expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(71 * HOUR_MS);
      expect(expiresIn).toBeLessThanOrEqual(72 * HOUR_MS);
      const { rows } = await h.db.query('select token_hash from card_tokens where token_hash = $1', [
        hashOpaqueToken(token),
      ]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await h.db.query('select * from card_tokens'))).not.toContain(token);
    });

    it('answers 410 for an expired token, 409 for a used one, 404 for an unknown one, 400 for a malformed one', async () => {
      const expired = await issue({ issuedAt: new Date(Date.now() - 73 * HOUR_MS) });
      expect([(await status(expired)).statusCode, (await status(expired)).json()]).toEqual([
        410,
        { message: 'This card token has expired' },
      ]);
      const used = await issue();
      await h.db.query('update card_tokens set used_at = now() where token_hash = $1', [
        hashOpaqueToken(used),
      ]);
      expect([(await status(used)).statusCode, (await status(used)).json()]).toEqual([
        409,
        { message: 'This card token has already been used' },
      ]);
      expect((await status('no-such-token-0000000')).statusCode).toBe(404);
      expect((await status('short')).statusCode).toBe(400);
    });

    it('knows the seeded demo tokens, one in each state, and the demo guest has a card on file', async () => {
      expect((await status(DEMO_CARD_TOKENS.valid)).statusCode).toBe(200);
      expect((await status(DEMO_CARD_TOKENS.expired)).statusCode).toBe(410);
      expect((await status(DEMO_CARD_TOKENS.used)).statusCode).toBe(409);
      const cards = await h.call('GET', `/api/user/${guestId}/creditCards`, { token: guest });
      expect(decodeWith(CreditCardList, cards.json())).toContainEqual(
        expect.objectContaining({ cardId: DEMO_CARD.id, brand: 'visa', last4: '4242' }),
      );
    });
  });

  describe('POST /api/creditCardToken/{token}', () => {
    it("adds the sandbox token's card to the token's user and uses the token up (201, then 409)", async () => {
      const token = await issue();
      const response = await addCard(token, await sandboxToken());
      expect([response.statusCode, response.body]).toEqual([201, '']);
      expect(await cardsOfGuest()).toContainEqual({
        id: expect.any(String),
        last4: '4444',
        billing_details: { name: 'Ava Guest', address: { city: 'Aspen', postalCode: '81611' } },
      });
      expect((await status(token)).statusCode).toBe(409);
      const again = await addCard(token, await sandboxToken());
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'This card token has already been used' },
      ]);
    });

    it("a sandbox card token is single use: a second page can't reuse it", async () => {
      const provider = await sandboxToken();
      expect((await addCard(await issue(), provider)).statusCode).toBe(201);
      const reused = await addCard(await issue(), provider);
      expect(reused.statusCode).toBe(400);
    });

    it("honours Stripe's test tokens: tok_visa adds a Visa, tok_chargeDeclined is declined (402) and keeps the token", async () => {
      const token = await issue();
      const declined = await addCard(token, 'tok_chargeDeclined');
      expect([declined.statusCode, declined.json()]).toEqual([402, { message: 'Your card was declined.' }]);
      expect((await status(token)).statusCode).toBe(200);
      expect((await addCard(token, 'tok_visa')).statusCode).toBe(201);
      expect((await status(token)).statusCode).toBe(409);
    });

    it('is single use under a race: two pages at once add one card', async () => {
      const token = await issue();
      const before = (await cardsOfGuest()).length;
      const answers = await Promise.all([addCard(token, 'tok_visa'), addCard(token, 'tok_mastercard')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await cardsOfGuest()).toHaveLength(before + 1);
    });

    it('puts the card on the trip the token was issued for', async () => {
      const trip = await makeTrip(h.db, guestId);
      const token = await issue({ itineraryId: trip.itineraryId });
      expect((await addCard(token, 'tok_amex')).statusCode).toBe(201);
      const { rows } = await h.db.query<{ last4: string }>(
        'select c.last4 from itineraries i join payment_cards c on c.id = i.card_id where i.id = $1',
        [trip.itineraryId],
      );
      expect(rows).toEqual([{ last4: '8431' }]);
    });

    it('refuses an expired (410), unknown (404) token and bad bodies (400), adding no card', async () => {
      const before = await cardsOfGuest();
      const expired = await issue({ issuedAt: new Date(Date.now() - 80 * HOUR_MS) });
      const provider = await sandboxToken();
      expect((await addCard(expired, provider)).statusCode).toBe(410);
      expect((await addCard('no-such-token-0000000', provider)).statusCode).toBe(404);
      const valid = await issue();
      const notAToken = await addCard(valid, 'pm_123');
      expect([notAToken.statusCode, notAToken.json().message]).toEqual([
        400,
        expect.stringMatching(/^stripeToken /),
      ]);
      const unknown = await addCard(valid, 'tok_sandbox_000000000000000000000000');
      expect(unknown.statusCode).toBe(400);
      const withNumber = await h.call('POST', `/api/creditCardToken/${valid}`, {
        body: { stripeToken: provider, number: '4242424242424242' },
      });
      expect(withNumber.statusCode).toBe(400);
      expect(await cardsOfGuest()).toEqual(before);
      // The provider token survived the refusals: the valid page can still use it.
      expect((await addCard(valid, provider)).statusCode).toBe(201);
    });
  });

  describe('POST /api/billing/sandbox/card-tokens', () => {
    it('refuses a card number and an expired card', async () => {
      const numbered = await h.call('POST', '/api/billing/sandbox/card-tokens', {
        body: { card: { ...CARD, cardNumber: '5555555555554444' }, billingDetails: { name: 'Ava' } },
      });
      expect(numbered.statusCode).toBe(400);
      const past = await h.call('POST', '/api/billing/sandbox/card-tokens', {
        body: { card: { ...CARD, expYear: 2020 }, billingDetails: { name: 'Ava' } },
      });
      expect([past.statusCode, past.json()]).toEqual([
        400,
        { message: "Your card's expiration date is in the past." },
      ]);
    });
  });

  describe('the log', () => {
    it('holds neither a card number, nor a card token, nor a security code', async () => {
      const lines: string[] = [];
      const logged = await h.build({
        logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
      });
      const token = await issue();
      await h.call('GET', `/api/creditCardToken/${token}`, {}, logged);
      await h.call(
        'POST',
        `/api/creditCardToken/${token}`,
        { body: { stripeToken: 'tok_visa', cvc: '737' } },
        logged,
      );
      await h.call(
        'POST',
        `/api/user/${guestId}/creditCard`,
        { token: guest, body: { userId: guestId, paymentMethodId: 'pm_x', cardNumber: '4000056655665556' } },
        logged,
      );
      await h.call(
        'POST',
        '/api/billing/sandbox/card-tokens',
        { body: { card: { ...CARD, number: '5555 5555 5555 4444' }, billingDetails: { name: 'Ava' } } },
        logged,
      );
      const log = lines.join('\n');
      // The requests were logged, so the log is really being read here.
      expect(log).toContain('/api/billing/sandbox/card-tokens');
      for (const secret of ['4000056655665556', '5555 5555 5555 4444', token])
        expect(log).not.toContain(secret);
      expect(log).not.toMatch(/cvc|cardNumber/i);
    });
  });
});
