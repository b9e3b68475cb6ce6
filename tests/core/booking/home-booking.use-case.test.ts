import { describe, expect, it, vi } from 'vitest';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import {
  type HomePriceRequest,
  requestHomePrice,
} from '../../../src/core/booking/request-home-price.use-case.js';
import { type ReserveHomeRequest, reserveHome } from '../../../src/core/booking/reserve-home.use-case.js';
import { bookingRefused } from '../../../src/core/booking-terms/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking-terms/dialog-content.rule.js';
import { itineraryListingItemFailed } from '../../../src/core/errors/known-errors.js';
import type { ListingItemGateway } from '../../../src/core/itinerary/listing-item-gateway.port.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const priceRequest: HomePriceRequest = {
  homeId: 'lst_aspen_lodge',
  stay: { bookingContextId: 'ctx_1' },
  trip: null,
  asker: { productLine: 'Concierge', partner: null, leadSource: 'web' },
};

describe('Request Price (request-price-next)', () => {
  it("asks with the stay, no trip and who asks, and answers the item, its trip and 'requested'", async () => {
    const call = vi.fn<ListingBookingGateway['requestHomePrice']>(() =>
      right({ item: { ...listingItem, itinerary: null }, itinerary }),
    );
    const result = rightOf(
      await requestHomePrice({ bookings: { requestHomePrice: call }, errors: reporter() }, priceRequest),
    );
    expect(call).toHaveBeenCalledWith('lst_aspen_lodge', { bookingContextId: 'ctx_1' }, null, {
      productLine: 'Concierge',
      partner: null,
      leadSource: 'web',
    });
    expect(result.itinerary).toBe(itinerary);
    expect(result.outcome).toBe('requested');
    expect(result.confirmation.title).toBe('Your request has been received!');
  });

  it("'Error creating itinerary listing item', as the gateway read the answer, is kept and not reported", async () => {
    const errors = reporter();
    const result = await requestHomePrice(
      { bookings: { requestHomePrice: () => left(itineraryListingItemFailed()) }, errors },
      priceRequest,
    );
    expect(leftOf(result)).toEqual({ kind: 'booking', message: 'Error creating itinerary listing item' });
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a 400 comes back as-is; a timeout is reported and becomes the generic line', async () => {
    const refused = http(400, 'Too many guests');
    const errors = reporter();
    const as = (failure: ReturnType<typeof http>) =>
      requestHomePrice({ bookings: { requestHomePrice: () => left(failure) }, errors }, priceRequest);
    expect(leftOf(await as(refused))).toBe(refused);
    const slow = appError('timeout', 'took too long');
    expect(leftOf(await as(slow))).toEqual({ kind: 'booking', message: DEFAULT_DIALOG_MESSAGE });
    expect(errors.report).toHaveBeenCalledWith(slow, { during: 'request-listing-price' });
  });
});

const reserveRequest: ReserveHomeRequest = {
  homeId: 'lst_aspen_lodge',
  stay: { bookingContextId: 'ctx_1' },
  trip: { itineraryId: 'itn_42', itemId: null },
  setting: {
    bookingSetting: 'Streamline Instant Booking',
    hasCardOnFile: true,
    marketHasServicesCatalog: true,
  },
  terms: { didConfirmTerms: true, confirmedTermsMethod: 'checkbox' },
};
type Setting = NonNullable<ReserveHomeRequest['setting']>;

const booked = { item: { ...listingItem, status: 'booked' as const, itinerary: null }, itinerary };

const reserveWith = (setting: Partial<Setting>, answer = () => right(booked)) => {
  const call = vi.fn<ListingBookingGateway['reserveHome']>(answer);
  const moved = vi.fn<ListingItemGateway['changeListingItemStatus']>();
  const errors = reporter();
  const request = { ...reserveRequest, setting: { ...(reserveRequest.setting as Setting), ...setting } };
  return {
    call,
    moved,
    errors,
    run: () =>
      reserveHome(
        { bookings: { reserveHome: call }, listingItems: { changeListingItemStatus: moved }, errors },
        request,
      ),
  };
};

describe('reserveHome from the home\u2019s page (reserve-listing)', () => {
  it("an integration instant booking with a card is 'confirmed', the home reserved onto the page's trip", async () => {
    const { call, moved, run } = reserveWith({});
    const result = rightOf(await run());
    expect(call).toHaveBeenCalledWith(
      'lst_aspen_lodge',
      { bookingContextId: 'ctx_1' },
      { itineraryId: 'itn_42', itemId: null },
    );
    expect(moved).not.toHaveBeenCalled();
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
