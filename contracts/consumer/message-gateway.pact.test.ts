import { HTTPResponseStatusClass, MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestMessageGateway } from '../../src/adapters/rest/rest-message-gateway.js';
import { DEFAULT_PRODUCT_LINE } from '../../src/core/market/product-line.entity.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import {
  DEMO_GUEST,
  EXAMPLE_SESSION_TOKEN,
  STATES as SESSION_STATES,
  SESSION_TOKEN_EXPRESSION,
} from '../support/examples.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/**
 * MessageGateway: messages from the guest to the concierge, driven through the real adapter
 * against Pact's mock server. The answer is not shown (SPEC 7): any success status will do,
 * with or without a body. The trip and the signed-in user's id come from the provider state.
 */
const { fromProviderState, matchStatus, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const JSON_CONTENT = regex('^application/json(;.*)?$', 'application/json');
const EXAMPLE = { itineraryId: 'ItnAspen01', userId: 'UsrGuest01' };
const MARKET_ID = 'm-aspen';

const STATES = {
  trip: `the guest has an itinerary in market ${MARKET_ID}`,
  market: `market ${MARKET_ID} (Aspen) has Concierge support by e-mail and phone`,
} as const;

const messageGateway = (baseUrl: string, cookies = new InMemoryCookieJar()) => {
  const paths: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return globalThis.fetch(input, init);
  };
  return { gateway: new RestMessageGateway(new RestClient({ baseUrl, cookies, fetch: fetchImpl })), paths };
};

describe('a message about a trip (RestMessageGateway.sendItineraryMessage)', () => {
  it('posts the message with who wrote it', async () => {
    await pact
      .addInteraction()
      .given(SESSION_STATES.guestSignedIn)
      .given(STATES.trip)
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
              'X-Session-Token': fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN),
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
        const cookies = new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN });
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
