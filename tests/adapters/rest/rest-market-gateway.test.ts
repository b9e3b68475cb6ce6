import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { RestMarketGateway } from '../../../src/adapters/rest/rest-market-gateway.js';
import type { AppError } from '../../../src/core/shared/app-error.js';

const BASE = 'https://api.test';
interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}
const answer = (status: number, body?: unknown) => (): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fakeFetch = (respond: () => Response) => {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    sent.push({ method: String(init.method), url: url.slice(BASE.length), body });
    return respond();
  }) as unknown as typeof fetch;
  return { api: new RestClient({ baseUrl: BASE, cookies: new InMemoryCookieJar(), fetch: fetchImpl }), sent };
};
const fake = (respond: () => Response) => {
  const { api, sent } = fakeFetch(respond);
  return { gateway: new RestMarketGateway(api), sent };
};

const ASPEN = {
  objectId: 'm-aspen',
  name: 'Aspen',
  defaultProductLine: 'Concierge',
  product_lines: { concierge: { email: 'aspen@keyhaven.test', phone: '9705550100' } },
};
const PARTNER = { data: { headline: 'Welcome, Aspen Luxe guests' }, name: 'aspen-luxe' };

type Call = (gateway: RestMarketGateway) => Promise<E.Either<AppError, unknown>>;
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

describe('RestMarketGateway (SPEC 7 Services and misc)', () => {
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
      E.left({ kind: 'not-found', status: 404, message: 'Object Not Found Matching Id' }),
    );
  });
});
