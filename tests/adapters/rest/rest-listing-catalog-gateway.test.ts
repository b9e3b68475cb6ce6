import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingCatalogGateway } from '../../../src/adapters/rest/rest-listing-catalog-gateway.js';
import { emptyListingCatalog } from '../../../src/core/catalog/listing-catalog.entity.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestListingCatalogGateway(api), respond, { urls: 'relative' });

const HOME = { objectId: 'h-aspen-1', name: 'Aspen Lodge' };
const CATEGORY = { objectId: 'c-ski', name: 'Ski in, ski out' };
const ASPEN = { name: 'Aspen', aliases: ['Snowmass'] };
const CATALOG = {
  ...emptyListingCatalog(),
  listingsInCategories: [{ _id: 'c-ski', listings: [HOME] }],
  categories: [CATEGORY],
  destinations: [ASPEN],
};
const RESULTS = { ...emptyListingCatalog(), exactMatches: [HOME], searchResultCount: { numExactMatches: 1 } };
// Empty terms are left out and category ids comma-joined (search-terms-query.rule.ts).
const TERMS = {
  destination: 'Aspen',
  categoryIds: ['c-ski', 'c-lux'],
  startDate: '2027-03-10',
  endDate: '2027-03-15',
  keywords: '  ',
  adultCount: 2,
  petsAllowed: false,
};
const TERMS_QUERY =
  'destination=Aspen&categoryIds=c-ski%2Cc-lux&startDate=2027-03-10&endDate=2027-03-15&adultCount=2';

type Call = GatewayCall<RestListingCatalogGateway>;
interface Case {
  readonly name: string;
  readonly call: Call;
  readonly url: string;
  readonly answer: unknown;
  readonly decoded: unknown;
  readonly bad: { readonly answer: unknown; readonly path: string };
}

const CASES: readonly Case[] = [
  {
    name: 'listingCatalog',
    call: (g) => g.listingCatalog(),
    url: '/api/listing/catalog',
    // Lists the host leaves out are empty lists inside.
    answer: {
      listingsInCategories: CATALOG.listingsInCategories,
      categories: [CATEGORY],
      destinations: [ASPEN],
    },
    decoded: CATALOG,
    bad: { answer: { listingsInCategories: [{ listings: [HOME] }] }, path: 'listingsInCategories.0._id' },
  },
  {
    name: 'destinations',
    call: (g) => g.destinations(),
    url: '/api/listings/destinations',
    answer: [ASPEN, { name: 'Vail' }],
    decoded: [ASPEN, { name: 'Vail', aliases: [] }],
    bad: { answer: [{ aliases: [] }], path: '0.name' },
  },
  {
    name: 'categories',
    call: (g) => g.categories(),
    url: '/api/categories',
    answer: [CATEGORY],
    decoded: [CATEGORY],
    bad: { answer: [{ objectId: 'c-ski' }], path: '0.name' },
  },
  {
    name: 'searchListings',
    call: (g) => g.searchListings(TERMS),
    url: `/api/listings/search?${TERMS_QUERY}`,
    answer: { exactMatches: [HOME], searchResultCount: { numExactMatches: 1 } },
    decoded: RESULTS,
    bad: { answer: { exactMatches: [{ name: 'No id' }] }, path: 'exactMatches.0.objectId' },
  },
  {
    name: 'countListings',
    call: (g) => g.countListings(TERMS),
    url: `/api/listings/search-count?${TERMS_QUERY}`,
    answer: { numExactMatches: 12 },
    decoded: { numExactMatches: 12 },
    bad: { answer: { numExactMatches: '12' }, path: 'numExactMatches' },
  },
];

describe('RestListingCatalogGateway', () => {
  it.each(CASES)('$name sends GET $url and decodes the answer', async (c) => {
    const { gateway, sent } = fake(answer(200, c.answer));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: 'GET', url: c.url, body: undefined }]);
    expect(result).toEqual(E.right(c.decoded));
  });

  it.each(CASES)('$name: an answer that does not decode names the field', async (c) => {
    const { gateway } = fake(answer(200, c.bad.answer));
    const result = await c.call(gateway);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: c.bad.path });
  });

  it.each(CASES)('$name: a failure keeps the status and the host message', async (c) => {
    const { gateway } = fake(answer(503, { message: 'Search is resting' }));
    expect(await c.call(gateway)).toEqual(
      E.left({ kind: 'http', status: 503, message: 'Search is resting', hostMessage: 'Search is resting' }),
    );
  });

  it('a search the host refuses comes back as a 400 with its reason', async () => {
    const { gateway } = fake(answer(400, { message: 'startDate must be a date (YYYY-MM-DD)' }));
    expect(await gateway.searchListings({ startDate: '2027-13-45' })).toEqual(
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'startDate must be a date (YYYY-MM-DD)',
        hostMessage: 'startDate must be a date (YYYY-MM-DD)',
      }),
    );
  });

  it('a search without terms sends no query string', async () => {
    const { gateway, sent } = fake(answer(200, { numExactMatches: 0 }));
    await gateway.countListings({});
    expect(sent[0]?.url).toBe('/api/listings/search-count');
  });
});
