import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingGateway } from '../../src/adapters/rest/rest-listing-gateway.js';
import { BOOKING_SETTINGS } from '../../src/core/listing/booking-setting.rule.js';
import { instantPricingFailure } from '../../src/core/listing/instant-pricing-failure.rule.js';
import { consumerPact, JSON_RESPONSE, providedBy, restClient, stateDay } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * ListingGateway: a home, its instant price for a stay and homes like it, driven through
 * the real adapter against Pact's mock server. Homes are catalog data anyone may read: the
 * provider states name the home and the dates, no one is signed in.
 */
const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const pact = consumerPact();

const COUNT = (example: number) => regex('^\\d+$', String(example));
const HOME_ID = 'h-aspen-1';
// The home's id in paths comes from the provider state (homeId); HOME_ID is the example.
const provided = providedBy({ homeId: HOME_ID });

const listingGateway = (baseUrl: string) => new RestListingGateway(restClient(baseUrl));

// The stay's days come from the provider state (checkIn, checkOut); these are the examples.
const stayQuery = (startDate: string, endDate: string) => ({
  startDate: stateDay('checkIn', startDate),
  endDate: stateDay('checkOut', endDate),
  adultCount: COUNT(2),
  childCount: COUNT(1),
  infantCount: COUNT(0),
  petCount: COUNT(0),
});
const stay = (startDate: string, endDate: string) => ({
  startDate,
  endDate,
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  petCount: 0,
});

const home = {
  objectId: string(HOME_ID),
  name: string('Aspen Lodge'),
  primaryDestinationName: string('Aspen'),
  bookingSetting: regex(`^(${BOOKING_SETTINGS.join('|')})$`, 'KEY Instant Booking'),
  images: eachLike(string('https://img.keyhaven.test/h-aspen-1/1.jpg')),
  bedrooms: integer(4),
  bathrooms: number(3.5),
  latLngLocation: { lat: number(39.1911), lng: number(-106.8175) },
};
const decodedHome = {
  objectId: HOME_ID,
  name: 'Aspen Lodge',
  primaryDestinationName: 'Aspen',
  bookingSetting: 'KEY Instant Booking',
  images: ['https://img.keyhaven.test/h-aspen-1/1.jpg'],
  bedrooms: 4,
  bathrooms: 3.5,
  latLngLocation: { lat: 39.1911, lng: -106.8175 },
};

// What the home's own page reads beyond the listing (ListingDetails): only the guest-listing
// answer carries it.
const homePage = {
  ...home,
  description: string('A log lodge a short walk from the lifts.'),
  amenities: eachLike({ objectId: string('am-hot-tub'), name: string('Hot tub') }),
  maxGuests: integer(8),
  petsAllowed: boolean(true),
  eventsAllowed: boolean(false),
  minimumStay: integer(2),
};
const decodedHomePage = {
  ...decodedHome,
  description: 'A log lodge a short walk from the lifts.',
  amenities: [{ objectId: 'am-hot-tub', name: 'Hot tub' }],
  maxGuests: 8,
  petsAllowed: true,
  eventsAllowed: false,
  minimumStay: 2,
};

describe('the instant price of a stay (RestListingGateway.instantPricing)', () => {
  it('prices a stay on free dates', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeFree)
      .uponReceiving('a request for the instant price of a home on free dates')
      .withRequest('GET', provided('/api/listing/:homeId/instant-pricing'), (request) =>
        request.query(stayQuery('2027-03-10', '2027-03-15')),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          reliability: regex('^(estimated|expected|exact)$', 'exact'),
          averageBaseRateDescription: string('$900 / night'),
          pricing: {
            pricingFees: eachLike({ name: string('Cleaning'), amount: number(250) }),
            totalBaseRate: number(4500),
            taxes: number(380.5),
            securityDeposit: number(1000),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await listingGateway(server.url).instantPricing(
          HOME_ID,
          stay('2027-03-10', '2027-03-15'),
        );
        expect(result).toEqual(
          E.right({
            reliability: 'exact',
            averageBaseRateDescription: '$900 / night',
            pricing: {
              pricingFees: [{ name: 'Cleaning', amount: 250 }],
              totalBaseRate: 4500,
              taxes: 380.5,
              securityDeposit: 1000,
            },
          }),
        );
      });
  });

  it('refuses taken dates with 400 and a reason the guest sees', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeBookedAfterStay)
      .uponReceiving('a request for the instant price of a home on taken dates')
      .withRequest('GET', provided('/api/listing/:homeId/instant-pricing'), (request) =>
        request.query(stayQuery('2027-04-03', '2027-04-06')),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: string('Unfortunately, these dates are unavailable.') }),
      )
      .executeTest(async (server) => {
        const result = await listingGateway(server.url).instantPricing(
          HOME_ID,
          stay('2027-04-03', '2027-04-06'),
        );
        const reason = 'Unfortunately, these dates are unavailable.';
        expect(result).toEqual(
          E.left({ kind: 'rejected', status: 400, message: reason, hostMessage: reason }),
        );
        // The core reads the failure: the host's reason is what the guest sees.
        expect(E.isLeft(result) && instantPricingFailure(result.left).errorMessage).toBe(reason);
      });
  });
});

describe('a home for a guest (RestListingGateway.guestListing)', () => {
  it('answers the home for the dates of a stay', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.homeExists)
      .uponReceiving('a request for a home for the dates of a stay')
      .withRequest('GET', provided('/api/guest-listing/:homeId'), (request) =>
        request.query({
          startDate: stateDay('checkIn', '2027-03-10'),
          endDate: stateDay('checkOut', '2027-03-15'),
        }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(homePage))
      .executeTest(async (server) => {
        const result = await listingGateway(server.url).guestListing(HOME_ID, {
          startDate: '2027-03-10',
          endDate: '2027-03-15',
        });
        expect(result).toEqual(E.right(decodedHomePage));
      });
  });
});

describe('homes like a home (RestListingGateway.similarListings)', () => {
  // The app asks without dates, so the host has no stay to price: instantPricing, optional in
  // SimilarListing, is left out of the contract (a host that priced every home would be guessing).
  it('answers similar homes', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.similarHomes)
      .uponReceiving('a request for the homes similar to a home')
      .withRequest('GET', provided('/api/listing/:homeId/similar'))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike({ ...home, objectId: string('h-aspen-2') })),
      )
      .executeTest(async (server) => {
        const result = await listingGateway(server.url).similarListings(HOME_ID);
        expect(result).toEqual(E.right([{ ...decodedHome, objectId: 'h-aspen-2' }]));
      });
  });
});
