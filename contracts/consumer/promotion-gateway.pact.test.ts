import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestPromotionGateway } from '../../src/adapters/rest/rest-promotion-gateway.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/** GET /api/promotional-messages/active through the real RestPromotionGateway, signed in or not. */
const { eachKeyLike, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};

describe('promotions (RestPromotionGateway)', () => {
  it('activePromotions: an object of the promotions running now, keyed by promotion', async () => {
    await pact
      .addInteraction()
      .given('a promotion winter-sale is active')
      .uponReceiving('a request for the active promotional messages')
      .withRequest('GET', '/api/promotional-messages/active')
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          // The key is the promotion's, whatever it is; its entry is kept as sent for the banner.
          .jsonBody(eachKeyLike('winter-sale', { message: string('Ski rentals are 10% off this week.') })),
      )
      .executeTest(async (server) => {
        const gateway = new RestPromotionGateway(
          new RestClient({ baseUrl: server.url, cookies: new InMemoryCookieJar() }),
        );
        expect(await gateway.activePromotions()).toEqual(
          E.right({ 'winter-sale': { message: 'Ski rentals are 10% off this week.' } }),
        );
      });
  });
});
