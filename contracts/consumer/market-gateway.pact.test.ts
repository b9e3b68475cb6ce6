import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestMarketGateway } from '../../src/adapters/rest/rest-market-gateway.js';
import { PRODUCT_LINES } from '../../src/core/market/product-line.entity.js';
import { consumerPact, JSON_RESPONSE, providedBy, restClient } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * MarketGateway: a market, a published partner and the billing countries, driven through
 * the real adapter against Pact's mock server. All are public data named in the states.
 */
const { eachLike, like, regex, string } = MatchersV3;

const pact = consumerPact();

const MARKET_ID = 'm-aspen';
const PARTNER = 'aspen-luxe';

const marketGateway = (baseUrl: string) => new RestMarketGateway(restClient(baseUrl));

describe('a market (RestMarketGateway.market)', () => {
  it('answers the market with its product-line details', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.marketSupport)
      .uponReceiving('a request for a market')
      .withRequest('GET', providedBy({ marketId: MARKET_ID })('/api/market/:marketId'))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          objectId: string(MARKET_ID),
          name: string('Aspen'),
          defaultProductLine: regex(`^(${PRODUCT_LINES.join('|')})$`, 'Concierge'),
          product_lines: {
            concierge: { email: string('aspen@keyhaven.test'), phone: string('9705550100') },
          },
        }),
      )
      .executeTest(async (server) => {
        expect(await marketGateway(server.url).market(MARKET_ID)).toEqual(
          E.right({
            objectId: MARKET_ID,
            name: 'Aspen',
            defaultProductLine: 'Concierge',
            product_lines: { concierge: { email: 'aspen@keyhaven.test', phone: '9705550100' } },
          }),
        );
      });
  });
});

describe('a published partner (RestMarketGateway.publishedPartner)', () => {
  it("answers the partner's published content", async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.partner)
      .uponReceiving('a request for a published partner')
      .withRequest('GET', providedBy({ partnerSlug: PARTNER })('/api/published-partner/:partnerSlug'))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          name: string(PARTNER),
          data: like({ headline: 'Welcome, Aspen Luxe guests' }),
        }),
      )
      .executeTest(async (server) => {
        expect(await marketGateway(server.url).publishedPartner(PARTNER)).toEqual(
          E.right({ name: PARTNER, data: { headline: 'Welcome, Aspen Luxe guests' } }),
        );
      });
  });
});

describe('billing countries (RestMarketGateway.countries)', () => {
  it('answers the countries with their ISO codes', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.countries)
      .uponReceiving('a request for the billing countries')
      .withRequest('GET', '/api/countries')
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(eachLike({ code: regex('^[A-Z]{2}$', 'US'), name: string('United States') })),
      )
      .executeTest(async (server) => {
        expect(await marketGateway(server.url).countries()).toEqual(
          E.right([{ code: 'US', name: 'United States' }]),
        );
      });
  });
});
