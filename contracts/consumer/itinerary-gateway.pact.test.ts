import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestItineraryGateway } from '../../src/adapters/rest/rest-itinerary-gateway.js';
import {
  consumerPact,
  echoedBy,
  handedBack,
  instant,
  itemStatusLike,
  JSON_CONTENT,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { EXAMPLE_DAYS, GIVEN } from '../support/examples.js';

/**
 * A guest's trips (docs/product/calls.md#itineraries) through the real RestItineraryGateway.
 * Ids the host makes up (the trip, its item, the card) come from the provider states: the
 * pact carries them as `${name}` expressions with the examples below.
 */
const { date, eachLike, like, matchStatus, number, regex, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLES = {
  itineraryId: 'it-aspen',
  marketId: 'm-aspen',
  itemId: 'si-1',
  serviceId: 's-aspen-chef-1',
  cardId: 'card-1',
  otherItineraryId: 'it-other',
  missingItineraryId: 'it-missing',
} as const;

const provided = providedBy(EXAMPLES);

const STATUS = itemStatusLike('draft');

const echoed = echoedBy(EXAMPLES);

// The trip and item asked for (or the only ones the state holds) are echoed exactly.
const itinerarySummary = {
  objectId: echoed('itineraryId'),
  itineraryName: string('Aspen ski week'),
  market: { objectId: string(EXAMPLES.marketId), name: string('Aspen') },
  user: { objectId: string('u-guest') },
  arrivalDate: { iso: instant(`${EXAMPLE_DAYS.checkIn}T00:00:00.000Z`) },
  departureDate: { iso: instant(`${EXAMPLE_DAYS.checkOut}T00:00:00.000Z`) },
};
const serviceItem = {
  id: echoed('itemId'),
  serviceId: echoed('serviceId'),
  status: STATUS,
  name: string('Private chef dinner'),
};

const itineraryGateway = (baseUrl: string) =>
  new RestItineraryGateway(restClient(baseUrl, signedInCookies()));

describe('trips (RestItineraryGateway)', () => {
  it('itineraries: the active trip of a market', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a request for the active itineraries of the signed-in guest in a market')
      .withRequest('GET', '/api/itinerary', (request) =>
        request.headers(SIGNED_IN).query({ isActive: 'true', marketId: provided(':marketId') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike(itinerarySummary)),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).itineraries({
          isActive: true,
          marketId: EXAMPLES.marketId,
        });
        expect(result).toEqual(E.right([expect.objectContaining({ objectId: 'it-aspen', items: [] })]));
      });
  });

  it('guestItinerary: the trip with its items', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a request for itinerary it-aspen of the signed-in guest')
      .withRequest('GET', provided('/api/guest-itinerary/:itineraryId'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ ...itinerarySummary, items: eachLike(serviceItem) }),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).guestItinerary(EXAMPLES.itineraryId);
        expect(E.isRight(result) && result.right.items).toEqual([
          expect.objectContaining({ id: 'si-1', status: 'draft' }),
        ]);
      });
  });

  it('guestItinerary: an unknown itinerary is 404', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.noTrip)
      .uponReceiving('a request for an itinerary that does not exist')
      .withRequest('GET', provided('/api/guest-itinerary/:missingItineraryId'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string('Itinerary not found.') }),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).guestItinerary('it-missing');
        expect(result).toEqual(
          E.left({
            kind: 'not-found',
            status: 404,
            message: 'Itinerary not found.',
            hostMessage: 'Itinerary not found.',
          }),
        );
      });
  });

  it("guestItinerary: another guest's itinerary is 403", async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.otherGuestTrip)
      .uponReceiving("a request for another guest's itinerary")
      .withRequest('GET', provided('/api/guest-itinerary/:otherItineraryId'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(403, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: string('You do not have access to this itinerary.') }),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).guestItinerary(EXAMPLES.otherItineraryId);
        expect(result).toEqual(
          E.left({
            kind: 'forbidden',
            status: 403,
            message: 'You do not have access to this itinerary.',
            hostMessage: 'You do not have access to this itinerary.',
          }),
        );
      });
  });

  it('createItinerary: a new trip in a market', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.market)
      .uponReceiving('a request to create an itinerary in market m-aspen')
      .withRequest('POST', '/api/itinerary', (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          marketId: provided(':marketId'),
          itineraryName: string('Aspen ski week'),
          arrivalDate: handedBack('checkIn'),
          departureDate: handedBack('checkOut'),
          productLine: string('Concierge'),
        }),
      )
      .willRespondWith(matchStatus(201, [200, 201]), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          objectId: string(EXAMPLES.itineraryId),
          itineraryName: string('Aspen ski week'),
          market: { objectId: string(EXAMPLES.marketId) },
        }),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).createItinerary({
          marketId: EXAMPLES.marketId,
          itineraryName: 'Aspen ski week',
          arrivalDate: EXAMPLE_DAYS.checkIn,
          departureDate: EXAMPLE_DAYS.checkOut,
          productLine: 'Concierge',
        });
        expect(E.isRight(result) && result.right).toMatchObject({ objectId: 'it-aspen', items: [] });
      });
  });

  it('itineraryItems: the services on a trip', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a request for the items of itinerary it-aspen')
      .withRequest('GET', provided('/api/itinerary/:itineraryId/items'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            ...serviceItem,
            startDate: instant(EXAMPLE_DAYS.itemStart),
            endDate: instant(EXAMPLE_DAYS.itemEnd),
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).itineraryItems(EXAMPLES.itineraryId);
        expect(result).toEqual(
          E.right([expect.objectContaining({ id: 'si-1', serviceId: 's-aspen-chef-1' })]),
        );
      });
  });

  it('attachCreditCard: the card the trip is charged to', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.card)
      .uponReceiving('a request to charge itinerary it-aspen to saved card card-1')
      .withRequest('POST', provided('/api/itinerary/:itineraryId/creditCard'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          cardId: provided(':cardId'),
          billingDetails: {
            name: string('Ava Guest'),
            address: { postalCode: string('81611'), country: string('US') },
          },
        }),
      )
      .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).attachCreditCard(EXAMPLES.itineraryId, {
          cardId: EXAMPLES.cardId,
          billingDetails: { name: 'Ava Guest', address: { postalCode: '81611', country: 'US' } },
        });
        expect(result).toEqual(E.right(undefined));
      });
  });

  it('postToCaseFeed: a note for the concierge', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a note to the case feed of itinerary it-aspen')
      .withRequest('POST', provided('/api/itinerary/:itineraryId/caseFeed'), (request) =>
        request
          .headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT })
          .jsonBody({ message: string('Could we add a late checkout?') }),
      )
      .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).postToCaseFeed(EXAMPLES.itineraryId, {
          message: 'Could we add a late checkout?',
        });
        expect(result).toEqual(E.right(undefined));
      });
  });

  it('folio: the billing statement of a trip', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.card)
      .given(...GIVEN.folio)
      .uponReceiving('a request for the folio of itinerary it-aspen')
      .withRequest('GET', provided('/api/itinerary/:itineraryId/folio'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          entries: eachLike({
            objectId: string('fc-1'),
            description: string('Private chef dinner'),
            amount: number(250),
            date: date('yyyy-MM-dd', EXAMPLE_DAYS.itemDay),
          }),
          balance: number(250),
          // The card attached to the trip (null when none is): the billing page names it.
          paymentCard: like({ cardId: 'card-1', brand: 'visa', last4: '4242' }),
        }),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).folio(EXAMPLES.itineraryId);
        expect(result).toEqual(
          E.right({
            entries: [
              {
                objectId: 'fc-1',
                description: 'Private chef dinner',
                amount: 250,
                date: EXAMPLE_DAYS.itemDay,
              },
            ],
            balance: 250,
            paymentCard: { cardId: 'card-1', brand: 'visa', last4: '4242' },
          }),
        );
      });
  });

  it('attachments: the documents of a trip', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.attachment)
      .uponReceiving('a request for the attachments of itinerary it-aspen')
      .withRequest('GET', provided('/api/itinerary/:itineraryId/attachments'), (request) =>
        request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            objectId: string('at-1'),
            name: string('Welcome letter.pdf'),
            url: regex('^https?://.+', 'https://files.keyhaven.test/at-1/welcome-letter.pdf'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).attachments('itinerary', EXAMPLES.itineraryId);
        expect(result).toEqual(
          E.right([
            {
              objectId: 'at-1',
              name: 'Welcome letter.pdf',
              url: 'https://files.keyhaven.test/at-1/welcome-letter.pdf',
            },
          ]),
        );
      });
  });

  it('saveSearchTerms: the last home search of a trip', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a request to remember the home search of itinerary it-aspen')
      .withRequest('POST', provided('/api/itinerary/:itineraryId/search-terms'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          terms: {
            destination: string('Aspen'),
            startDate: handedBack('checkIn'),
            endDate: handedBack('checkOut'),
            adultCount: number(2),
          },
        }),
      )
      .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const result = await itineraryGateway(server.url).saveSearchTerms(EXAMPLES.itineraryId, {
          terms: {
            destination: 'Aspen',
            startDate: EXAMPLE_DAYS.checkIn,
            endDate: EXAMPLE_DAYS.checkOut,
            adultCount: 2,
          },
        });
        expect(result).toEqual(E.right(undefined));
      });
  });
});
