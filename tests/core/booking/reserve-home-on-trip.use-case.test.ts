import { describe, expect, it, vi } from 'vitest';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import { reserveHome } from '../../../src/core/booking/reserve-home.use-case.js';
import { bookingRefused } from '../../../src/core/booking-terms/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking-terms/dialog-content.rule.js';
import { itineraryListingItemFailed } from '../../../src/core/errors/known-errors.js';
import type { ListingItemGateway } from '../../../src/core/itinerary/listing-item-gateway.port.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

describe('reserveHome of a home already on the trip sends status Approved; the local item becomes approved', () => {
  const request = {
    homeId: 'lst_aspen_lodge',
    stay: { bookingContextId: 'ctx_1' },
    trip: { itineraryId: 'itn_42', itemId: 'lit_9' },
    setting: null,
    terms: { didConfirmTerms: true, confirmedTermsMethod: 'checkbox' },
  };
  /** The home's own reserve call must not be made for a home already on the trip. */
  const bookings = { reserveHome: vi.fn<ListingBookingGateway['reserveHome']>() };

  it("status 'Approved' is sent with the terms and the case feed; the item reads approved", async () => {
    const call = vi.fn<ListingItemGateway['changeListingItemStatus']>(() =>
      right({ item: listingItem, itinerary }),
    );
    const result = rightOf(
      await reserveHome(
        { bookings, listingItems: { changeListingItemStatus: call }, errors: reporter() },
        request,
      ),
    );
    expect(call).toHaveBeenCalledWith('itn_42', 'lit_9', {
      status: 'Approved',
      didConfirmTerms: true,
      confirmedTermsMethod: 'checkbox',
      updateCaseFeed: true,
      itemBookingContext: 'ctx_1',
    });
    expect(bookings.reserveHome).not.toHaveBeenCalled();
    expect(listingItem.status).toBe('in_progress');
    expect(result.item).toEqual({ ...listingItem, status: 'approved' });
    expect(result.itinerary).toEqual(itinerary);
    expect(result.outcome).toBe('approved');
    expect(result.confirmation.title).toBe('Your request is being finalized.');
  });

  it("'Error creating itinerary listing item' is kept, unreported; a 500 is reported", async () => {
    const noItem = reporter();
    const empty = await reserveHome(
      {
        bookings,
        listingItems: { changeListingItemStatus: () => left(itineraryListingItemFailed()) },
        errors: noItem,
      },
      request,
    );
    expect(leftOf(empty).message).toBe('Error creating itinerary listing item');
    expect(noItem.report).not.toHaveBeenCalled();
    const errors = reporter();
    const down = http(500);
    const failed = await reserveHome(
      { bookings, listingItems: { changeListingItemStatus: () => left(down) }, errors },
      request,
    );
    expect(leftOf(failed)).toMatchObject({ kind: 'booking', message: DEFAULT_DIALOG_MESSAGE });
    expect(errors.report).toHaveBeenCalledWith(down, { during: 'reserve-listing-item' });
  });

  it('a refusal of the new status is the reserve error, as the gateway read it', async () => {
    const refusal = bookingRefused('Terms not confirmed');
    const result = await reserveHome(
      { bookings, listingItems: { changeListingItemStatus: () => left(refusal) }, errors: reporter() },
      request,
    );
    expect(leftOf(result)).toBe(refusal);
  });
});
