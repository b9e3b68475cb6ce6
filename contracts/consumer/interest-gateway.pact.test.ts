import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestInterestGateway } from '../../src/adapters/rest/rest-interest-gateway.js';
import { userInterestQuery } from '../../src/core/interest/user-interest.wire.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/**
 * InterestGateway: what guests may enjoy on a trip, driven through the real adapter against
 * Pact's mock server; guestAges is one repeated parameter per age group with guests.
 */
const { date, eachLike, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
const MARKET_ID = 'm-aspen';

describe("a trip's user interests (RestInterestGateway.userInterests)", () => {
  it('answers interests with their images for the market, dates and ages of the guests', async () => {
    await pact
      .addInteraction()
      .given(`market ${MARKET_ID} has user interests (Skiing) for adults and children`)
      .uponReceiving('a request for the user interests of a trip with adults and children')
      .withRequest('GET', '/api/userInterest/', (request) =>
        request.query({
          market: string(MARKET_ID),
          startDate: date('yyyy-MM-dd', '2027-03-10'),
          endDate: date('yyyy-MM-dd', '2027-03-15'),
          guestAges: ['adults', 'children'],
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            name: string('Skiing'),
            questionnaireImage: string('https://img.keyhaven.test/interests/skiing.jpg'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const gateway = new RestInterestGateway(
          new RestClient({ baseUrl: server.url, cookies: new InMemoryCookieJar() }),
        );
        const query = userInterestQuery({
          market: MARKET_ID,
          startDate: '2027-03-10',
          endDate: '2027-03-15',
          adultCount: 2,
          childCount: 1,
          infantCount: 0,
        });
        expect(await gateway.userInterests(query)).toEqual(
          E.right([{ name: 'Skiing', questionnaireImage: 'https://img.keyhaven.test/interests/skiing.jpg' }]),
        );
      });
  });
});
