import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPromotionGateway } from '../../src/adapters/rest/rest-promotion-gateway.js';
import { consumerPact, JSON_RESPONSE, restClient } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/** GET /api/promotional-messages/active through the real RestPromotionGateway, signed in or not. */
const { eachKeyLike, string } = MatchersV3;

const pact = consumerPact();

describe('promotions (RestPromotionGateway)', () => {
  it('activePromotions: an object of the promotions running now, keyed by promotion', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.activePromotion)
      .uponReceiving('a request for the active promotional messages')
      .withRequest('GET', '/api/promotional-messages/active')
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          // The key is the promotion's, whatever it is; its entry is kept as sent for the banner.
          .jsonBody(eachKeyLike('winter-sale', { message: string('Ski rentals are 10% off this week.') })),
      )
      .executeTest(async (server) => {
        const gateway = new RestPromotionGateway(restClient(server.url));
        expect(await gateway.activePromotions()).toEqual(
          E.right({ 'winter-sale': { message: 'Ski rentals are 10% off this week.' } }),
        );
      });
  });
});
