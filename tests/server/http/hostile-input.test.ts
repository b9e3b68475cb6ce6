import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { registerErrorHandling } from '../../../server/http/error-handling.js';
import {
  hostileInputIn,
  MAX_INPUT_DEPTH,
  READS_NO_INPUT,
  registerHostileInputGuard,
} from '../../../server/http/hostile-input.js';
import { stubDatabase } from '../support/stub-database.js';

const nested = (levels: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < levels; level += 1) value = { next: value };
  return value;
};

describe('what counts as hostile input (hostileInputIn)', () => {
  it('names the first field that is not finite, NUL-bearing, half a surrogate pair or out of our years', () => {
    expect(hostileInputIn({ pricing: [{ quantity: 2 }, { quantity: Infinity }] }, 'body')).toBe(
      'body.pricing.1.quantity must be a finite number',
    );
    expect(hostileInputIn({ n: Number.NaN }, 'query')).toBe('query.n must be a finite number');
    expect(hostileInputIn({ username: 'a\u0000b' }, 'body')).toBe(
      'body.username must not contain NUL characters',
    );
    expect(hostileInputIn({ note: 'x\ud800' }, 'body')).toBe(
      'body.note is not valid text (half of a surrogate pair)',
    );
    expect(hostileInputIn({ startDate: '9999-12-31' }, 'query')).toBe(
      'query.startDate must be a date between the years 1900 and 2200',
    );
    expect(hostileInputIn({ at: '0000-01-01T00:00:00Z' }, 'body')).toMatch(/^body\.at must be a date/);
    expect(hostileInputIn({ 'bad\u0000key': 1 }, 'body')).toBe(
      'body has a field name that must not contain NUL characters',
    );
  });

  it('lets ordinary values through: whole surrogate pairs, dates of our years, plain words with digits', () => {
    expect(
      hostileInputIn(
        {
          name: 'Chalet 🏔️ Élan',
          startDate: '2027-03-01',
          at: '2199-12-31T23:59:59.000Z',
          keywords: '1999 views',
          guests: [2, 0, 1.5],
          ok: true,
          none: null,
        },
        'body',
      ),
    ).toBeNull();
  });

  it(`bounds the nesting at ${MAX_INPUT_DEPTH} levels`, () => {
    expect(hostileInputIn(nested(MAX_INPUT_DEPTH - 1), 'body')).toBeNull();
    expect(hostileInputIn(nested(5_000), 'body')).toMatch(/is nested too deeply \(more than 32 levels\)$/);
  });
});

describe('the host refuses hostile input with a 400 before any route runs', () => {
  let app: FastifyInstance;
  // Every query throws: a route that ran would answer 500, so a 400 proves the guard stopped it.
  beforeAll(async () => {
    app = await buildServer({ db: stubDatabase({ fail: true }) });
    await app.ready();
  });
  afterAll(() => app.close());

  const cases = [
    {
      name: 'a NUL in the sign-in name',
      request: { method: 'POST', url: '/api/login/', payload: { username: '\u0000', password: 'x' } },
      message: 'body.username must not contain NUL characters',
    },
    {
      name: 'Infinity as a search filter',
      request: { method: 'GET', url: '/api/listings/search?minRooms=Infinity' },
      message: 'query.minRooms must be a finite number',
    },
    {
      name: 'a far date in the interests query',
      request: { method: 'GET', url: '/api/userInterest/?startDate=9999-12-31' },
      message: 'query.startDate must be a date between the years 1900 and 2200',
    },
    {
      name: '"Infinity" as a service quantity (once priced at $0)',
      request: {
        method: 'POST',
        url: '/api/itinerary/trip-1/item/item-1/pricing',
        headers: { 'x-session-token': 'r:anything' },
        payload: {
          pricing: [
            { pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c', quantity: 'Infinity' },
          ],
        },
      },
      message: 'body.pricing.0.quantity must be a finite number',
    },
    {
      name: '1e400 as a service quantity',
      request: {
        method: 'POST',
        url: '/api/itinerary/trip-1/item/item-1/pricing',
        headers: { 'x-session-token': 'r:anything', 'content-type': 'application/json' },
        payload:
          '{"pricing":[{"pricingHeaderId":"h","pricingOptionId":"o","pricingConfigId":"c","quantity":"1e400"}]}',
      },
      message: 'body.pricing.0.quantity must be a finite number',
    },
  ] satisfies { name: string; request: InjectOptions; message: string }[];

  for (const { name, request, message } of cases) {
    it(name, async () => {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  }
});

describe('the guard is placed on routes as they are registered', () => {
  let app: FastifyInstance;
  const ownHookSaw: unknown[] = [];
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerHostileInputGuard(app);
    app.get(
      '/reads/:id',
      { preHandler: (request, _reply, done) => done(void ownHookSaw.push(request.query)) },
      async (request) => ({ query: request.query }),
    );
    app.get('/reads-nothing', { config: READS_NO_INPUT }, async () => ({ status: 'ok' }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("refuses hostile input on a route that takes input, before the route's own preHandler", async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/reads/1?note=a%00b' });
      expect(response.statusCode, method).toBe(400);
    }
    const hostile = await app.inject({ method: 'GET', url: '/reads/1?note=a%00b' });
    expect(hostile.json()).toEqual({ message: 'query.note must not contain NUL characters' });
    expect(ownHookSaw).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/reads/1?note=fine' })).json()).toEqual({
      query: { note: 'fine' },
    });
    expect(ownHookSaw).toEqual([{ note: 'fine' }]);
  });

  it('leaves a route that reads no input unguarded: what it would refuse never reaches a handler', async () => {
    const response = await app.inject({ method: 'GET', url: '/reads-nothing?note=a%00b&n=Infinity' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it("the host's health check is such a route, and its input-taking routes stay guarded", async () => {
    const host = await buildServer({ db: stubDatabase() });
    const health = await host.inject({ method: 'GET', url: '/api/health?at=9999-12-31' });
    expect(health.statusCode).toBe(200);
    const search = await host.inject({ method: 'GET', url: '/api/listings/search?minRooms=Infinity' });
    expect(search.statusCode).toBe(400);
    await host.close();
  });
});
