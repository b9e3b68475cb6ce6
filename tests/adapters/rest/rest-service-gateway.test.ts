import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestServiceGateway } from '../../../src/adapters/rest/rest-service-gateway.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestServiceGateway(api), respond, { urls: 'relative' });

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

type Call = GatewayCall<RestServiceGateway>;
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

describe('RestServiceGateway', () => {
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
      E.left({
        kind: 'http',
        status: 500,
        message: 'Catalog unavailable',
        hostMessage: 'Catalog unavailable',
      }),
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
