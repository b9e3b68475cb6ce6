import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../../../server/payments/opaque-token.js';
import { ClientSecret, CreditCardList } from '../../../src/adapters/rest/wire/payment.wire.js';
import { CreditCard } from '../../../src/core/payment/credit-card.entity.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { CONCIERGE, GUEST, makeTrip, openPaymentHarness, type PaymentHarness } from './payment-harness.js';

const NOT_SIGNED_IN = { message: 'User is not signed in.' };
const CARD_NUMBER_REFUSED = {
  message: 'Card numbers and security codes are never sent to us: enter the card in the payment form.',
};
const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035 };
const BILLING = { name: 'Ava Guest', postalCode: '81611', country: 'US' };

describe.each(testEngines())('sandbox card setup and stored cards on %s', (engine) => {
  let h: PaymentHarness;
  let guest: string;
  let concierge: string;
  let guestId: string;
  let conciergeId: string;

  /** A card set up through the sandbox as the browser does it: secret, then payment method. */
  const setUpCard = async (token: string, card = VISA) => {
    const { secret } = (await h.call('GET', '/api/billing/client-secret', { token })).json<{
      secret: string;
    }>();
    const method = await h.call('POST', '/api/billing/sandbox/payment-methods', {
      token,
      body: { clientSecret: secret, card, billingDetails: BILLING },
    });
    expect(method.statusCode).toBe(200);
    return method.json<{ paymentMethodId: string }>().paymentMethodId;
  };

  beforeAll(async () => {
    h = await openPaymentHarness(engine);
    guest = await h.login(GUEST);
    concierge = await h.login(CONCIERGE);
    guestId = await h.userId(GUEST.email);
    conciergeId = await h.userId(CONCIERGE.email);
  });
  afterAll(() => h.dispose());

  describe('GET /api/billing/client-secret', () => {
    it('starts a sandbox setup for the guest, kept only as a hash that expires', async () => {
      const response = await h.call('GET', '/api/billing/client-secret', { token: guest });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { secret } = decodeWith(ClientSecret, response.json());
      expect(secret).toMatch(/^seti_sandbox_[A-Za-z0-9]{24}_secret_[A-Za-z0-9_-]{43}$/);
      const { rows } = await h.db.query<{ user_id: string; live: boolean }>(
        `select user_id, expires_at > now() and expires_at < now() + interval '2 hours' as live
           from sandbox_setup_intents where client_secret_hash = $1`,
        [hashOpaqueToken(secret)],
      );
      expect(rows).toEqual([{ user_id: guestId, live: true }]);
    });

    it('answers 401 without a session', async () => {
      const response = await h.call('GET', '/api/billing/client-secret');
      expect([response.statusCode, response.json()]).toEqual([401, NOT_SIGNED_IN]);
    });
  });

  describe('POST /api/billing/sandbox/payment-methods', () => {
    const confirm = (token: string | undefined, body: unknown) =>
      h.call('POST', '/api/billing/sandbox/payment-methods', { token, body });
    const newSecret = async (token = guest) =>
      (await h.call('GET', '/api/billing/client-secret', { token })).json<{ secret: string }>().secret;

    it('confirms the setup with the card summary and answers the payment method, once', async () => {
      const clientSecret = await newSecret();
      const first = await confirm(guest, { clientSecret, card: VISA, billingDetails: BILLING });
      expect(first.statusCode).toBe(200);
      const method = first.json<{ paymentMethodId: string }>();
      expect(method).toEqual({
        paymentMethodId: expect.stringMatching(/^pm_sandbox_[A-Za-z0-9]{24}$/),
        ...VISA,
      });
      const stored = await h.db.query(
        'select user_id, billing_details from sandbox_payment_methods where id = $1',
        [method.paymentMethodId],
      );
      expect(stored.rows).toEqual([
        {
          user_id: guestId,
          billing_details: { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } },
        },
      ]);
      const again = await confirm(guest, { clientSecret, card: VISA, billingDetails: BILLING });
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'This card setup has already been confirmed.' },
      ]);
    });

    it("refuses another account's setup (403), an unknown one (404) and an expired one (410)", async () => {
      const clientSecret = await newSecret();
      const body = { clientSecret, card: VISA, billingDetails: BILLING };
      expect((await confirm(concierge, body)).statusCode).toBe(403);
      expect(
        (await confirm(guest, { ...body, clientSecret: 'seti_sandbox_x_secret_unknown' })).statusCode,
      ).toBe(404);
      await h.db.query(
        `update sandbox_setup_intents set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
          where client_secret_hash = $1`,
        [hashOpaqueToken(clientSecret)],
      );
      const expired = await confirm(guest, body);
      expect([expired.statusCode, expired.json()]).toEqual([
        410,
        { message: 'This card setup has expired: start again.' },
      ]);
    });

    it('answers 401 without a session, and 400 for a bad or expired card, naming the field', async () => {
      const clientSecret = await newSecret();
      expect(
        (await confirm(undefined, { clientSecret, card: VISA, billingDetails: BILLING })).statusCode,
      ).toBe(401);
      const badLast4 = await confirm(guest, {
        clientSecret,
        card: { ...VISA, last4: '42' },
        billingDetails: BILLING,
      });
      expect(badLast4.statusCode).toBe(400);
      expect(badLast4.json().message).toMatch(/^card\.last4 /);
      const noName = await confirm(guest, { clientSecret, card: VISA, billingDetails: { country: 'US' } });
      expect([noName.statusCode, noName.json()]).toEqual([
        400,
        { message: 'billingDetails.name is required' },
      ]);
      const past = await confirm(guest, {
        clientSecret,
        card: { ...VISA, expYear: 2001 },
        billingDetails: BILLING,
      });
      expect([past.statusCode, past.json()]).toEqual([
        400,
        { message: "Your card's expiration date is in the past." },
      ]);
      // The setup is still there to confirm with a good card.
      expect((await confirm(guest, { clientSecret, card: VISA, billingDetails: BILLING })).statusCode).toBe(
        200,
      );
    });

    it('refuses a card number or security code anywhere in the body, keeping nothing', async () => {
      const clientSecret = await newSecret();
      const before = await h.db.query('select count(*)::int as n from sandbox_payment_methods');
      for (const card of [
        { ...VISA, number: '4242424242424242' },
        { ...VISA, cvc: '123' },
        { ...VISA, brand: 'visa 4242 4242 4242 4242' },
      ]) {
        const response = await confirm(guest, { clientSecret, card, billingDetails: BILLING });
        expect([response.statusCode, response.json()]).toEqual([400, CARD_NUMBER_REFUSED]);
      }
      const after = await h.db.query('select count(*)::int as n from sandbox_payment_methods');
      expect(after.rows).toEqual(before.rows);
    });
  });

  describe('POST /api/user/{userId}/creditCard and GET .../creditCards', () => {
    it("stores the provider's card (201), answers it again for the same method (200) and lists it", async () => {
      const paymentMethodId = await setUpCard(guest);
      const body = {
        userId: guestId,
        paymentMethodId,
        ...VISA,
        billingDetails: { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } },
      };
      const created = await h.call('POST', `/api/user/${guestId}/creditCard`, { token: guest, body });
      expect(created.statusCode).toBe(201);
      const card = decodeWith(CreditCard, created.json());
      expect(card).toEqual({
        cardId: expect.any(String),
        userId: guestId,
        ...VISA,
        billingDetails: body.billingDetails,
      });
      expect(created.json()).not.toHaveProperty('paymentMethodId');

      const again = await h.call('POST', `/api/user/${guestId}/creditCard`, { token: guest, body });
      expect([again.statusCode, again.json().cardId]).toEqual([200, card.cardId]);

      const list = await h.call('GET', `/api/user/${guestId}/creditCards`, { token: guest });
      expect(list.statusCode).toBe(200);
      expect(decodeWith(CreditCardList, list.json())).toContainEqual(card);
    });

    it('takes the card facts from the provider: a body that disagrees is refused', async () => {
      const paymentMethodId = await setUpCard(guest);
      const response = await h.call('POST', `/api/user/${guestId}/creditCard`, {
        token: guest,
        body: { userId: guestId, paymentMethodId, ...VISA, last4: '1111' },
      });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: 'The card details do not match the payment method.' },
      ]);
    });

    it("answers 403 for another user's cards and 403 for a payment method set up by someone else", async () => {
      expect((await h.call('GET', `/api/user/${guestId}/creditCards`, { token: concierge })).statusCode).toBe(
        403,
      );
      const paymentMethodId = await setUpCard(guest);
      const asOther = await h.call('POST', `/api/user/${guestId}/creditCard`, {
        token: concierge,
        body: { userId: guestId, paymentMethodId },
      });
      expect(asOther.statusCode).toBe(403);
      const stolen = await h.call('POST', `/api/user/${conciergeId}/creditCard`, {
        token: concierge,
        body: { userId: conciergeId, paymentMethodId },
      });
      expect([stolen.statusCode, stolen.json()]).toEqual([
        403,
        { message: 'This payment method belongs to another account.' },
      ]);
    });

    it('answers 401 without a session and 400 for an unknown method, a wrong userId or a missing field', async () => {
      const url = `/api/user/${guestId}/creditCard`;
      expect((await h.call('GET', `/api/user/${guestId}/creditCards`)).statusCode).toBe(401);
      expect(
        (await h.call('POST', url, { body: { userId: guestId, paymentMethodId: 'pm_sandbox_x' } }))
          .statusCode,
      ).toBe(401);
      const unknown = await h.call('POST', url, {
        token: guest,
        body: { userId: guestId, paymentMethodId: 'pm_nope' },
      });
      expect([unknown.statusCode, unknown.json()]).toEqual([
        400,
        { message: 'paymentMethodId is not a card set up with the payment provider' },
      ]);
      const wrongUser = await h.call('POST', url, {
        token: guest,
        body: { userId: conciergeId, paymentMethodId: 'pm_x' },
      });
      expect([wrongUser.statusCode, wrongUser.json()]).toEqual([
        400,
        { message: 'userId must be the user of the path' },
      ]);
      const missing = await h.call('POST', url, { token: guest, body: { userId: guestId } });
      expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'paymentMethodId is required' }]);
    });

    it('refuses a body holding a card number, even under a harmless name', async () => {
      const before = await h.db.query('select count(*)::int as n from payment_cards');
      for (const extra of [
        { cardNumber: '5555 5555 5555 4444' },
        { note: '4000-0566-5566-5556' },
        { security_code: '999' },
      ]) {
        const response = await h.call('POST', `/api/user/${guestId}/creditCard`, {
          token: guest,
          body: { userId: guestId, paymentMethodId: 'pm_sandbox_x', ...extra },
        });
        expect([response.statusCode, response.json()]).toEqual([400, CARD_NUMBER_REFUSED]);
      }
      expect((await h.db.query('select count(*)::int as n from payment_cards')).rows).toEqual(before.rows);
    });
  });

  describe('POST /api/itinerary/{id}/creditCard', () => {
    const billingDetails = { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } };
    const tripCard = async (itineraryId: string) =>
      (
        await h.db.query<{ card_id: string | null; billing_details: unknown }>(
          'select card_id, billing_details from itineraries where id = $1',
          [itineraryId],
        )
      ).rows[0];

    it("charges the trip to one of the guest's cards (204)", async () => {
      const trip = await makeTrip(h.db, guestId);
      const saved = await h.call('POST', `/api/user/${guestId}/creditCard`, {
        token: guest,
        body: { userId: guestId, paymentMethodId: await setUpCard(guest) },
      });
      const { cardId } = saved.json<{ cardId: string }>();
      const response = await h.call('POST', `/api/itinerary/${trip.itineraryId}/creditCard`, {
        token: guest,
        body: { cardId, billingDetails },
      });
      expect(response.statusCode).toBe(204);
      expect(await tripCard(trip.itineraryId)).toEqual({ card_id: cardId, billing_details: billingDetails });
    });

    it('takes the payment method the standalone form set up, putting it on file', async () => {
      const trip = await makeTrip(h.db, guestId);
      const paymentMethodId = await setUpCard(guest);
      const response = await h.call('POST', `/api/itinerary/${trip.itineraryId}/creditCard`, {
        token: guest,
        body: { cardId: paymentMethodId, billingDetails },
      });
      expect(response.statusCode).toBe(204);
      const { rows } = await h.db.query<{ id: string; user_id: string }>(
        `select id, user_id from payment_cards where provider = 'sandbox' and provider_method_id = $1`,
        [paymentMethodId],
      );
      expect(rows).toEqual([{ id: expect.any(String), user_id: guestId }]);
      expect((await tripCard(trip.itineraryId))?.card_id).toBe(rows[0]?.id);
    });

    it("answers 404 for an unknown card or trip, 403 for another's card or trip, 401 and 400", async () => {
      const trip = await makeTrip(h.db, guestId);
      const otherTrip = await makeTrip(h.db, conciergeId);
      const conciergeCard = await h.call('POST', `/api/user/${conciergeId}/creditCard`, {
        token: concierge,
        body: { userId: conciergeId, paymentMethodId: await setUpCard(concierge) },
      });
      const url = `/api/itinerary/${trip.itineraryId}/creditCard`;
      const send = (body: unknown, token: string | null = guest, to = url) =>
        h.call('POST', to, { token: token ?? undefined, body });
      expect((await send({ cardId: 'no-such-card' })).json()).toEqual({ message: 'Card not found' });
      expect((await send({ cardId: 'pm_sandbox_nope' })).statusCode).toBe(404);
      const othersCard = await send({ cardId: conciergeCard.json().cardId });
      expect([othersCard.statusCode, othersCard.json()]).toEqual([
        403,
        { message: 'This card belongs to another account.' },
      ]);
      expect(
        (await send({ cardId: 'x' }, guest, `/api/itinerary/${otherTrip.itineraryId}/creditCard`)).statusCode,
      ).toBe(403);
      expect((await send({ cardId: 'x' }, guest, '/api/itinerary/no-such-trip/creditCard')).statusCode).toBe(
        404,
      );
      expect((await send({ cardId: 'x' }, null)).statusCode).toBe(401);
      expect((await send({ billingDetails })).json()).toEqual({ message: 'cardId is required' });
      expect((await send({ cardId: 'x', billingDetails: { address: { country: 'USA' } } })).statusCode).toBe(
        400,
      );
      expect((await tripCard(trip.itineraryId))?.card_id).toBeNull();
    });
  });
});
