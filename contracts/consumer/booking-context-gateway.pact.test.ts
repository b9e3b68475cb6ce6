import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestBookingContextGateway } from '../../src/adapters/rest/rest-booking-context-gateway.js';
import type { SaveBookingContextBody } from '../../src/core/booking/booking-context-gateway.port.js';
import { BOOKING_ITEM_TYPES } from '../../src/core/booking-terms/booking-item-type.entity.js';
import {
  consumerPact,
  echoedBy,
  handedBack,
  JSON_CONTENT,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { EXAMPLE_DAYS, GIVEN } from '../support/examples.js';

/**
 * Booking contexts (docs/product/calls.md#auth-and-context) through the real
 * RestBookingContextGateway: the signed-in guest's, and anonymous ones known only by the ids
 * the browser stored.
 */
const { eachLike, integer, regex, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLES = { serviceId: 's-aspen-chef-1', contextId: 'bc-1', anonymousContextId: 'bc-anon' } as const;

const provided = providedBy(EXAMPLES);

// The day comes from the state: a request for a day in the past would be refused one day.
const bookingState = { itemStartDate: handedBack('itemDay'), adultCount: integer(2) };
const echoed = echoedBy(EXAMPLES);

// The context and service asked for are echoed exactly.
const context = (objectId: unknown) => ({
  objectId,
  itemId: echoed('serviceId'),
  itemType: regex(`^(${BOOKING_ITEM_TYPES.join('|')})$`, 'Service'),
  bookingState,
});
const decodedContext = (objectId: string) => ({
  objectId,
  itemId: EXAMPLES.serviceId,
  itemType: 'Service',
  bookingState: { itemStartDate: EXAMPLE_DAYS.itemDay, adultCount: 2 },
});
const save: SaveBookingContextBody = {
  itemId: EXAMPLES.serviceId,
  itemType: 'Service',
  bookingState: { itemStartDate: EXAMPLE_DAYS.itemDay, adultCount: 2 },
  skipValidation: false,
};
const saveBody = { ...save, itemId: provided(':serviceId'), bookingState };

const contextGateway = (baseUrl: string, cookies = signedInCookies()) =>
  new RestBookingContextGateway(restClient(baseUrl, cookies));

describe('booking contexts (RestBookingContextGateway)', () => {
  it('attachBookingContexts: hands anonymous contexts to the signed-in guest', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.anonymousContext)
      .uponReceiving('a request to attach anonymous booking context bc-anon to the signed-in guest')
      .withRequest('POST', '/api/attach-booking-contexts', (request) =>
        request
          .headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT })
          .jsonBody({ contextIds: [provided(':anonymousContextId')] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike(context(echoed('anonymousContextId')))),
      )
      .executeTest(async (server) => {
        const result = await contextGateway(server.url).attachBookingContexts({
          contextIds: [EXAMPLES.anonymousContextId],
        });
        expect(result).toEqual(E.right([decodedContext(EXAMPLES.anonymousContextId)]));
      });
  });

  it('saveBookingContext: creates a context', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.serviceOffered)
      .uponReceiving('a request to create a booking context for service s-aspen-chef-1')
      .withRequest('PUT', '/api/item-booking-context', (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody(saveBody),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(context(string('bc-new'))))
      .executeTest(async (server) => {
        expect(await contextGateway(server.url).saveBookingContext(save)).toEqual(
          E.right(decodedContext('bc-new')),
        );
      });
  });

  it('saveBookingContext: with itemBookingContextId, updates that context', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.serviceContext)
      .uponReceiving('a request to update booking context bc-1')
      .withRequest('PUT', '/api/item-booking-context', (request) =>
        request
          .headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT })
          .jsonBody({ ...saveBody, itemBookingContextId: provided(':contextId') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(context(echoed('contextId'))),
      )
      .executeTest(async (server) => {
        const result = await contextGateway(server.url).saveBookingContext({
          ...save,
          itemBookingContextId: EXAMPLES.contextId,
        });
        expect(result).toEqual(E.right(decodedContext(EXAMPLES.contextId)));
      });
  });

  it('myBookingContexts: the contexts of the signed-in guest', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.serviceContext)
      .uponReceiving('a request for the booking contexts of the signed-in guest')
      .withRequest('GET', '/api/my-booking-contexts', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike(context(echoed('contextId')))),
      )
      .executeTest(async (server) => {
        expect(await contextGateway(server.url).myBookingContexts()).toEqual(
          E.right([decodedContext(EXAMPLES.contextId)]),
        );
      });
  });

  it('bookingContextsByIds: anonymous contexts by their stored ids, without a session', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.anonymousContext)
      .uponReceiving('a request for anonymous booking context bc-anon by id')
      .withRequest('POST', '/api/item-booking-contexts', (request) =>
        request
          .headers({ 'Content-Type': JSON_CONTENT })
          .jsonBody({ contextIds: [provided(':anonymousContextId')] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike(context(echoed('anonymousContextId')))),
      )
      .executeTest(async (server) => {
        const result = await contextGateway(server.url, new InMemoryCookieJar()).bookingContextsByIds({
          contextIds: [EXAMPLES.anonymousContextId],
        });
        expect(result).toEqual(E.right([decodedContext(EXAMPLES.anonymousContextId)]));
      });
  });
});
