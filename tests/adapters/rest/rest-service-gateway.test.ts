import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { RestServiceGateway } from '../../../src/adapters/rest/rest-service-gateway.js';
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
  return { gateway: new RestServiceGateway(api), sent };
};

const CHEF = {
  id: 's-aspen-chef-1',
  name: 'Private chef',
  categories: [{ id: 'cat-dining', name: 'Dining' }],
  fields: [{ id: 'f-guests', type: 'number', name: 'Number of guests' }],
  siteSection: 'catalog',
  startingFrom: 350,
};
const CALENDAR = {
  events: [{ start: '2027-03-11T17:00:00.000Z', end: '2027-03-11T21:00:00.000Z', title: 'Booked' }],
};
const GROCERY = { objectId: 'g-milk', name: 'Milk', category: 'Dairy' };

type Call = (gateway: RestServiceGateway) => Promise<E.Either<AppError, unknown>>;
interface Case {
  readonly name: string;
  readonly call: Call;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly answer: unknown;
  readonly bad: { readonly answer: unknown; readonly path: string };
}

const CASES: readonly Case[] = [
  {
    name: 'serviceDetail',
    call: (g) => g.serviceDetail('s/1', { itineraryId: 'it-1', leadId: null, productLine: 'Concierge' }),
    method: 'POST',
    url: '/api/services/s%2F1',
    body: { itineraryId: 'it-1', leadId: null, productLine: 'Concierge' },
    answer: CHEF,
    bad: { answer: { ...CHEF, siteSection: 'lobby' }, path: 'siteSection' },
  },
  {
    name: 'availabilityCalendar',
    call: (g) => g.availabilityCalendar('s/1'),
    method: 'GET',
    url: '/api/services/s%2F1/availability-calendar',
    answer: CALENDAR,
    bad: { answer: { events: [{ start: 'soon', end: '2027-03-11' }] }, path: 'events.0.start' },
  },
  {
    name: 'similarServices',
    call: (g) => g.similarServices('s/1', { startDate: '2027-03-10', endDate: '2027-03-15', count: 7 }),
    method: 'GET',
    url: '/api/services/s%2F1/similar?startDate=2027-03-10&endDate=2027-03-15&count=7',
    answer: [CHEF],
    bad: { answer: [{ ...CHEF, name: null }], path: '0.name' },
  },
  {
    name: 'marketServices',
    call: (g) => g.marketServices('m/1', { startDate: '2027-03-10', endDate: '2027-03-15' }),
    method: 'GET',
    url: '/api/markets/m%2F1/services?startDate=2027-03-10&endDate=2027-03-15',
    answer: [CHEF],
    bad: { answer: [{ name: 'No id' }], path: '0.id' },
  },
  {
    name: 'groceryItems',
    call: (g) => g.groceryItems(),
    method: 'GET',
    url: '/api/grocery-items',
    answer: [GROCERY],
    bad: { answer: [{ objectId: 'g-1' }], path: '0.name' },
  },
];

describe('RestServiceGateway (SPEC 7 Services and misc)', () => {
  it.each(CASES)('$name sends $method $url and decodes the answer', async (c) => {
    const { gateway, sent } = fake(answer(200, c.answer));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: c.method, url: c.url, body: c.body }]);
    expect(result).toEqual(E.right(c.answer));
  });

  it.each(CASES)('$name: an answer that does not decode names the field', async (c) => {
    const { gateway } = fake(answer(200, c.bad.answer));
    const result = await c.call(gateway);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: c.bad.path });
  });

  it.each(CASES)('$name: a failure keeps the status and the host message', async (c) => {
    const { gateway } = fake(answer(500, { message: 'Catalog unavailable' }));
    expect(await c.call(gateway)).toEqual(
      E.left({ kind: 'http', status: 500, message: 'Catalog unavailable' }),
    );
  });

  it('dates that are not known are left out of the query', async () => {
    const { gateway, sent } = fake(answer(200, []));
    await gateway.similarServices('s-1', { startDate: null, count: 7 });
    await gateway.marketServices('m-1', {});
    expect(sent.map((s) => s.url)).toEqual([
      '/api/services/s-1/similar?count=7',
      '/api/markets/m-1/services',
    ]);
  });
});
