import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestInterestGateway } from '../../src/adapters/rest/rest-interest-gateway.js';
import { consumerPact, JSON_RESPONSE, ref, restClient, stateDay } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * InterestGateway: what guests may enjoy on a trip, driven through the real adapter against
 * Pact's mock server; guestAges is one repeated parameter per age group with guests.
 */
const { eachLike, fromProviderState, string } = MatchersV3;

const pact = consumerPact();

const MARKET_ID = 'm-aspen';

describe("a trip's user interests (RestInterestGateway.userInterests)", () => {
  it('answers interests with their images for the market, dates and ages of the guests', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.userInterests)
      .uponReceiving('a request for the user interests of a trip with adults and children')
      .withRequest('GET', '/api/userInterest/', (request) =>
        request.query({
          market: fromProviderState(ref('marketId'), MARKET_ID),
          startDate: stateDay('checkIn', '2027-03-10'),
          endDate: stateDay('checkOut', '2027-03-15'),
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
        const gateway = new RestInterestGateway(restClient(server.url));
        const trip = {
          market: MARKET_ID,
          startDate: '2027-03-10',
          endDate: '2027-03-15',
          adultCount: 2,
          childCount: 1,
          infantCount: 0,
        };
        expect(await gateway.userInterests(trip)).toEqual(
          E.right([{ name: 'Skiing', questionnaireImage: 'https://img.keyhaven.test/interests/skiing.jpg' }]),
        );
      });
  });
});
