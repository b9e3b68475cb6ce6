import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestBookingContextGateway } from '../../../src/adapters/rest/rest-booking-context-gateway.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import type { SaveBookingContextBody } from '../../../src/core/booking/booking-context-gateway.port.js';
import type { AppError } from '../../../src/core/shared/app-error.js';

interface Sent {
  readonly method: string | undefined;
  readonly url: string;
  readonly body: unknown;
}

const gatewayAnswering = (status: number, answer?: unknown) => {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      method: init.method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer === undefined ? new Response(null, { status }) : Response.json(answer, { status });
  }) as unknown as typeof fetch;
  const api = new RestClient({
    baseUrl: 'https://api.test',
    cookies: new InMemoryCookieJar(),
    fetch: fetchImpl,
  });
  return { gateway: new RestBookingContextGateway(api), sent };
};

const context = {
  objectId: 'ibc_1',
  itemId: 'svc_private_chef',
  itemType: 'Service',
  bookingState: { itemStartDate: '2026-02-09', adultCount: 2 },
  computedValidationState: { isValid: false, errors: { dates: 'Pick a date' } },
};
const save: SaveBookingContextBody = {
  itemId: 'svc_private_chef',
  itemType: 'Service',
  bookingState: { itemStartDate: '2026-02-09', adultCount: 2 },
  skipValidation: false,
};

type Call = {
  readonly name: string;
  readonly invoke: (gateway: RestBookingContextGateway) => Promise<E.Either<AppError, unknown>>;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly answer: unknown;
  readonly expected: unknown;
};

const CALLS: readonly Call[] = [
  {
    name: 'attachBookingContexts',
    invoke: (g) => g.attachBookingContexts({ contextIds: ['ibc_1', 'ibc_2'] }),
    method: 'POST',
    url: 'https://api.test/api/attach-booking-contexts',
    body: { contextIds: ['ibc_1', 'ibc_2'] },
    answer: [context],
    expected: [context],
  },
  {
    name: 'saveBookingContext (create)',
    invoke: (g) => g.saveBookingContext(save),
    method: 'PUT',
    url: 'https://api.test/api/item-booking-context',
    body: save,
    answer: context,
    expected: context,
  },
  {
    name: 'saveBookingContext (update)',
    invoke: (g) => g.saveBookingContext({ ...save, itemBookingContextId: 'ibc_1' }),
    method: 'PUT',
    url: 'https://api.test/api/item-booking-context',
    body: { ...save, itemBookingContextId: 'ibc_1' },
    // a context the host stored without a state still has one inside
    answer: { ...context, bookingState: null },
    expected: { ...context, bookingState: {} },
  },
  {
    name: 'myBookingContexts',
    invoke: (g) => g.myBookingContexts(),
    method: 'GET',
    url: 'https://api.test/api/my-booking-contexts',
    answer: [context],
    expected: [context],
  },
  {
    name: 'bookingContextsByIds',
    invoke: (g) => g.bookingContextsByIds({ contextIds: ['ibc_1'] }),
    method: 'POST',
    url: 'https://api.test/api/item-booking-contexts',
    body: { contextIds: ['ibc_1'] },
    answer: [],
    expected: [],
  },
];

describe('SPEC 7 RestBookingContextGateway', () => {
  it.each(CALLS)('$name sends $method $url and decodes the answer', async (call) => {
    const { gateway, sent } = gatewayAnswering(200, call.answer);
    const result = await call.invoke(gateway);
    expect(sent).toEqual([{ method: call.method, url: call.url, body: call.body }]);
    expect(result).toEqual(E.right(call.expected));
  });

  it('a context that does not decode is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, [{ ...context, itemType: 'Boat' }]);
    const result = await gateway.myBookingContexts();
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: '0.itemType' });
    expect(E.isLeft(result) && result.left.message).toContain('GET /api/my-booking-contexts');
  });

  it('a failure carries its status and the host message', async () => {
    const { gateway } = gatewayAnswering(400, { message: 'itemType is required' });
    expect(await gateway.saveBookingContext(save)).toEqual(
      E.left({ kind: 'http', status: 400, message: 'itemType is required' }),
    );
  });
});
