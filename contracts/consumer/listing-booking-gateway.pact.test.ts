import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingBookingGateway } from '../../src/adapters/rest/rest-listing-booking-gateway.js';
import type {
  ListingPriceRequestBody,
  ReserveListingBody,
} from '../../src/adapters/rest/wire/home-booking.wire.js';
import {
  consumerPact,
  echoedBy,
  itemStatusOneOf,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SENDS_JSON,
  signedInCookies,
} from '../support/consumer.js';
import { EXAMPLE_DAYS, GIVEN } from '../support/examples.js';

/**
 * Pricing and reserving a home (request-price-next and reserve-listing,
 * docs/product/calls.md#listing-booking-calls) and saving it for later
 * (save-for-later-listing, docs/product/calls.md#calls-beyond-this-list) through the real
 * RestListingBookingGateway, including the dates someone else took
 * (docs/product/errors.md#dialogs).
 */
const { date, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLES = {
  listingId: 'h-aspen-1',
  itineraryId: 'it-aspen',
  listingItemId: 'li-1',
  contextId: 'bc-home',
} as const;

const provided = providedBy(EXAMPLES);

/** The text is what the app shows, so the contract pins it (docs/product/errors.md#dialogs). */
const UNAVAILABLE = 'Unfortunately, these dates are unavailable.';

const echoed = echoedBy(EXAMPLES);

/**
 * The answer's trip and item. A reserve or save names its trip and item, so the host echoes
 * those ids exactly; a price request puts the home on a trip the host makes, whose ids are
 * the host's own. The home asked for is always echoed.
 */
const itinerary = (named: boolean) => ({
  objectId: named ? echoed('itineraryId') : provided(':itineraryId'),
  itineraryName: string('Aspen ski week'),
  market: { objectId: string('m-aspen'), name: string('Aspen') },
  property: { objectId: echoed('listingId'), name: string('Aspen Lodge') },
});
/** The item, with the statuses the call leads to (the first is the example). */
const listingItem = (named: boolean, ...statuses: readonly [string, ...string[]]) => ({
  objectId: named ? echoed('listingItemId') : provided(':listingItemId'),
  status: itemStatusOneOf(...statuses),
  checkInDate: date('yyyy-MM-dd', EXAMPLE_DAYS.checkIn),
  checkOutDate: date('yyyy-MM-dd', EXAMPLE_DAYS.checkOut),
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

/** The guest's intent each call is made from: the bodies above are what the adapter sends for it. */
const STAY = { bookingContextId: EXAMPLES.contextId };
const TRIP = { itineraryId: EXAMPLES.itineraryId, itemId: EXAMPLES.listingItemId };
const ASKER = { productLine: 'Concierge', partner: null, leadSource: null } as const;

const bookingGateway = (baseUrl: string) =>
  new RestListingBookingGateway(restClient(baseUrl, signedInCookies()));

describe('home booking (RestListingBookingGateway)', () => {
  it('requestHomePrice: puts the home on a new trip and answers both', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeContext)
      .uponReceiving('a request-price-next of listing h-aspen-1 not yet on a trip')
      .withRequest('POST', provided('/api/listings/:listingId/request-price-next'), (request) =>
        request.headers(SENDS_JSON).jsonBody({ ...priceRequest, itemBookingContext: provided(':contextId') }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ itinerary: itinerary(false), listingItem: listingItem(false, 'in_progress') }),
      )
      .executeTest(async (server) => {
        const result = await bookingGateway(server.url).requestHomePrice(
          EXAMPLES.listingId,
          STAY,
          null,
          ASKER,
        );
        const updated = result;
        expect(E.isRight(updated) && updated.right.item).toMatchObject({
          objectId: 'li-1',
          status: 'in_progress',
        });
        expect(E.isRight(updated) && updated.right.itinerary.objectId).toBe('it-aspen');
      });
  });

  it('reserveHome: answers the approved item and its itinerary (market, name, property)', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeContextOnTrip)
      .uponReceiving('a reserve-listing of listing h-aspen-1 for listing item li-1')
      .withRequest('POST', provided('/api/listings/:listingId/reserve-listing'), (request) =>
        request.headers(SENDS_JSON).jsonBody(reserveExpected),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: {
            bookingResponse: {
              updatedItem: listingItem(true, 'approved', 'booked'),
              updatedItinerary: itinerary(true),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await bookingGateway(server.url).reserveHome(EXAMPLES.listingId, STAY, TRIP);
        const updated = result;
        expect(E.isRight(updated) && updated.right.item).toMatchObject({
          objectId: 'li-1',
          status: 'approved',
        });
        expect(E.isRight(updated) && updated.right.itinerary).toMatchObject({
          objectId: 'it-aspen',
          itineraryName: 'Aspen ski week',
          market: { objectId: 'm-aspen' },
          property: { objectId: 'h-aspen-1' },
        });
      });
  });

  it('saveHomeForLater: answers the saved item and its itinerary, as a reserve does', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeContextOnTrip)
      .uponReceiving('a save-for-later-listing of listing h-aspen-1 for listing item li-1')
      .withRequest('POST', provided('/api/listings/:listingId/save-for-later-listing'), (request) =>
        // A save is what a reserve sends, without telling the concierge (wire/home-booking.wire.ts).
        request.headers(SENDS_JSON).jsonBody({ ...reserveExpected, updateCaseFeed: false }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: {
            bookingResponse: {
              updatedItem: listingItem(true, 'saved_for_later'),
              updatedItinerary: itinerary(true),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await bookingGateway(server.url).saveHomeForLater(EXAMPLES.listingId, STAY, TRIP);
        expect(E.isRight(result) && result.right.item).toMatchObject({
          objectId: 'li-1',
          status: 'saved_for_later',
        });
        expect(E.isRight(result) && result.right.itinerary).toMatchObject({
          objectId: 'it-aspen',
          itineraryName: 'Aspen ski week',
          market: { objectId: 'm-aspen' },
          property: { objectId: 'h-aspen-1' },
        });
      });
  });

  it('reserveHome: dates someone else took are a 400 with the unavailable text, kept as it is', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeContextOnTrip)
      .given(...GIVEN.homeDatesTaken)
      .uponReceiving('a reserve-listing of listing h-aspen-1 for dates another guest booked')
      .withRequest('POST', provided('/api/listings/:listingId/reserve-listing'), (request) =>
        request.headers(SENDS_JSON).jsonBody(reserveExpected),
      )
      .willRespondWith(400, (response) => response.headers(JSON_RESPONSE).jsonBody({ message: UNAVAILABLE }))
      .executeTest(async (server) => {
        expect(await bookingGateway(server.url).reserveHome(EXAMPLES.listingId, STAY, TRIP)).toEqual(
          E.left({ kind: 'rejected', status: 400, message: UNAVAILABLE, hostMessage: UNAVAILABLE }),
        );
      });
  });
});
