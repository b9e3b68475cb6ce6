import { describe, expect, it, vi } from 'vitest';
import { bookingRefused } from '../../../src/core/booking/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking/dialog-content.rule.js';
import { reserveListingItem } from '../../../src/core/booking/reserve-listing-item.use-case.js';
import { itineraryListingItemFailed } from '../../../src/core/errors/known-errors.js';
import type { ListingItemGateway } from '../../../src/core/listing/listing-item-gateway.port.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

describe('Listing reserve sends status Approved and the local item becomes approved', () => {
  const request = {
    itineraryId: 'itn_42',
    listingItemId: 'lit_9',
    didConfirmTerms: true,
    confirmedTermsMethod: 'checkbox',
    itemBookingContext: 'ctx_1',
  };

  it("status 'Approved' is sent with the terms and the case feed; the item reads approved", async () => {
    const call = vi.fn<ListingItemGateway['changeListingItemStatus']>(() =>
      right({ item: listingItem, itinerary }),
    );
    const result = rightOf(
      await reserveListingItem(
        { listingItems: { changeListingItemStatus: call }, errors: reporter() },
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
    expect(listingItem.status).toBe('in_progress');
    expect(result.item).toEqual({ ...listingItem, status: 'approved' });
    expect(result.itinerary).toEqual(itinerary);
    expect(result.outcome).toBe('approved');
    expect(result.confirmation.title).toBe('Your request is being finalized.');
  });

  it("'Error creating itinerary listing item' is kept, unreported; a 500 is reported", async () => {
    const noItem = reporter();
    const empty = await reserveListingItem(
      { listingItems: { changeListingItemStatus: () => left(itineraryListingItemFailed()) }, errors: noItem },
      request,
    );
    expect(leftOf(empty).message).toBe('Error creating itinerary listing item');
    expect(noItem.report).not.toHaveBeenCalled();
    const errors = reporter();
    const down = http(500);
    const failed = await reserveListingItem(
      { listingItems: { changeListingItemStatus: () => left(down) }, errors },
      request,
    );
    expect(leftOf(failed)).toMatchObject({ kind: 'booking', message: DEFAULT_DIALOG_MESSAGE });
    expect(errors.report).toHaveBeenCalledWith(down, { during: 'reserve-listing-item' });
  });

  it('a refusal of the new status is the reserve error, as the gateway read it', async () => {
    const refusal = bookingRefused('Terms not confirmed');
    const result = await reserveListingItem(
      { listingItems: { changeListingItemStatus: () => left(refusal) }, errors: reporter() },
      request,
    );
    expect(leftOf(result)).toBe(refusal);
  });
});
