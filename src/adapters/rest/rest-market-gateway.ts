import { CountryList } from '../../core/country/index.js';
import type { MarketGateway } from '../../core/market/index.js';
import { Market } from '../../core/market/index.js';
import { Partner } from '../../core/partner/index.js';
import type { RestClient } from './rest-client.js';

/** Markets, published partners and the billing countries (docs/product/calls.md#services-and-misc). */
export class RestMarketGateway implements MarketGateway {
  constructor(private readonly api: RestClient) {}

  market(marketId: string) {
    return this.api.get(`/api/market/${encodeURIComponent(marketId)}`, Market, { what: 'market' });
  }

  publishedPartner(partnerName: string) {
    return this.api.get(`/api/published-partner/${encodeURIComponent(partnerName)}`, Partner, {
      what: 'partner',
    });
  }

  countries() {
    return this.api.get('/api/countries', CountryList, { what: 'countries' });
  }
}
