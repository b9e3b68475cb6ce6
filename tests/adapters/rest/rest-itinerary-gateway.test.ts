import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestItineraryGateway } from '../../../src/adapters/rest/rest-itinerary-gateway.js';
import { itineraryItemSample, itinerarySummarySample } from '../../core/arbitraries/samples.js';
import { answer, fakeGateway, type GatewayCall } from './support/fake-rest.js';

/** The gateway over a real RestClient whose fetch answers `answer` with `status`. */
const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestItineraryGateway(api), answer(status, body));

const itinerary = { ...itinerarySummarySample, items: [itineraryItemSample] };
const folio = {
  entries: [
    { objectId: 'fol_1', description: 'Private chef', amount: 900, date: '2026-02-09', type: 'charge' },
  ],
  balance: 900,
};
const attachment = { objectId: 'att_1', name: 'Voucher.pdf', url: 'https://files.example/voucher.pdf' };
const card = { cardId: 'card_1', billingDetails: { name: 'Ada Guest', address: { postalCode: '81657' } } };

type Call = {
  readonly name: string;
  readonly invoke: GatewayCall<RestItineraryGateway>;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly status?: number;
  readonly answer?: unknown;
  readonly expected: (value: unknown) => void;
};

const CALLS: readonly Call[] = [
  {
    name: 'itineraries',
    invoke: (g) =>
      g.itineraries({
        isActive: true,
        marketId: 'mkt_vail',
        nearDate: '',
        productLine: 'Concierge',
        pmId: null,
      }),
    method: 'GET',
    url: 'https://api.test/api/itinerary?isActive=true&marketId=mkt_vail&productLine=Concierge',
    answer: [itinerary],
    expected: (value) => expect(value).toMatchObject([{ objectId: 'itn_42', items: [{ id: 'itm_chef_1' }] }]),
  },
  {
    name: 'guestItinerary',
    invoke: (g) => g.guestItinerary('itn 42/x'),
    method: 'GET',
    url: 'https://api.test/api/guest-itinerary/itn%2042%2Fx',
    answer: itinerarySummarySample,
    // items is a list inside even when the host leaves it out
    expected: (value) => expect(value).toMatchObject({ objectId: 'itn_42', items: [] }),
  },
  {
    name: 'createItinerary',
    invoke: (g) =>
      g.createItinerary({ marketId: 'mkt_vail', arrivalDate: '2026-02-07', departureDate: '2026-02-14' }),
    method: 'POST',
    url: 'https://api.test/api/itinerary',
    body: { marketId: 'mkt_vail', arrivalDate: '2026-02-07', departureDate: '2026-02-14' },
    status: 201,
    answer: itinerary,
    expected: (value) => expect(value).toMatchObject({ objectId: 'itn_42', itineraryName: 'Vail ski week' }),
  },
  {
    name: 'itineraryItems',
    invoke: (g) => g.itineraryItems('itn_42'),
    method: 'GET',
    url: 'https://api.test/api/itinerary/itn_42/items',
    answer: [{ ...itineraryItemSample, status: 'done' }],
    // an old item's 'done' is read as booked
    expected: (value) => expect(value).toMatchObject([{ id: 'itm_chef_1', status: 'booked' }]),
  },
  {
    name: 'attachCreditCard',
    invoke: (g) => g.attachCreditCard('itn_42', card),
    method: 'POST',
    url: 'https://api.test/api/itinerary/itn_42/creditCard',
    body: card,
    status: 204,
    expected: (value) => expect(value).toBeUndefined(),
  },
  {
    name: 'postToCaseFeed',
    invoke: (g) => g.postToCaseFeed('itn_42', { message: 'Running late' }),
    method: 'POST',
    url: 'https://api.test/api/itinerary/itn_42/caseFeed',
    body: { message: 'Running late' },
    // an answer the docs do not show is accepted whatever it holds
    answer: { objectId: 'cf_1' },
    expected: (value) => expect(value).toBeUndefined(),
  },
  {
    name: 'folio',
    invoke: (g) => g.folio('itn_42'),
    method: 'GET',
    url: 'https://api.test/api/itinerary/itn_42/folio',
    answer: folio,
    expected: (value) => expect(value).toEqual(folio),
  },
  {
    name: 'attachments',
    invoke: (g) => g.attachments('itinerary', 'itn_42'),
    method: 'GET',
    url: 'https://api.test/api/itinerary/itn_42/attachments',
    answer: [attachment],
    expected: (value) => expect(value).toEqual([attachment]),
  },
  {
    name: 'saveSearchTerms',
    invoke: (g) => g.saveSearchTerms('itn_42', { terms: { destination: 'Vail', adultCount: 2 } }),
    method: 'POST',
    url: 'https://api.test/api/itinerary/itn_42/search-terms',
    body: { terms: { destination: 'Vail', adultCount: 2 } },
    status: 204,
    expected: (value) => expect(value).toBeUndefined(),
  },
];

describe('RestItineraryGateway', () => {
  it.each(CALLS)('$name sends $method $url and decodes the answer', async (call) => {
    const { gateway, sent } = gatewayAnswering(call.status ?? 200, call.answer);
    const result = await call.invoke(gateway);
    expect(sent).toEqual([{ method: call.method, url: call.url, body: call.body }]);
    if (E.isLeft(result)) throw new Error(result.left.message);
    call.expected(result.right);
  });

  it('an itinerary that does not decode is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, {
      ...itinerarySummarySample,
      items: [{ id: 'i', status: 42 }],
    });
    const result = await gateway.guestItinerary('itn_42');
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'items.0.status' });
    expect(E.isLeft(result) && result.left.message).toContain('GET /api/guest-itinerary/itn_42');
  });

  it('a failure keeps the status and the host message (unknown, forbidden, signed out)', async () => {
    for (const [status, kind] of [
      [404, 'not-found'],
      [403, 'forbidden'],
      [401, 'unauthorized'],
    ] as const) {
      const { gateway } = gatewayAnswering(status, { message: 'No such itinerary' });
      expect(await gateway.guestItinerary('itn_x')).toEqual(
        E.left({ kind, status, message: 'No such itinerary', hostMessage: 'No such itinerary' }),
      );
    }
    const { gateway } = gatewayAnswering(500, { message: 'Database down' });
    expect(await gateway.attachCreditCard('itn_42', card)).toEqual(
      E.left({ kind: 'http', status: 500, message: 'Database down', hostMessage: 'Database down' }),
    );
  });
});
