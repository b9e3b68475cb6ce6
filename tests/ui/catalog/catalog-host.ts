import { FakeRestHost } from '../../support/fake-rest-host.js';
import { catalogAnswer, destinations, home, pricing, searchAnswer } from './catalog-fixtures.js';

/**
 * The REST host with the catalog, destinations, search, count and instant prices of the
 * fixtures. The first route matching a call answers it, so `first` may override any of them.
 */
export const catalogHost = (
  options: {
    search?: (params: URLSearchParams) => unknown;
    count?: (params: URLSearchParams) => number;
    first?: (host: FakeRestHost) => FakeRestHost;
  } = {},
) =>
  (options.first ?? ((host) => host))(new FakeRestHost())
    .on('GET', '/api/listing/catalog', { body: catalogAnswer() })
    .on('GET', '/api/listings/destinations', { body: destinations })
    .on('GET', '/api/categories', {
      body: [
        { objectId: 'cat-beach', name: 'Beach', slug: 'beach' },
        { objectId: 'cat-ski', name: 'Ski', slug: 'ski' },
      ],
    })
    .on('GET', '/api/listings/search', ({ url }) => ({
      body:
        options.search?.(url.searchParams) ??
        searchAnswer(
          [
            home('e1', { name: 'Casa Azul' }),
            home('e2', { name: 'Pine Lodge', bookingSetting: 'Request Price' }),
          ],
          [home('p1', { name: 'Lake House', unmetTerms: ['petsAllowed'] })],
        ),
    }))
    .on('GET', '/api/listings/search-count', ({ url }) => ({
      body: { numExactMatches: options.count?.(url.searchParams) ?? 2 },
    }))
    .on('GET', '/api/listing/*/instant-pricing', {
      body: pricing({ base: 5000, fees: [300], taxes: 400, deposit: 1000 }),
    });
