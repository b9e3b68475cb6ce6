import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPromoCodeGateway } from '../../src/adapters/rest/rest-promo-code-gateway.js';
import type { PromoValidationBody } from '../../src/core/promo/promo-code-gateway.port.js';
import { PROMO_ITEM_TYPES } from '../../src/core/promo/promo-item-type.entity.js';
import {
  consumerPact,
  handedBack,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SENDS_JSON,
  signedInCookies,
} from '../support/consumer.js';
import { EXAMPLE_DAYS, GIVEN } from '../support/examples.js';

/**
 * POST /api/promo-codes/validation through the real RestPromoCodeGateway. isError is literal
 * in both interactions: it is the whole meaning of the answer.
 */
const { number, regex, string } = MatchersV3;

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
    stayStartDate: EXAMPLE_DAYS.checkIn,
    stayEndDate: EXAMPLE_DAYS.checkOut,
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
    // The trip's stay, as its state hands it back (the host's days).
    stayStartDate: handedBack('checkIn'),
    stayEndDate: handedBack('checkOut'),
  };
  return { body, expected };
};

const promoGateway = (baseUrl: string) => new RestPromoCodeGateway(restClient(baseUrl, signedInCookies()));

describe('promo code validation (RestPromoCodeGateway)', () => {
  it('an active code is valid', async () => {
    const { body, expected } = validation('SKI10');
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.activePromoCode)
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
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.expiredPromoCode)
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
