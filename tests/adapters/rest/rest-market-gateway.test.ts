import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestMarketGateway } from '../../../src/adapters/rest/rest-market-gateway.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestMarketGateway(api), respond, { urls: 'relative' });

const ASPEN = {
  objectId: 'm-aspen',
  name: 'Aspen',
  defaultProductLine: 'Concierge',
  product_lines: { concierge: { email: 'aspen@keyhaven.test', phone: '9705550100' } },
};
const PARTNER = { data: { headline: 'Welcome, Aspen Luxe guests' }, name: 'aspen-luxe' };

type Call = GatewayCall<RestMarketGateway>;
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
    name: 'market',
    call: (g) => g.market('m/1'),
    url: '/api/market/m%2F1',
    // Product lines are read in any spelling and kept by their canonical name.
    answer: { ...ASPEN, defaultProductLine: 'concierge' },
    decoded: ASPEN,
    bad: { answer: { ...ASPEN, defaultProductLine: 'Platinum' }, path: 'defaultProductLine' },
  },
  {
    name: 'publishedPartner',
    call: (g) => g.publishedPartner('Aspen Luxe/1'),
    url: '/api/published-partner/Aspen%20Luxe%2F1',
    answer: PARTNER,
    decoded: PARTNER,
    bad: { answer: { data: 'not an object' }, path: 'data' },
  },
  {
    name: 'countries',
    call: (g) => g.countries(),
    url: '/api/countries',
    answer: [{ code: 'US', name: 'United States' }],
    decoded: [{ code: 'US', name: 'United States' }],
    bad: { answer: [{ code: 'US' }], path: '0.name' },
  },
];

describe('RestMarketGateway', () => {
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
});
