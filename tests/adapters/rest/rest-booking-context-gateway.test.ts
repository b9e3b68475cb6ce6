import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestBookingContextGateway } from '../../../src/adapters/rest/rest-booking-context-gateway.js';
import type { SaveBookingContextBody } from '../../../src/core/booking/booking-context-gateway.port.js';
import { answer, fakeGateway, type GatewayCall } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestBookingContextGateway(api), answer(status, body));

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
  readonly invoke: GatewayCall<RestBookingContextGateway>;
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

describe('RestBookingContextGateway', () => {
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
      E.left({
        kind: 'rejected',
        status: 400,
        message: 'itemType is required',
        hostMessage: 'itemType is required',
      }),
    );
  });
});
