import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPromoCodeGateway } from '../../src/adapters/rest/rest-promo-code-gateway.js';
import type { PromoValidationBody } from '../../src/core/promo/promo-code-gateway.port.js';
import { PROMO_ITEM_TYPES } from '../../src/core/promo/promo-item-type.entity.js';
import {
  consumerPact,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SENDS_JSON,
  signedInCookies,
} from '../support/consumer.js';
import { STATES } from '../support/examples.js';

/**
 * POST /api/promo-codes/validation through the real RestPromoCodeGateway. isError is literal
 * in both interactions: it is the whole meaning of the answer.
 */
const { date, number, regex, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLES = { userId: 'u-guest', itemId: 'si-1' } as const;

const provided = providedBy(EXAMPLES);

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

const promoGateway = (baseUrl: string) => new RestPromoCodeGateway(restClient(baseUrl, signedInCookies()));

describe('promo code validation (RestPromoCodeGateway)', () => {
  it('an active code is valid', async () => {
    const { body, expected } = validation('SKI10');
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(STATES.demoTrip)
      .given(STATES.activePromoCode)
      .uponReceiving('a validation of active promo code SKI10 for item si-1')
      .withRequest('POST', '/api/promo-codes/validation', (request) =>
        request.headers(SENDS_JSON).jsonBody(expected),
      )
      .willRespondWith(200, (response) =>
        // The accepted code itself: the booking panel shows its discount before it is redeemed.
        response.headers(JSON_RESPONSE).jsonBody({
          isError: false,
          objectId: string('promo-ski10'),
          name: string('SKI10'),
          kind: regex('^(percent|fixed)$', 'percent'),
          amount: number(10),
        }),
      )
      .executeTest(async (server) => {
        expect(await promoGateway(server.url).validatePromoCode(body)).toEqual(
          E.right({ isError: false, objectId: 'promo-ski10', name: 'SKI10', kind: 'percent', amount: 10 }),
        );
      });
  });

  it('an expired code answers isError with the message to show', async () => {
    const { body, expected } = validation('OLD5');
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(STATES.demoTrip)
      .given(STATES.expiredPromoCode)
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
