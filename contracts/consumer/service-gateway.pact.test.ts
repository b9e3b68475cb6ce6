import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestServiceGateway } from '../../src/adapters/rest/rest-service-gateway.js';
import { SIMILAR_SERVICES_COUNT } from '../../src/core/catalog/similar-services.constant.js';
import { DEFAULT_PRODUCT_LINE } from '../../src/core/market/product-line.entity.js';
import { SITE_SECTIONS } from '../../src/core/service/site-section.entity.js';
import {
  consumerPact,
  instant,
  JSON_CONTENT,
  JSON_RESPONSE,
  providedBy,
  restClient,
  stateDay,
} from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * ServiceGateway: bookable services, their calendars and grocery items, driven through the
 * real adapter against Pact's mock server. Services are catalog data: the provider states
 * name the service, its market and the dates.
 */
const { eachLike, regex, string, number } = MatchersV3;

const pact = consumerPact();

const SERVICE_ID = 's-aspen-chef-1';
const MARKET_ID = 'm-aspen';
// Ids in paths come from the provider state; these are the examples.
const provided = providedBy({ serviceId: SERVICE_ID, marketId: MARKET_ID });

const serviceGateway = (baseUrl: string) => new RestServiceGateway(restClient(baseUrl));

const service = {
  id: string(SERVICE_ID),
  name: string('Private chef'),
  categories: eachLike({ id: string('cat-dining'), name: string('Dining') }),
  fields: eachLike({ id: string('f-guests'), type: string('number'), name: string('Number of guests') }),
  siteSection: regex(`^(${SITE_SECTIONS.join('|')})$`, 'catalog'),
  startingFrom: number(350),
};
const SERVICE = {
  id: SERVICE_ID,
  name: 'Private chef',
  categories: [{ id: 'cat-dining', name: 'Dining' }],
  fields: [{ id: 'f-guests', type: 'number', name: 'Number of guests' }],
  siteSection: 'catalog',
  startingFrom: 350,
};
// The stay's days, from the provider state (checkIn, checkOut); these are the examples.
const dates = { startDate: stateDay('checkIn', '2027-03-10'), endDate: stateDay('checkOut', '2027-03-15') };

describe('a service for a trip (RestServiceGateway.serviceDetail)', () => {
  it('answers the service for the default product line', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.serviceOffered)
      .uponReceiving('a request for a service with no trip or lead yet')
      .withRequest('POST', provided('/api/services/:serviceId'), (request) =>
        request
          .headers({ 'Content-Type': JSON_CONTENT })
          .jsonBody({ itineraryId: null, leadId: null, productLine: string(DEFAULT_PRODUCT_LINE) }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(service))
      .executeTest(async (server) => {
        const result = await serviceGateway(server.url).serviceDetail(SERVICE_ID, {
          itineraryId: null,
          leadId: null,
          productLine: DEFAULT_PRODUCT_LINE,
        });
        expect(result).toEqual(E.right(SERVICE));
      });
  });
});

describe("a service's calendar (RestServiceGateway.availabilityCalendar)", () => {
  it('answers the spans the service is taken', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.serviceBookedOnce)
      .uponReceiving('a request for the availability calendar of a service')
      .withRequest('GET', provided('/api/services/:serviceId/availability-calendar'))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          events: eachLike({
            start: instant('2027-03-11T17:00:00.000Z'),
            end: instant('2027-03-11T21:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect(await serviceGateway(server.url).availabilityCalendar(SERVICE_ID)).toEqual(
          E.right({ events: [{ start: '2027-03-11T17:00:00.000Z', end: '2027-03-11T21:00:00.000Z' }] }),
        );
      });
  });
});

describe('services like a service (RestServiceGateway.similarServices)', () => {
  it(`answers up to ${SIMILAR_SERVICES_COUNT} services near the dates`, async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.similarServices)
      .uponReceiving('a request for the services similar to a service')
      .withRequest('GET', provided('/api/services/:serviceId/similar'), (request) =>
        request.query({ ...dates, count: regex('^\\d+$', String(SIMILAR_SERVICES_COUNT)) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike({ ...service, id: string('s-aspen-sushi-1') })),
      )
      .executeTest(async (server) => {
        const result = await serviceGateway(server.url).similarServices(SERVICE_ID, {
          startDate: '2027-03-10',
          endDate: '2027-03-15',
          count: SIMILAR_SERVICES_COUNT,
        });
        expect(result).toEqual(E.right([{ ...SERVICE, id: 's-aspen-sushi-1' }]));
      });
  });
});

describe("a market's services (RestServiceGateway.marketServices)", () => {
  it('answers the services of a market for the dates', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.serviceOffered)
      .uponReceiving('a request for the services of a market')
      .withRequest('GET', provided('/api/markets/:marketId/services'), (request) => request.query(dates))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(service)))
      .executeTest(async (server) => {
        const result = await serviceGateway(server.url).marketServices(MARKET_ID, {
          startDate: '2027-03-10',
          endDate: '2027-03-15',
        });
        expect(result).toEqual(E.right([SERVICE]));
      });
  });
});

describe('grocery items (RestServiceGateway.groceryItems)', () => {
  it('answers what a grocery list may hold', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.groceries)
      .uponReceiving('a request for the grocery items')
      .withRequest('GET', '/api/grocery-items')
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(
            eachLike({ objectId: string('g-milk'), name: string('Milk'), category: string('Dairy') }),
          ),
      )
      .executeTest(async (server) => {
        expect(await serviceGateway(server.url).groceryItems()).toEqual(
          E.right([{ objectId: 'g-milk', name: 'Milk', category: 'Dairy' }]),
        );
      });
  });
});
