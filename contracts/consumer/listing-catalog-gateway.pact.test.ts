import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingCatalogGateway } from '../../src/adapters/rest/rest-listing-catalog-gateway.js';
import { emptyListingCatalog } from '../../src/core/catalog/listing-catalog.entity.js';
import { consumerPact, JSON_RESPONSE, providedBy, restClient, stateDay } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * ListingCatalogGateway: the home catalog, destinations, categories and home search,
 * driven through the real adapter against Pact's mock server. Search terms go as query
 * parameters (search-terms-query.rule.ts); lists a host may leave empty (aliases, partial
 * matches) are matched by type, so an empty list honours the contract too.
 */
const { eachLike, integer, like, number, regex, string } = MatchersV3;

const pact = consumerPact();

const catalogGateway = (baseUrl: string) => new RestListingCatalogGateway(restClient(baseUrl));

const home = { objectId: string('h-aspen-1'), name: string('Aspen Lodge') };
const HOME = { objectId: 'h-aspen-1', name: 'Aspen Lodge' };
/**
 * A search result as a result card and the map read it (docs/host/decisions.md#search): its
 * destination, its photo, its point and its 'from' price.
 */
const result = {
  ...home,
  primaryDestination: { name: string('Aspen') },
  images: eachLike(string('/media/homes/h-aspen-1/1.svg')),
  latLngLocation: { lat: number(39.19), lng: number(-106.82) },
  nightlyRate: number(900),
};
const RESULT = {
  ...HOME,
  primaryDestination: { name: 'Aspen' },
  images: ['/media/homes/h-aspen-1/1.svg'],
  latLngLocation: { lat: 39.19, lng: -106.82 },
  nightlyRate: 900,
};
const destination = { name: string('Aspen'), aliases: like(['Snowmass']) };
const DESTINATION = { name: 'Aspen', aliases: ['Snowmass'] };
const category = { objectId: string('c-ski'), name: string('Ski in, ski out') };
const CATEGORY = { objectId: 'c-ski', name: 'Ski in, ski out' };

const TERMS = { destination: 'Aspen', startDate: '2027-03-10', endDate: '2027-03-15', adultCount: 2 };
const termsQuery = {
  destination: string('Aspen'),
  startDate: stateDay('checkIn', '2027-03-10'),
  endDate: stateDay('checkOut', '2027-03-15'),
  adultCount: regex('^\\d+$', '2'),
};

describe('the home catalog (RestListingCatalogGateway.listingCatalog)', () => {
  it('answers homes by category and by destination', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeCatalog)
      .uponReceiving('a request for the home catalog')
      .withRequest('GET', '/api/listing/catalog')
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          listingsInCategories: eachLike({ _id: string('c-ski'), listings: eachLike(home) }),
          listingsInDestinations: eachLike({ _id: string('Aspen'), listings: eachLike(home) }),
          categories: eachLike(category),
          destinations: eachLike(destination),
          activeDestinations: eachLike(destination),
        }),
      )
      .executeTest(async (server) => {
        const result = await catalogGateway(server.url).listingCatalog();
        expect(result).toEqual(
          E.right({
            ...emptyListingCatalog(),
            listingsInCategories: [{ _id: 'c-ski', listings: [HOME] }],
            listingsInDestinations: [{ _id: 'Aspen', listings: [HOME] }],
            categories: [CATEGORY],
            destinations: [DESTINATION],
            activeDestinations: [DESTINATION],
          }),
        );
      });
  });
});

describe('destinations (RestListingCatalogGateway.destinations)', () => {
  it('answers the destinations with their aliases', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.destination)
      .uponReceiving('a request for the destinations')
      .withRequest('GET', '/api/listings/destinations')
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(destination)))
      .executeTest(async (server) => {
        expect(await catalogGateway(server.url).destinations()).toEqual(E.right([DESTINATION]));
      });
  });
});

describe('stay categories (RestListingCatalogGateway.categories)', () => {
  it('answers the categories', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.category)
      .uponReceiving('a request for the stay categories')
      .withRequest('GET', '/api/categories')
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(category)))
      .executeTest(async (server) => {
        expect(await catalogGateway(server.url).categories()).toEqual(E.right([CATEGORY]));
      });
  });
});

describe('home search (RestListingCatalogGateway.searchListings)', () => {
  it('answers exact matches with what a card and the map show, partial matches and the count of exact ones', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeFree)
      .uponReceiving('a search for homes in a destination on free dates')
      .withRequest('GET', '/api/listings/search', (request) => request.query(termsQuery))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          exactMatches: eachLike(result),
          partialMatches: like([home]),
          // Every home found, as parallel arrays: the map shows them all from this answer.
          mapPoints: {
            exact: integer(1),
            ids: eachLike(string('h-aspen-1')),
            lat: eachLike(number(39.19)),
            lng: eachLike(number(-106.82)),
            nightlyRate: eachLike(number(900)),
            unmetTerms: like([]),
          },
          searchResultCount: { numExactMatches: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const found = await catalogGateway(server.url).searchListings(TERMS);
        expect(found).toEqual(
          E.right({
            ...emptyListingCatalog(),
            exactMatches: [RESULT],
            partialMatches: [HOME],
            mapPoints: [
              { id: 'h-aspen-1', lat: 39.19, lng: -106.82, nightlyRate: 900, exact: true, unmetTerms: [] },
            ],
            searchResultCount: { numExactMatches: 1 },
          }),
        );
      });
  });

  it('answers the cards of the homes asked for by id, for the same terms', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeFree)
      .uponReceiving('a search for the cards of some of its homes')
      .withRequest('GET', '/api/listings/search', (request) =>
        request.query({ ...termsQuery, ids: providedBy({ homeId: 'h-aspen-1' })(':homeId') }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ exactMatches: eachLike(result), partialMatches: like([home]) }),
      )
      .executeTest(async (server) => {
        const found = await catalogGateway(server.url).searchListings(TERMS, ['h-aspen-1']);
        expect(found).toEqual(
          E.right({ ...emptyListingCatalog(), exactMatches: [RESULT], partialMatches: [HOME] }),
        );
      });
  });

  it('refuses a term that is not valid with 400 and its reason', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a search for homes with a start date that is not a date')
      .withRequest('GET', '/api/listings/search', (request) =>
        request.query({ destination: string('Aspen'), startDate: string('2027-13-45') }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: string('startDate must be a date (YYYY-MM-DD)') }),
      )
      .executeTest(async (server) => {
        const result = await catalogGateway(server.url).searchListings({
          destination: 'Aspen',
          startDate: '2027-13-45',
        });
        expect(result).toEqual(
          E.left({
            kind: 'rejected',
            status: 400,
            message: 'startDate must be a date (YYYY-MM-DD)',
            hostMessage: 'startDate must be a date (YYYY-MM-DD)',
          }),
        );
      });
  });
});

describe('counting search results (RestListingCatalogGateway.countListings)', () => {
  it('answers the number of exact matches', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeFree)
      .uponReceiving('a request for the number of homes a search finds')
      .withRequest('GET', '/api/listings/search-count', (request) => request.query(termsQuery))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ numExactMatches: integer(1) }),
      )
      .executeTest(async (server) => {
        expect(await catalogGateway(server.url).countListings(TERMS)).toEqual(
          E.right({ numExactMatches: 1 }),
        );
      });
  });
});
