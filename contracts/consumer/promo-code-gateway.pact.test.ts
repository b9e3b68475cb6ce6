import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestPromoCodeGateway } from '../../src/adapters/rest/rest-promo-code-gateway.js';
import type { PromoValidationBody } from '../../src/core/promo/promo-code-gateway.port.js';
import { PROMO_ITEM_TYPES } from '../../src/core/promo/promo-item-type.entity.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { EXAMPLE_SESSION_TOKEN, SESSION_TOKEN_EXPRESSION, STATES } from '../support/examples.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/**
 * POST /api/promo-codes/validation through the real RestPromoCodeGateway. isError is literal
 * in both interactions: it is the whole meaning of the answer.
 */
const { date, fromProviderState, number, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const EXAMPLES = { userId: 'u-guest', itemId: 'si-1' } as const;

const GIVEN = {
  trip: 'the demo guest owns itinerary it-demo in market mk-aspen with a draft service item si-1 for service sv-chef',
  promo: 'promo code SKI10 (promo-ski10) is active for services',
  expiredPromo: 'promo code OLD5 expired',
} as const;

/** `:name` placeholders become values the provider supplies from its states; here, the examples. */
const provided = (template: string) =>
  fromProviderState(
    template.replace(/:(\w+)/g, (_, name: string) => `\${${name}}`),
    template.replace(/:(\w+)/g, (_, name: string) => EXAMPLES[name as keyof typeof EXAMPLES]),
  );

const JSON_CONTENT = regex('^application/json(;.*)?$', 'application/json');
const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
const SENDS_JSON = {
  'X-Session-Token': fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN),
  'Content-Type': JSON_CONTENT,
};

const validation = (promoCodeName: string): { body: PromoValidationBody; expected: object } => {
  const body: PromoValidationBody = {
    userId: EXAMPLES.userId,
    subtotal: 900,
    promoCodeName,
    otherAppliedCodes: [],
    appliedToType: 'Services + Experiences',
    appliedToID: EXAMPLES.itemId,
    stayStartDate: '2031-02-07',
    stayEndDate: '2031-02-14',
  };
  const expected = {
    ...body,
    userId: provided(':userId'),
    subtotal: number(900),
    appliedToType: regex(
      `^(${PROMO_ITEM_TYPES.map((type) => type.replace('+', '\\+')).join('|')})$`,
      body.appliedToType,
    ),
    appliedToID: provided(':itemId'),
    stayStartDate: date('yyyy-MM-dd', '2031-02-07'),
    stayEndDate: date('yyyy-MM-dd', '2031-02-14'),
  };
  return { body, expected };
};

const promoGateway = (baseUrl: string) =>
  new RestPromoCodeGateway(
    new RestClient({ baseUrl, cookies: new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN }) }),
  );

describe('promo code validation (RestPromoCodeGateway)', () => {
  it('an active code is valid', async () => {
    const { body, expected } = validation('SKI10');
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(GIVEN.trip)
      .given(GIVEN.promo)
      .uponReceiving('a validation of active promo code SKI10 for item si-1')
      .withRequest('POST', '/api/promo-codes/validation', (request) =>
        request.headers(SENDS_JSON).jsonBody(expected),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody({ isError: false }))
      .executeTest(async (server) => {
        expect(await promoGateway(server.url).validatePromoCode(body)).toEqual(E.right({ isError: false }));
      });
  });

  it('an expired code answers isError with the message to show', async () => {
    const { body, expected } = validation('OLD5');
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(GIVEN.trip)
      .given(GIVEN.expiredPromo)
      .uponReceiving('a validation of expired promo code OLD5 for item si-1')
      .withRequest('POST', '/api/promo-codes/validation', (request) =>
        request.headers(SENDS_JSON).jsonBody(expected),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ isError: true, errorMessage: string('This promo code has expired.') }),
      )
      .executeTest(async (server) => {
        expect(await promoGateway(server.url).validatePromoCode(body)).toEqual(
          E.left({ kind: 'promo', message: 'This promo code has expired.' }),
        );
      });
  });
});
