import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestListingBookingGateway } from '../../src/adapters/rest/rest-listing-booking-gateway.js';
import { requireUpdatedItem } from '../../src/core/booking/booking-response.wire.js';
import type {
  ListingPriceRequestBody,
  ReserveListingBody,
} from '../../src/core/booking/listing-booking-gateway.port.js';
import { ITEM_STATUS_ORDER } from '../../src/core/itinerary/item-status.rule.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { EXAMPLE_SESSION_TOKEN, SESSION_TOKEN_EXPRESSION, STATES } from '../support/examples.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/**
 * Pricing and reserving a home (SPEC 7 request-price-next, reserve-listing) through the
 * real RestListingBookingGateway, including the dates someone else took (SPEC 8).
 */
const { date, fromProviderState, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const EXAMPLES = {
  listingId: 'ls-aspen',
  itineraryId: 'it-home',
  listingItemId: 'li-1',
  contextId: 'bc-home',
} as const;

const GIVEN = {
  homeContext:
    'the demo guest has a booking context bc-home for listing ls-aspen from 2031-02-07 to 2031-02-14 for 2 adults',
  homeOnTrip:
    'the demo guest has listing ls-aspen on itinerary it-home as listing item li-1 with booking context bc-home',
  datesTaken: 'listing ls-aspen is booked by another guest from 2031-02-07 to 2031-02-14',
} as const;

/** `:name` placeholders become values the provider supplies from its states; here, the examples. */
const provided = (template: string) =>
  fromProviderState(
    template.replace(/:(\w+)/g, (_, name: string) => `\${${name}}`),
    template.replace(/:(\w+)/g, (_, name: string) => EXAMPLES[name as keyof typeof EXAMPLES]),
  );

const JSON_CONTENT = regex('^application/json(;.*)?$', 'application/json');
const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
const SENDS_JSON = {
  'X-Session-Token': fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN),
  'Content-Type': JSON_CONTENT,
};
const status = (example: string) => regex(`^(${[...ITEM_STATUS_ORDER, 'done'].join('|')})$`, example);
/** SPEC 8: the text is what the app shows, so the contract pins it. */
const UNAVAILABLE = 'Unfortunately, these dates are unavailable.';

const itinerary = {
  objectId: provided(':itineraryId'),
  itineraryName: string('Aspen Ridge Lodge stay'),
  market: { objectId: string('mk-aspen'), name: string('Aspen') },
  property: { objectId: provided(':listingId'), name: string('Aspen Ridge Lodge') },
};
const listingItem = (itemStatus: string) => ({
  objectId: provided(':listingItemId'),
  status: status(itemStatus),
  checkInDate: date('yyyy-MM-dd', '2031-02-07'),
  checkOutDate: date('yyyy-MM-dd', '2031-02-14'),
});

const priceRequest: ListingPriceRequestBody = {
  itemBookingContext: EXAMPLES.contextId,
  productLine: 'Concierge',
  partner: null,
  leadSource: null,
  targetEntityIds: {},
};
const reserve: ReserveListingBody = {
  updateCaseFeed: true,
  itemBookingContext: EXAMPLES.contextId,
  targetEntityIds: { itemId: EXAMPLES.listingItemId, itineraryId: EXAMPLES.itineraryId },
};
const reserveExpected = {
  ...reserve,
  itemBookingContext: provided(':contextId'),
  targetEntityIds: { itemId: provided(':listingItemId'), itineraryId: provided(':itineraryId') },
};

const bookingGateway = (baseUrl: string) =>
  new RestListingBookingGateway(
    new RestClient({ baseUrl, cookies: new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN }) }),
  );

describe('home booking (RestListingBookingGateway)', () => {
  it('requestListingPrice: puts the home on a new trip and answers both', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(GIVEN.homeContext)
      .uponReceiving('a request-price-next of listing ls-aspen not yet on a trip')
      .withRequest('POST', provided('/api/listings/:listingId/request-price-next'), (request) =>
        request.headers(SENDS_JSON).jsonBody({ ...priceRequest, itemBookingContext: provided(':contextId') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ itinerary, listingItem: listingItem('in_progress') }),
      )
      .executeTest(async (server) => {
        const result = await bookingGateway(server.url).requestListingPrice(EXAMPLES.listingId, priceRequest);
        const updated = E.flatMap(result, requireUpdatedItem);
        expect(E.isRight(updated) && updated.right.item).toMatchObject({
          objectId: 'li-1',
          status: 'in_progress',
        });
        expect(E.isRight(updated) && updated.right.itinerary.objectId).toBe('it-home');
      });
  });

  it('reserveListing: answers the approved item and its itinerary (market, name, property)', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(GIVEN.homeOnTrip)
      .uponReceiving('a reserve-listing of listing ls-aspen for listing item li-1')
      .withRequest('POST', provided('/api/listings/:listingId/reserve-listing'), (request) =>
        request.headers(SENDS_JSON).jsonBody(reserveExpected),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: { bookingResponse: { updatedItem: listingItem('approved'), updatedItinerary: itinerary } },
        }),
      )
      .executeTest(async (server) => {
        const result = await bookingGateway(server.url).reserveListing(EXAMPLES.listingId, reserve);
        const updated = E.flatMap(result, requireUpdatedItem);
        expect(E.isRight(updated) && updated.right.item).toMatchObject({
          objectId: 'li-1',
          status: 'approved',
        });
        expect(E.isRight(updated) && updated.right.itinerary).toMatchObject({
          objectId: 'it-home',
          itineraryName: 'Aspen Ridge Lodge stay',
          market: { objectId: 'mk-aspen' },
          property: { objectId: 'ls-aspen' },
        });
      });
  });

  it('reserveListing: dates someone else took are a 400 with the unavailable text, kept as it is', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .given(GIVEN.homeOnTrip)
      .given(GIVEN.datesTaken)
      .uponReceiving('a reserve-listing of listing ls-aspen for dates another guest booked')
      .withRequest('POST', provided('/api/listings/:listingId/reserve-listing'), (request) =>
        request.headers(SENDS_JSON).jsonBody(reserveExpected),
      )
      .willRespondWith(400, (response) => response.headers(JSON_RESPONSE).jsonBody({ message: UNAVAILABLE }))
      .executeTest(async (server) => {
        expect(await bookingGateway(server.url).reserveListing(EXAMPLES.listingId, reserve)).toEqual(
          E.left({ kind: 'http', status: 400, message: UNAVAILABLE }),
        );
      });
  });
});
