import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingItemGateway } from '../../../src/adapters/rest/rest-listing-item-gateway.js';
import { answer, fakeGateway, type GatewayCall, type Respond } from './support/fake-rest.js';

const fake = (respond: Respond) =>
  fakeGateway((api) => new RestListingItemGateway(api), respond, { urls: 'relative' });

const ITEM = {
  objectId: 'li-1',
  status: 'draft',
  fields: [],
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-15',
  adultCount: 2,
  listing: { objectId: 'h-aspen-1', name: 'Aspen Lodge' },
};
const PRICING = { pricingFees: [{ name: 'Cleaning', amount: 250 }], totalBaseRate: 4500, taxes: 380.5 };
const DATES = { checkInDate: '2027-03-10', checkOutDate: '2027-03-15' };
const FIELD_UPDATE = {
  objectId: 'f-arrival',
  displayValue: '4 PM',
  value: { content: '16:00', type: 'text' },
};
const STATUS_BODY = {
  status: 'Approved',
  didConfirmTerms: true,
  confirmedTermsMethod: 'checkbox',
  updateCaseFeed: true,
  itemBookingContext: 'ctx-1',
};
const BOOKED = {
  data: {
    bookingResponse: { updatedItem: { ...ITEM, status: 'approved', itinerary: { objectId: 'it-1' } } },
  },
};
const ITEM_PATH = '/api/itinerary/it%2F1/listing-item/li%201';

type Call = GatewayCall<RestListingItemGateway>;
interface Case {
  readonly name: string;
  readonly call: Call;
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly answer?: unknown;
  readonly decoded?: unknown;
  /** An answer that must not decode, and the field the error names. */
  readonly bad?: { readonly answer: unknown; readonly path: string };
}

// Ids with a slash and a space prove every path parameter is encoded.
const CASES: readonly Case[] = [
  {
    name: 'listingItems',
    call: (g) => g.listingItems('it/1'),
    method: 'GET',
    url: '/api/itinerary/it%2F1/listing-items',
    answer: [ITEM],
    decoded: [ITEM],
    bad: { answer: [{ ...ITEM, status: 'lost' }], path: '0.status' },
  },
  {
    name: 'removeListingItem',
    call: (g) => g.removeListingItem('it/1', 'li 1', { deleteReason: 'Guest deleted' }),
    method: 'DELETE',
    url: ITEM_PATH,
    body: { deleteReason: 'Guest deleted' },
  },
  {
    name: 'changeListingItemDates',
    call: (g) => g.changeListingItemDates('it/1', 'li 1', DATES),
    method: 'PUT',
    url: `${ITEM_PATH}/dates`,
    body: DATES,
    answer: { startDate: '2027-03-10', endDate: '2027-03-15', isDateSelected: true, ...DATES },
    decoded: { startDate: '2027-03-10', endDate: '2027-03-15', isDateSelected: true, ...DATES },
    bad: { answer: { startDate: '2027-03-10', endDate: 'March 15', isDateSelected: true }, path: 'endDate' },
  },
  {
    name: 'saveListingPriceEstimate',
    call: (g) => g.saveListingPriceEstimate('it/1', 'li 1', { ...DATES, estimatedPricing: PRICING }),
    method: 'PUT',
    url: `${ITEM_PATH}/pricing-estimate`,
    body: { ...DATES, estimatedPricing: PRICING },
    answer: { estimatedItemPricing: PRICING },
    decoded: PRICING,
    bad: {
      answer: { estimatedItemPricing: { ...PRICING, taxes: '380' } },
      path: 'estimatedItemPricing.taxes',
    },
  },
  {
    name: 'changeListingGuests',
    call: (g) =>
      g.changeListingGuests('it/1', 'li 1', { adultCount: 2, childCount: 1, infantCount: 0, petCount: 0 }),
    method: 'PUT',
    url: `${ITEM_PATH}/guests`,
    body: { adultCount: 2, childCount: 1, infantCount: 0, petCount: 0 },
  },
  {
    name: 'changeListingItemStatus',
    call: (g) => g.changeListingItemStatus('it/1', 'li 1', STATUS_BODY),
    method: 'PUT',
    url: `${ITEM_PATH}/new-status`,
    body: STATUS_BODY,
    answer: BOOKED,
    decoded: {
      item: { ...ITEM, status: 'approved', itinerary: { objectId: 'it-1' } },
      itinerary: { objectId: 'it-1' },
    },
    bad: {
      answer: { data: { bookingResponse: { updatedItem: { ...ITEM, objectId: 7 } } } },
      path: 'data.bookingResponse.updatedItem.objectId',
    },
  },
  {
    name: 'updateListingItemFieldValues',
    call: (g) => g.updateListingItemFieldValues('it/1', 'li 1', [FIELD_UPDATE]),
    method: 'PUT',
    url: `${ITEM_PATH}/fieldValues`,
    body: { updates: [FIELD_UPDATE] },
    answer: [FIELD_UPDATE],
    decoded: [FIELD_UPDATE],
    bad: { answer: [{ displayValue: '4 PM' }], path: '0.objectId' },
  },
];

describe('RestListingItemGateway', () => {
  it.each(CASES)('$name sends $method $url with its body and decodes the answer', async (c) => {
    const { gateway, sent } = fake(answer(c.answer === undefined ? 204 : 200, c.answer));
    const result = await c.call(gateway);
    expect(sent).toEqual([{ method: c.method, url: c.url, body: c.body }]);
    expect(result).toEqual(E.right(c.decoded));
  });

  it.each(CASES.filter((c) => c.bad))('$name: an answer that does not decode names the field', async (c) => {
    const { gateway } = fake(answer(200, c.bad?.answer));
    const result = await c.call(gateway);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: c.bad?.path });
  });

  it.each(CASES)('$name: a refusal keeps the status and the host message', async (c) => {
    const { gateway } = fake(answer(403, { message: 'Only the owner may change this itinerary' }));
    expect(await c.call(gateway)).toEqual(
      E.left({
        kind: 'forbidden',
        status: 403,
        message: 'Only the owner may change this itinerary',
        hostMessage: 'Only the owner may change this itinerary',
      }),
    );
  });

  it('a booking refused with 409 comes back as-is, for the booking flow to rethrow', async () => {
    const { gateway } = fake(answer(409, { message: 'Unfortunately, these dates are unavailable.' }));
    expect(await gateway.changeListingItemStatus('it-1', 'li-1', STATUS_BODY)).toEqual(
      E.left({
        kind: 'conflict',
        status: 409,
        message: 'Unfortunately, these dates are unavailable.',
        hostMessage: 'Unfortunately, these dates are unavailable.',
      }),
    );
  });

  it('a status answer read as a booking answer: data.error is the refusal; no item is a booking failure', async () => {
    const refused = fake(answer(200, { data: { error: { message: 'Card expired', type: 'card' } } }));
    expect(await refused.gateway.changeListingItemStatus('it-1', 'li-1', STATUS_BODY)).toEqual(
      E.left({ kind: 'booking', message: 'Card expired', reserveErrorType: 'card' }),
    );
    const empty = fake(answer(200, { data: { bookingResponse: {} } }));
    expect(await empty.gateway.changeListingItemStatus('it-1', 'li-1', STATUS_BODY)).toEqual(
      E.left({ kind: 'booking', message: 'Error creating itinerary listing item' }),
    );
  });

  it('an acknowledgement with a body still succeeds', async () => {
    const { gateway } = fake(answer(200, { ok: true }));
    expect(await gateway.removeListingItem('it-1', 'li-1', { deleteReason: 'Guest deleted' })).toEqual(
      E.right(undefined),
    );
  });
});
