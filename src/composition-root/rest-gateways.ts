import type { RestClient } from '../adapters/rest/rest-client.js';
import { RestListingCatalogGateway } from '../adapters/rest/rest-listing-catalog-gateway.js';
import { RestMarketGateway } from '../adapters/rest/rest-market-gateway.js';
import { ListingCatalogGateway } from '../core/catalog/index.js';
import { LeadGateway } from '../core/lead/index.js';
import { MarketGateway } from '../core/market/index.js';
import type { Token } from '../core/shared/index.js';
import { GUEST_GATEWAYS } from './lazy-guest-gateways.js';
import type { GatewayRow } from './lazy-ports.js';
import { methodsOf, onFirstCall } from './lazy-ports.js';
import { TRIP_GATEWAYS } from './lazy-trip-gateways.js';

/**
 * Every REST port and the gateway that serves it: the one table of them. What start-up and
 * the home search call is made at once (in the first download); the rest loads on first call.
 */
const row = <T>(token: Token<T>, make: (api: RestClient) => T): GatewayRow<T> => ({ token, make });

export const REST_GATEWAYS = {
  listingCatalogGateway: row(ListingCatalogGateway, (api) => new RestListingCatalogGateway(api)),
  marketGateway: row(MarketGateway, (api) => new RestMarketGateway(api)),
  // A lead comes only with a ?lead= link: most visits never call it, so it loads on first call.
  leadGateway: onFirstCall(LeadGateway, methodsOf<LeadGateway>()('lead', 'itineraryLead'), (api) =>
    import(/* webpackChunkName: "rest-gateways" */ '../adapters/rest/rest-lead-gateway.js').then(
      (rest) => new rest.RestLeadGateway(api),
    ),
  ),
  ...GUEST_GATEWAYS,
  ...TRIP_GATEWAYS,
};

type GatewayTable = typeof REST_GATEWAYS;

/** The REST host's calls, one gateway per port, as REST_GATEWAYS makes them. */
export type RestGateways = { readonly [K in keyof GatewayTable]: ReturnType<GatewayTable[K]['make']> };

/** Every REST gateway over one client: the app's, or a test's over a fake host. */
export const createRestGateways = (api: RestClient): RestGateways =>
  Object.fromEntries(
    Object.entries(REST_GATEWAYS).map(([name, gateway]) => [
      name,
      (gateway as GatewayRow<unknown>).make(api),
    ]),
  ) as RestGateways;
