import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingGateway } from '../../../src/adapters/rest/rest-listing-gateway.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestListingGateway(api), respond, { urls: 'relative' });

const STAY = {
  startDate: '2027-03-10',
  endDate: '2027-03-15',
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  petCount: 0,
};
const PRICE = {
  reliability: 'exact',
  averageBaseRateDescription: '$900 / night',
  pricing: { pricingFees: [{ name: 'Cleaning', amount: 250 }], totalBaseRate: 4500, taxes: 380.5 },
};
const HOME = {
  objectId: 'h-aspen-1',
  name: 'Aspen Lodge',
  bookingSetting: 'Request Price',
  bedrooms: 4,
  latLngLocation: { lat: 39.19, lng: -106.82 },
};

type Call = GatewayCall<RestListingGateway>;
interface Case {
  readonly name: string;
  readonly call: Call;
  readonly url: string;
  readonly answer: unknown;
  readonly bad: { readonly answer: unknown; readonly path: string };
}

const CASES: readonly Case[] = [
  {
    name: 'instantPricing',
    call: (g) => g.instantPricing('h/1', { ...STAY, integrationPriceOnly: true }),
    url: '/api/listing/h%2F1/instant-pricing?startDate=2027-03-10&endDate=2027-03-15&adultCount=2&childCount=1&infantCount=0&petCount=0&integrationPriceOnly=true',
    answer: PRICE,
    bad: { answer: { ...PRICE, reliability: 'certain' }, path: 'reliability' },
  },
  {
    name: 'guestListing',
    call: (g) => g.guestListing('h/1', { startDate: '2027-03-10', endDate: '2027-03-15' }),
    url: '/api/guest-listing/h%2F1?startDate=2027-03-10&endDate=2027-03-15',
    // The home's page also reads what only the host's guest-listing answer carries.
    answer: {
      ...HOME,
      description: 'Above the village.',
      amenities: [{ objectId: 'a-tub', name: 'Hot tub' }],
      maxGuests: 14,
      petsAllowed: true,
      eventsAllowed: false,
      isInstantBooking: true,
      minimumStay: 3,
    },
    bad: { answer: { ...HOME, amenities: [{ name: 'No id' }] }, path: 'amenities.0.objectId' },
  },
  {
    name: 'similarListings',
    call: (g) => g.similarListings('h/1'),
    url: '/api/listing/h%2F1/similar',
    answer: [{ ...HOME, instantPricing: PRICE }],
    bad: { answer: [{ name: 'No id' }], path: '0.objectId' },
  },
];

describe('RestListingGateway', () => {
  it.each(CASES)('$name sends GET $url and decodes the answer', async (c) => {
    const { gateway, sent } = fake(answer(200, c.answer));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: 'GET', url: c.url, body: undefined }]);
    expect(result).toEqual(E.right(c.answer));
  });

  it.each(CASES)('$name: an answer that does not decode names the field', async (c) => {
    const { gateway } = fake(answer(200, c.bad.answer));
    const result = await c.call(gateway);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: c.bad.path });
  });

  it.each(CASES)('$name: a failure keeps the status and the host message', async (c) => {
    const { gateway } = fake(answer(404, { message: 'Object Not Found Matching Id' }));
    expect(await c.call(gateway)).toEqual(
      E.left({
        kind: 'not-found',
        status: 404,
        message: 'Object Not Found Matching Id',
        hostMessage: 'Object Not Found Matching Id',
      }),
    );
  });

  it('guestListing without dates sends no date parameters', async () => {
    const { gateway, sent } = fake(answer(200, HOME));
    await gateway.guestListing('h-aspen-1');
    expect(sent[0]?.url).toBe('/api/guest-listing/h-aspen-1');
  });

  it('instantPricing leaves integrationPriceOnly out when it is not given', async () => {
    const { gateway, sent } = fake(answer(200, PRICE));
    await gateway.instantPricing('h-aspen-1', { ...STAY, integrationPriceOnly: null });
    expect(sent[0]?.url).toBe(
      '/api/listing/h-aspen-1/instant-pricing?startDate=2027-03-10&endDate=2027-03-15&adultCount=2&childCount=1&infantCount=0&petCount=0',
    );
  });
});

describe('instantPricing hands every failure over as it is (the core reads it)', () => {
  it("a 400 keeps its status and the host's reason", async () => {
    const { gateway } = fake(answer(400, { message: 'Minimum stay is 3 nights' }));
    expect(await gateway.instantPricing('h-aspen-1', STAY)).toEqual(
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'Minimum stay is 3 nights',
        hostMessage: 'Minimum stay is 3 nights',
      }),
    );
  });

  it('a 400 without a message has no host message', async () => {
    const { gateway } = fake(answer(400));
    const result = await gateway.instantPricing('h-aspen-1', STAY);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'rejected', status: 400 });
    expect(E.isLeft(result) && result.left).not.toHaveProperty('hostMessage');
  });

  it('no answer at all is a network error', async () => {
    const { gateway } = fake(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await gateway.instantPricing('h-aspen-1', STAY);
    expect(E.isLeft(result) && result.left.kind).toBe('network');
  });

  it('an answer that does not decode is a decode error', async () => {
    const { gateway } = fake(answer(200, { reliability: 3 }));
    const result = await gateway.instantPricing('h-aspen-1', STAY);
    expect(E.isLeft(result) && result.left.kind).toBe('decode');
  });
});
