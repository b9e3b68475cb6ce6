import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestPaymentGateway } from '../../src/adapters/rest/rest-payment-gateway.js';
import { cardTokenScreen } from '../../src/core/payment/card-token-screen.rule.js';
import {
  consumerPact,
  JSON_CONTENT,
  JSON_RESPONSE,
  recordingGateway,
  ref,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * PaymentGateway: the guest's stored cards and card tokens, driven through the real adapter
 * against Pact's mock server. The user id, the payment method the provider set up and the
 * card tokens are the provider's to create: they come from the provider states. A token
 * that can no longer be used is refused with a status saying why (410 expired, 409 used),
 * which the adapter reads as the token's status. No card number is ever sent.
 */
const { eachLike, fromProviderState, integer, like, matchStatus, regex, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLE = {
  userId: 'u-guest',
  paymentMethodId: 'pm_sandbox_visa_4242',
  cardToken: 'ctok_example_0001',
};

/** The real adapter on the mock server, recording the paths it asks for. */
const paymentGateway = (baseUrl: string, cookies?: InMemoryCookieJar) =>
  recordingGateway((api) => new RestPaymentGateway(api), baseUrl, cookies);

const card = {
  cardId: string('CrdVisa001'),
  userId: string(EXAMPLE.userId),
  brand: string('visa'),
  last4: regex('^\\d{4}$', '4242'),
  expMonth: integer(12),
  expYear: integer(2030),
  billingDetails: like({ name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } }),
};
const CARD = {
  cardId: 'CrdVisa001',
  userId: EXAMPLE.userId,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  billingDetails: { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } },
};
const tokenPath = () =>
  fromProviderState(`/api/creditCardToken/${ref('cardToken')}`, `/api/creditCardToken/${EXAMPLE.cardToken}`);

describe('starting a card setup (RestPaymentGateway.clientSecret)', () => {
  it('answers the secret the payment provider confirms the card with', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a request for a card setup secret')
      .withRequest('GET', '/api/billing/client-secret', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ secret: string('seti_example_secret_0001') }),
      )
      .executeTest(async (server) => {
        const { gateway } = paymentGateway(server.url, signedInCookies());
        expect(await gateway.clientSecret()).toEqual(E.right('seti_example_secret_0001'));
      });
  });
});

describe("the guest's cards (RestPaymentGateway.creditCards)", () => {
  it('answers the stored cards, without numbers', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.card)
      .uponReceiving('a request for the cards of the signed-in guest')
      .withRequest(
        'GET',
        fromProviderState(
          `/api/user/${ref('userId')}/creditCards`,
          `/api/user/${EXAMPLE.userId}/creditCards`,
        ),
        (request) => request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(card)))
      .executeTest(async (server) => {
        const { gateway, paths } = paymentGateway(server.url, signedInCookies());
        expect(await gateway.creditCards(EXAMPLE.userId)).toEqual(E.right([CARD]));
        expect(paths).toEqual([`/api/user/${EXAMPLE.userId}/creditCards`]);
      });
  });
});

describe('saving a card (RestPaymentGateway.addCreditCard)', () => {
  it('stores the card the payment provider set up and answers it with its cardId', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.cardSetUp)
      .uponReceiving('a request to save a card the payment provider set up')
      .withRequest(
        'POST',
        fromProviderState(`/api/user/${ref('userId')}/creditCard`, `/api/user/${EXAMPLE.userId}/creditCard`),
        (request) =>
          request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
            userId: fromProviderState(ref('userId'), EXAMPLE.userId),
            paymentMethodId: fromProviderState(ref('paymentMethodId'), EXAMPLE.paymentMethodId),
            brand: string('visa'),
            last4: regex('^\\d{4}$', '4242'),
            expMonth: integer(12),
            // The set-up card's year, as the state hands it back: a fixed year would expire.
            expYear: fromProviderState(ref('expYear'), 2030),
            billingDetails: {
              name: string('Ava Guest'),
              address: { postalCode: string('81611'), country: regex('^[A-Z]{2}$', 'US') },
            },
          }),
      )
      .willRespondWith(matchStatus(201, HTTPResponseStatusClass.Success), (response) =>
        response.headers(JSON_RESPONSE).jsonBody(card),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = paymentGateway(server.url, signedInCookies());
        const result = await gateway.addCreditCard(EXAMPLE.userId, {
          userId: EXAMPLE.userId,
          paymentMethodId: EXAMPLE.paymentMethodId,
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          billingDetails: CARD.billingDetails,
        });
        expect(paths).toEqual([`/api/user/${EXAMPLE.userId}/creditCard`]);
        expect(result).toEqual(E.right(CARD));
      });
  });
});

describe('a card token (RestPaymentGateway.cardTokenStatus)', () => {
  it('answers the status of a token that can still be used', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.tokenValid)
      .uponReceiving('a request for the status of a valid card token')
      .withRequest('GET', tokenPath())
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ status: string('valid') }),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = paymentGateway(server.url);
        const result = await gateway.cardTokenStatus(EXAMPLE.cardToken);
        expect(paths).toEqual([`/api/creditCardToken/${EXAMPLE.cardToken}`]);
        expect(result).toEqual(E.right({ status: 'valid' }));
        expect(cardTokenScreen(EXAMPLE.cardToken, result)).toBe('form');
      });
  });

  it('refuses an expired token with 410 Gone: the Token Expired screen', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.tokenExpired)
      .uponReceiving('a request for the status of an expired card token')
      .withRequest('GET', tokenPath())
      .willRespondWith(410, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string('This card token has expired') }),
      )
      .executeTest(async (server) => {
        const result = await paymentGateway(server.url).gateway.cardTokenStatus(EXAMPLE.cardToken);
        expect(result).toEqual(E.right({ status: 'expired' }));
        expect(cardTokenScreen(EXAMPLE.cardToken, result)).toBe('expired');
      });
  });

  it('refuses a used token with 409 Conflict: the Token Used screen', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.tokenUsed)
      .uponReceiving('a request for the status of a card token already used')
      .withRequest('GET', tokenPath())
      .willRespondWith(409, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: string('This card token has already been used') }),
      )
      .executeTest(async (server) => {
        const result = await paymentGateway(server.url).gateway.cardTokenStatus(EXAMPLE.cardToken);
        expect(result).toEqual(E.right({ status: 'used' }));
        expect(cardTokenScreen(EXAMPLE.cardToken, result)).toBe('used');
      });
  });
});

describe('adding a card with a token (RestPaymentGateway.addCardWithToken)', () => {
  it("uses up the token to store the payment provider's card token", async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.tokenValid)
      .uponReceiving('a request to add a card with a valid card token')
      .withRequest('POST', tokenPath(), (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody({ stripeToken: string('tok_visa') }),
      )
      .willRespondWith(matchStatus(201, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const { gateway, paths } = paymentGateway(server.url);
        const result = await gateway.addCardWithToken(EXAMPLE.cardToken, { stripeToken: 'tok_visa' });
        expect(paths).toEqual([`/api/creditCardToken/${EXAMPLE.cardToken}`]);
        expect(result).toEqual(E.right(undefined));
      });
  });
});
