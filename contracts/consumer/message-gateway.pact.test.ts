import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestMessageGateway } from '../../src/adapters/rest/rest-message-gateway.js';
import { DEFAULT_PRODUCT_LINE } from '../../src/core/market/product-line.entity.js';
import {
  consumerPact,
  JSON_CONTENT,
  recordingGateway,
  SESSION_TOKEN_HEADER,
  signedInCookies,
} from '../support/consumer.js';
import { DEMO_GUEST, STATES } from '../support/examples.js';

/**
 * MessageGateway: messages from the guest to the concierge, driven through the real adapter
 * against Pact's mock server. The answer is not shown
 * (docs/product/calls.md#services-and-misc): any success status will do, with or without a
 * body. The trip and the signed-in user's id come from the provider state.
 */
const { fromProviderState, matchStatus, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLE = { itineraryId: 'ItnAspen01', userId: 'UsrGuest01' };
const MARKET_ID = 'm-aspen';

const messageGateway = (baseUrl: string, cookies?: InMemoryCookieJar) =>
  recordingGateway((api) => new RestMessageGateway(api), baseUrl, cookies);

describe('a message about a trip (RestMessageGateway.sendItineraryMessage)', () => {
  it('posts the message with who wrote it', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(STATES.tripInMarket)
      .uponReceiving('a message from the guest about an itinerary')
      .withRequest(
        'POST',
        fromProviderState(
          `/api/itinerary/\${itineraryId}/messages`,
          `/api/itinerary/${EXAMPLE.itineraryId}/messages`,
        ),
        (request) =>
          request
            .headers({
              'Content-Type': JSON_CONTENT,
              'X-Session-Token': SESSION_TOKEN_HEADER,
            })
            .jsonBody({
              message: string('Could we arrive at noon?'),
              user: fromProviderState(`\${userId}`, EXAMPLE.userId),
              userName: string('Ava Guest'),
              userEmail: string(DEMO_GUEST.email),
            }),
      )
      .willRespondWith(matchStatus(201, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const cookies = signedInCookies();
        const { gateway, paths } = messageGateway(server.url, cookies);
        const result = await gateway.sendItineraryMessage(EXAMPLE.itineraryId, {
          message: 'Could we arrive at noon?',
          user: EXAMPLE.userId,
          userName: 'Ava Guest',
          userEmail: DEMO_GUEST.email,
        });
        expect(paths).toEqual([`/api/itinerary/${EXAMPLE.itineraryId}/messages`]);
        expect(result).toEqual(E.right(undefined));
      });
  });
});

describe('a message from the contact form (RestMessageGateway.sendMessage)', () => {
  it("posts a visitor's message with the market and page it came from", async () => {
    await pact
      .addInteraction()
      .given(STATES.market)
      .uponReceiving('a message from a visitor who is not signed in')
      .withRequest('POST', '/api/messages', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody({
          message: string('Do you have homes with a hot tub?'),
          marketId: string(MARKET_ID),
          productLine: string(DEFAULT_PRODUCT_LINE),
          name: string('Robin Traveller'),
          email: string('robin@keyhaven.test'),
          location: string('/listings?destination=Aspen'),
          loggedIn: false,
          sfId: null,
          user: null,
          messageType: string('listing-help'),
        }),
      )
      .willRespondWith(matchStatus(201, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const result = await messageGateway(server.url).gateway.sendMessage({
          message: 'Do you have homes with a hot tub?',
          marketId: MARKET_ID,
          productLine: DEFAULT_PRODUCT_LINE,
          name: 'Robin Traveller',
          email: 'robin@keyhaven.test',
          location: '/listings?destination=Aspen',
          loggedIn: false,
          sfId: null,
          user: null,
          messageType: 'listing-help',
        });
        expect(result).toEqual(E.right(undefined));
      });
  });
});
