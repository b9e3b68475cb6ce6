import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestMessageGateway } from '../../src/adapters/rest/rest-message-gateway.js';
import { DEFAULT_PRODUCT_LINE } from '../../src/core/market/product-line.entity.js';
import {
  consumerPact,
  instant,
  JSON_CONTENT,
  JSON_RESPONSE,
  providedBy,
  recordingGateway,
  ref,
  SESSION_TOKEN_HEADER,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { DEMO_GUEST, GIVEN, WORLD } from '../support/examples.js';

/**
 * MessageGateway: messages from the guest to the concierge, driven through the real adapter
 * against Pact's mock server. The answer is not shown
 * (docs/product/calls.md#services-and-misc): any success status will do, with or without a
 * body. The trip and the signed-in user's id come from the provider state.
 */
const { boolean, fromProviderState, matchStatus, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLE = { itineraryId: WORLD.itineraryId, userId: 'u-guest' };
const MARKET_ID = 'm-aspen';

const messageGateway = (baseUrl: string, cookies?: InMemoryCookieJar) =>
  recordingGateway((api) => new RestMessageGateway(api), baseUrl, cookies);

const CONVERSATION = { itineraryId: 'it-aspen', itemId: 'si-1' } as const;
const provided = providedBy(CONVERSATION);

describe("a trip's conversation (RestMessageGateway.conversation)", () => {
  it('answers the messages, notes and quotes of the trip, oldest first', async () => {
    // One entry of each kind the state makes, in order: the kinds, roles and the quote's item
    // are the host's words; names, texts and times only their type.
    const entry = (
      objectId: string,
      kind: string,
      role: string,
      name: string,
      text: string,
      minute: string,
    ) => ({
      objectId: string(objectId),
      kind,
      author: { role, name: string(name) },
      text: string(text),
      createdAt: instant(`2027-03-01T10:${minute}:00.000Z`),
    });
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.conversation)
      .uponReceiving('a request for the conversation of itinerary it-aspen')
      .withRequest('GET', provided('/api/itinerary/:itineraryId/conversation'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          entries: [
            {
              ...entry('gm-1', 'message', 'guest', 'Ava Guest', 'Could we arrive at noon?', '00'),
              itemId: null,
            },
            {
              ...entry('cf-1', 'note', 'guest', 'Ava Guest', 'Two of us are vegetarian.', '01'),
              itemId: null,
            },
            {
              ...entry('ev-1', 'quote', 'concierge', 'Concierge', 'Private chef: Quote Provided', '02'),
              itemId: provided(':itemId'),
            },
          ],
          truncated: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = messageGateway(server.url, signedInCookies());
        const result = await gateway.conversation(CONVERSATION.itineraryId);
        expect(paths).toEqual([`/api/itinerary/${CONVERSATION.itineraryId}/conversation`]);
        expect(result).toEqual(
          E.right({
            entries: [
              expect.objectContaining({
                objectId: 'gm-1',
                kind: 'message',
                author: { role: 'guest', name: 'Ava Guest' },
              }),
              expect.objectContaining({ objectId: 'cf-1', kind: 'note', text: 'Two of us are vegetarian.' }),
              {
                objectId: 'ev-1',
                kind: 'quote',
                author: { role: 'concierge', name: 'Concierge' },
                text: 'Private chef: Quote Provided',
                createdAt: '2027-03-01T10:02:00.000Z',
                itemId: CONVERSATION.itemId,
              },
            ],
            truncated: false,
          }),
        );
      });
  });
});

describe('a message about a trip (RestMessageGateway.sendItineraryMessage)', () => {
  it('posts the message with who wrote it', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripInMarket)
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
      .given(...GIVEN.marketSupport)
      .uponReceiving('a message from a visitor who is not signed in')
      .withRequest('POST', '/api/messages', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody({
          message: string('Do you have homes with a hot tub?'),
          marketId: fromProviderState(ref('marketId'), MARKET_ID),
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
