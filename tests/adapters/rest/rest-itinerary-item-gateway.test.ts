import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestItineraryItemGateway } from '../../../src/adapters/rest/rest-itinerary-item-gateway.js';
import { itineraryItemSample } from '../../core/arbitraries/samples.js';
import { answer, fakeGateway, type GatewayCall } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestItineraryItemGateway(api), answer(status, body));

const update = {
  objectId: 'fld_allergies',
  displayValue: 'Peanuts',
  value: { content: 'Peanuts', type: 'text' },
};
const price = {
  pricingHeaderId: 'pcf_chef',
  pricingOptionId: 'opt_dinner',
  pricingConfigId: 'cfg_flat',
  quantity: 1,
  total: 900,
};
const dates = { startDate: '2026-02-10', endDate: '2026-02-10' };
const addBody = {
  itemStartDate: '2026-02-09T18:00:00.000Z',
  itemEndDate: '2026-02-09T21:00:00.000Z',
  recommendationType: 'similar',
  referringService: 'svc_wine',
  itemTimeSlot: { start: '2026-02-09T18:00:00.000Z', end: '2026-02-09T21:00:00.000Z' },
};
const promo = { objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10 };

type Call = {
  readonly name: string;
  readonly invoke: GatewayCall<RestItineraryItemGateway>;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly status?: number;
  readonly answer?: unknown;
  readonly expected: (value: unknown) => void;
};

const ITEM = 'https://api.test/api/itinerary/itn_42/item/itm%201';

const CALLS: readonly Call[] = [
  {
    name: 'updateItemFieldValues',
    invoke: (g) => g.updateItemFieldValues('itn_42', 'itm 1', [update]),
    method: 'PUT',
    url: `${ITEM}/fieldValues`,
    body: { updates: [update] },
    answer: [update],
    expected: (value) => expect(value).toEqual([update]),
  },
  {
    name: 'saveItemPricing',
    invoke: (g) => g.saveItemPricing('itn_42', 'itm 1', { pricing: [price] }),
    method: 'POST',
    url: `${ITEM}/pricing`,
    body: { pricing: [price] },
    answer: [price],
    expected: (value) => expect(value).toEqual([price]),
  },
  {
    name: 'changeItemDates',
    invoke: (g) => g.changeItemDates('itn_42', 'itm 1', dates),
    method: 'POST',
    url: `${ITEM}/dates`,
    body: dates,
    answer: { ...dates, isDateSelected: true },
    expected: (value) => expect(value).toEqual({ ...dates, isDateSelected: true }),
  },
  {
    name: 'removeItem',
    invoke: (g) => g.removeItem('itn_42', 'itm 1', { deleteReason: 'Guest removed item' }),
    method: 'DELETE',
    url: ITEM,
    body: { deleteReason: 'Guest removed item' },
    status: 204,
    expected: (value) => expect(value).toBeUndefined(),
  },
  {
    name: 'addService',
    invoke: (g) => g.addService('itn_42', 'svc/chef', addBody),
    method: 'POST',
    url: 'https://api.test/api/itinerary/itn_42/service/svc%2Fchef',
    body: addBody,
    status: 201,
    answer: { id: 'itm_2', status: 'draft' },
    expected: (value) => expect(value).toEqual({ id: 'itm_2', status: 'draft', fields: [], promoCodes: [] }),
  },
  {
    name: 'redeemPromoCodes',
    invoke: (g) => g.redeemPromoCodes('itn_42', 'itm 1', { promoCodeIds: ['prm_ski10', 'prm_old'] }),
    method: 'POST',
    url: 'https://api.test/api/itinerary/itn_42/items/itm%201/redeemed-promos',
    body: { promoCodeIds: ['prm_ski10', 'prm_old'] },
    answer: [promo, { errorMessage: 'This code has expired.' }],
    expected: (value) => expect(value).toEqual([promo, { errorMessage: 'This code has expired.' }]),
  },
];

describe('RestItineraryItemGateway', () => {
  it.each(CALLS)('$name sends $method $url and decodes the answer', async (call) => {
    const { gateway, sent } = gatewayAnswering(call.status ?? 200, call.answer);
    const result = await call.invoke(gateway);
    expect(sent).toEqual([{ method: call.method, url: call.url, body: call.body }]);
    if (E.isLeft(result)) throw new Error(result.left.message);
    call.expected(result.right);
  });

  it('an added item that does not decode is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(201, { ...itineraryItemSample, status: 'pending' });
    const result = await gateway.addService('itn_42', 'svc_chef', addBody);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'status' });
    expect(E.isLeft(result) && result.left.message).toContain('POST /api/itinerary/itn_42/service/svc_chef');
  });

  it('a failure carries its status and the host message, which the item operations show', async () => {
    const { gateway } = gatewayAnswering(422, { message: 'End date is before start date' });
    expect(await gateway.changeItemDates('itn_42', 'itm_1', dates)).toEqual(
      E.left({
        kind: 'rejected',
        status: 422,
        message: 'End date is before start date',
        hostMessage: 'End date is before start date',
      }),
    );
  });
});
