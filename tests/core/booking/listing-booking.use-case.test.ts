import { describe, expect, it, vi } from 'vitest';
import { bookingRefused } from '../../../src/core/booking/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking/dialog-content.rule.js';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import {
  type ListingPriceRequest,
  requestListingPrice,
} from '../../../src/core/booking/request-listing-price.use-case.js';
import {
  type ReserveListingRequest,
  reserveListing,
} from '../../../src/core/booking/reserve-listing.use-case.js';
import { itineraryListingItemFailed } from '../../../src/core/errors/known-errors.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const priceRequest: ListingPriceRequest = {
  listingId: 'lst_aspen_lodge',
  itemBookingContext: 'ctx_1',
  productLine: 'Concierge',
  partner: null,
  leadSource: 'web',
  targetEntityIds: {},
};

describe('Request Price (request-price-next)', () => {
  it("sends the body without the listing id and answers the item, its trip and 'requested'", async () => {
    const call = vi.fn<ListingBookingGateway['requestListingPrice']>(() =>
      right({ item: { ...listingItem, itinerary: null }, itinerary }),
    );
    const result = rightOf(
      await requestListingPrice(
        { bookings: { requestListingPrice: call }, errors: reporter() },
        priceRequest,
      ),
    );
    expect(call).toHaveBeenCalledWith('lst_aspen_lodge', {
      itemBookingContext: 'ctx_1',
      productLine: 'Concierge',
      partner: null,
      leadSource: 'web',
      targetEntityIds: {},
    });
    expect(result.itinerary).toBe(itinerary);
    expect(result.outcome).toBe('requested');
    expect(result.confirmation.title).toBe('Your request has been received!');
  });

  it("'Error creating itinerary listing item', as the gateway read the answer, is kept and not reported", async () => {
    const errors = reporter();
    const result = await requestListingPrice(
      { bookings: { requestListingPrice: () => left(itineraryListingItemFailed()) }, errors },
      priceRequest,
    );
    expect(leftOf(result)).toEqual({ kind: 'booking', message: 'Error creating itinerary listing item' });
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a 400 comes back as-is; a timeout is reported and becomes the generic line', async () => {
    const refused = http(400, 'Too many guests');
    const errors = reporter();
    const as = (failure: ReturnType<typeof http>) =>
      requestListingPrice({ bookings: { requestListingPrice: () => left(failure) }, errors }, priceRequest);
    expect(leftOf(await as(refused))).toBe(refused);
    const slow = appError('timeout', 'took too long');
    expect(leftOf(await as(slow))).toEqual({ kind: 'booking', message: DEFAULT_DIALOG_MESSAGE });
    expect(errors.report).toHaveBeenCalledWith(slow, { during: 'request-listing-price' });
  });
});

const reserveRequest: ReserveListingRequest = {
  listingId: 'lst_aspen_lodge',
  itemBookingContext: 'ctx_1',
  targetEntityIds: { itemId: 'lit_9', itineraryId: 'itn_42' },
  bookingSetting: 'Streamline Instant Booking',
  hasCardOnFile: true,
  marketHasServicesCatalog: true,
};

const booked = { item: { ...listingItem, status: 'booked' as const, itinerary: null }, itinerary };

const reserveWith = (request: Partial<ReserveListingRequest>, answer = () => right(booked)) => {
  const call = vi.fn<ListingBookingGateway['reserveListing']>(answer);
  const errors = reporter();
  return {
    call,
    errors,
    run: () =>
      reserveListing({ bookings: { reserveListing: call }, errors }, { ...reserveRequest, ...request }),
  };
};

describe('reserve-listing', () => {
  it("an integration instant booking with a card is 'confirmed', the concierge told", async () => {
    const { call, run } = reserveWith({});
    const result = rightOf(await run());
    expect(call).toHaveBeenCalledWith('lst_aspen_lodge', {
      updateCaseFeed: true,
      itemBookingContext: 'ctx_1',
      targetEntityIds: { itemId: 'lit_9', itineraryId: 'itn_42' },
    });
    expect(result.outcome).toBe('confirmed');
    expect(result.item.status).toBe('booked');
    expect(result.itinerary).toBe(itinerary);
    expect(result.confirmation.buttons.map((button) => button.label)).toEqual([
      'Explore Services',
      'Review home reservation',
    ]);
  });

  it("in a market without a services catalog it is 'confirmed-no-catalog'", async () => {
    const result = rightOf(await reserveWith({ marketHasServicesCatalog: false }).run());
    expect(result.outcome).toBe('confirmed-no-catalog');
  });

  it("KEY Instant Booking is 'approved'; Request Price is 'requested'", async () => {
    expect(rightOf(await reserveWith({ bookingSetting: 'KEY Instant Booking' }).run()).outcome).toBe(
      'approved',
    );
    const requested = rightOf(await reserveWith({ bookingSetting: 'Request Price' }).run());
    expect(requested.confirmation.title).toBe('Your request has been received!');
  });

  it("an integration booking without a card is a 'card' reserve error and nothing is sent", async () => {
    const { call, run } = reserveWith({ hasCardOnFile: false });
    expect(leftOf(await run())).toEqual({
      kind: 'card',
      message: 'A card on file is needed to book this home instantly',
      reserveErrorType: 'card',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('a refusal (data.error) is the reserve error as the gateway read it; a 409 comes back as-is', async () => {
    const refusal = bookingRefused('Dates taken', 'dates');
    const declined = reserveWith({}, () => left(refusal));
    expect(leftOf(await declined.run())).toBe(refusal);
    expect(declined.errors.report).not.toHaveBeenCalled();
    const conflict = http(409, 'Unfortunately, these dates are unavailable.');
    expect(leftOf(await reserveWith({}, () => left(conflict)).run())).toBe(conflict);
  });

  it('a 503 is reported as a reserve-listing failure', async () => {
    const down = http(503);
    const { errors, run } = reserveWith({}, () => left(down));
    expect(leftOf(await run())).toMatchObject({ kind: 'booking', status: 503 });
    expect(errors.report).toHaveBeenCalledWith(down, { during: 'reserve-listing' });
  });
});
