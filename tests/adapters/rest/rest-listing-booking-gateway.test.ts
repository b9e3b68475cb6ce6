import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingBookingGateway } from '../../../src/adapters/rest/rest-listing-booking-gateway.js';
import type {
  ListingPriceRequestBody,
  ReserveListingBody,
} from '../../../src/adapters/rest/wire/home-booking.wire.js';
import { itinerarySummarySample, listingItemSample } from '../../core/arbitraries/samples.js';
import { answer, fakeGateway } from './support/fake-rest.js';

const gatewayAnswering = (status: number, body?: unknown) =>
  fakeGateway((api) => new RestListingBookingGateway(api), answer(status, body));

const priceRequest: ListingPriceRequestBody = {
  itemBookingContext: 'ibc_2',
  productLine: 'Concierge',
  partner: null,
  leadSource: 'web',
  targetEntityIds: {},
};
const reserve: ReserveListingBody = {
  updateCaseFeed: true,
  itemBookingContext: 'ibc_2',
  targetEntityIds: { itemId: 'lit_9', itineraryId: 'itn_42' },
};
/** The intent the bodies above are made from. */
const STAY = { bookingContextId: 'ibc_2' };
const TRIP = { itineraryId: 'itn_42', itemId: 'lit_9' };
const ASKER = { productLine: 'Concierge', partner: null, leadSource: 'web' } as const;
const UNAVAILABLE = 'Unfortunately, these dates are unavailable.';

describe('RestListingBookingGateway', () => {
  it('requestHomePrice sends POST /api/listings/{id}/request-price-next and reads itinerary and item', async () => {
    const { gateway, sent } = gatewayAnswering(200, {
      itinerary: itinerarySummarySample,
      listingItem: { ...listingItemSample, itinerary: null },
    });
    const result = await gateway.requestHomePrice('lst aspen', STAY, null, ASKER);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://api.test/api/listings/lst%20aspen/request-price-next',
        body: priceRequest,
      },
    ]);
    expect(E.isRight(result) && result.right).toMatchObject({
      item: { objectId: 'lit_9', status: 'in_progress' },
      itinerary: { objectId: 'itn_42' },
    });
  });

  it('names the trip the guest chose, or asks for a new one with newItinerary (and names none)', async () => {
    const { gateway, sent } = gatewayAnswering(200, {
      itinerary: itinerarySummarySample,
      listingItem: { ...listingItemSample, itinerary: null },
    });
    await gateway.requestHomePrice('lst_a', STAY, { itineraryId: 'itn_7', itemId: null }, ASKER);
    await gateway.requestHomePrice('lst_a', STAY, { newTrip: true }, ASKER);
    await gateway.saveHomeForLater('lst_a', STAY, { newTrip: true });
    await gateway.reserveHome('lst_a', STAY, null);
    expect(sent.map((call) => call.body)).toEqual([
      { ...priceRequest, targetEntityIds: { itineraryId: 'itn_7' } },
      { ...priceRequest, targetEntityIds: {}, newItinerary: true },
      { updateCaseFeed: false, itemBookingContext: 'ibc_2', targetEntityIds: {}, newItinerary: true },
      { updateCaseFeed: true, itemBookingContext: 'ibc_2', targetEntityIds: {} },
    ]);
  });

  it("a price answer without the listing item is 'Error creating itinerary listing item'", async () => {
    const { gateway } = gatewayAnswering(200, { itinerary: itinerarySummarySample });
    expect(await gateway.requestHomePrice('lst_aspen_lodge', STAY, null, ASKER)).toEqual(
      E.left({ kind: 'booking', message: 'Error creating itinerary listing item' }),
    );
  });

  it('reserveHome sends POST /api/listings/{id}/reserve-listing and reads the booking answer', async () => {
    const answer = {
      data: {
        bookingResponse: {
          updatedItem: { ...listingItemSample, status: 'approved', itinerary: null },
          updatedItinerary: itinerarySummarySample,
        },
      },
    };
    const { gateway, sent } = gatewayAnswering(200, answer);
    const result = await gateway.reserveHome('lst_aspen_lodge', STAY, TRIP);
    expect(sent).toEqual([
      { method: 'POST', url: 'https://api.test/api/listings/lst_aspen_lodge/reserve-listing', body: reserve },
    ]);
    expect(E.isRight(result) && result.right).toMatchObject({
      item: { objectId: 'lit_9', status: 'approved' },
      itinerary: {
        objectId: 'itn_42',
        itineraryName: 'Vail ski week',
        market: { objectId: 'mkt_vail' },
      },
    });
  });

  it('saveHomeForLater sends POST /api/listings/{id}/save-for-later-listing and reads the booking answer', async () => {
    const { gateway, sent } = gatewayAnswering(200, {
      data: {
        bookingResponse: {
          updatedItem: { ...listingItemSample, status: 'saved_for_later', itinerary: null },
          updatedItinerary: itinerarySummarySample,
        },
      },
    });
    const saving = { ...reserve, updateCaseFeed: false };
    const result = await gateway.saveHomeForLater('lst aspen', STAY, TRIP);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: 'https://api.test/api/listings/lst%20aspen/save-for-later-listing',
        body: saving,
      },
    ]);
    expect(E.isRight(result) && result.right).toMatchObject({
      item: { objectId: 'lit_9', status: 'saved_for_later' },
      itinerary: { objectId: 'itn_42' },
    });
    const refused = gatewayAnswering(200, { data: { bookingResponse: {}, error: null } });
    expect(await refused.gateway.saveHomeForLater('lst_aspen_lodge', STAY, TRIP)).toEqual(
      E.left({ kind: 'booking', message: 'Error creating itinerary listing item' }),
    );
  });

  it('data.error is a booking error with the host message and the reserve error type it names', async () => {
    const { gateway } = gatewayAnswering(200, { data: { bookingResponse: null, error: 'Card declined' } });
    expect(await gateway.reserveHome('lst_aspen_lodge', STAY, TRIP)).toEqual(
      E.left({ kind: 'booking', message: 'Card declined' }),
    );
    const typed = gatewayAnswering(200, { data: { error: { message: 'Dates taken', type: 'dates' } } });
    expect(await typed.gateway.reserveHome('lst_aspen_lodge', STAY, TRIP)).toEqual(
      E.left({ kind: 'booking', message: 'Dates taken', reserveErrorType: 'dates' }),
    );
  });

  it('an answer that does not decode is a decode error naming the call and the field', async () => {
    const { gateway } = gatewayAnswering(200, { itinerary: { itineraryName: 'no id' } });
    const result = await gateway.requestHomePrice('lst_aspen_lodge', STAY, null, ASKER);
    expect(E.isLeft(result) && result.left).toMatchObject({ kind: 'decode', path: 'itinerary.objectId' });
    expect(E.isLeft(result) && result.left.message).toContain(
      'POST /api/listings/lst_aspen_lodge/request-price-next',
    );
  });

  it('unavailable dates: the 400 comes back as it is, status and message kept', async () => {
    const { gateway } = gatewayAnswering(400, { message: UNAVAILABLE });
    expect(await gateway.reserveHome('lst_aspen_lodge', STAY, TRIP)).toEqual(
      E.left({ kind: 'rejected', status: 400, message: UNAVAILABLE, hostMessage: UNAVAILABLE }),
    );
  });
});
