/**
 * A home search in plain Node, every port in memory: the catalog answers the homes of a
 * destination, each home answers its price for the stay, and the core's use cases do the rest.
 *
 *   npm run build:core && node examples/headless/search.mjs [destination]
 */

import { decode, formatUsd, ListingCatalog } from '@keyhaven/core';
import { headlessUseCases, memoryPorts } from '@keyhaven/core/headless';
import * as E from 'fp-ts/lib/Either.js';

const DAY_MS = 86_400_000;
const dayFromToday = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

// Homes as GET /api/listings/search answers them (dollars on the wire).
const HOMES = [
  {
    objectId: 'lst_aspen_ridge',
    name: 'Aspen Ridge Chalet',
    primaryDestinationName: 'Aspen',
    nightly: 850,
    cleaning: 300,
  },
  {
    objectId: 'lst_maroon_bells',
    name: 'Maroon Bells Lodge',
    primaryDestinationName: 'Aspen',
    nightly: 1200,
    cleaning: 450,
  },
  {
    objectId: 'lst_vail_village',
    name: 'Vail Village Loft',
    primaryDestinationName: 'Vail',
    nightly: 640,
    cleaning: 250,
  },
];

const nightsOf = (query) => Math.round((Date.parse(query.endDate) - Date.parse(query.startDate)) / DAY_MS);

const ports = memoryPorts({
  gateways: {
    listingCatalogGateway: {
      searchListings: async (terms) => {
        const found = HOMES.filter((home) => home.primaryDestinationName === terms.destination);
        return decode(
          ListingCatalog,
          { exactMatches: found, searchResultCount: { numExactMatches: found.length } },
          'home catalog',
        );
      },
    },
    listingGateway: {
      instantPricing: async (listingId, query) => {
        const home = HOMES.find((candidate) => candidate.objectId === listingId);
        const nights = nightsOf(query);
        return E.right({
          reliability: 'exact',
          pricing: {
            totalBaseRate: home.nightly * nights,
            pricingFees: [{ name: 'Cleaning', amount: home.cleaning }],
            taxes: Math.round(home.nightly * nights * 0.11),
          },
        });
      },
    },
  },
});
const core = headlessUseCases(ports);

const destination = process.argv[2] ?? 'Aspen';
const stay = { startDate: dayFromToday(30), endDate: dayFromToday(37) };
const results = await core.searchListings({ destination, ...stay, adultCount: 2 });
if (E.isLeft(results)) throw new Error(results.left.message);
console.log(
  `${results.right.exactMatches.length} homes in ${destination}, ${stay.startDate} to ${stay.endDate}, 2 adults`,
);
for (const home of results.right.exactMatches) {
  const price = await core.stayTotal(home.objectId, {
    ...stay,
    adultCount: 2,
    childCount: 0,
    infantCount: 0,
    petCount: 0,
  });
  console.log(
    `${home.name}: ${price.total === null ? 'no price for these dates' : `${formatUsd(price.total, { withCents: false })} all-in`}`,
  );
}
console.log(
  `Calls the host would have had: ${ports.calls.map((call) => `${call.port}.${call.method}`).join(', ')}`,
);
