import { describe, expect, it, vi } from 'vitest';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import {
  type SaveHomeForLaterRequest,
  saveHomeForLater,
} from '../../../src/core/booking/save-home-for-later.use-case.js';
import { bookingRefused } from '../../../src/core/booking-terms/booking-error.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking-terms/dialog-content.rule.js';
import { itineraryListingItemFailed } from '../../../src/core/errors/known-errors.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const request: SaveHomeForLaterRequest = {
  homeId: 'lst_aspen_lodge',
  stay: { bookingContextId: 'ctx_1' },
  trip: null,
};

const saved = { item: { ...listingItem, status: 'saved_for_later' as const, itinerary: null }, itinerary };

const saveWith = (answer: ListingBookingGateway['saveHomeForLater'] = () => right(saved)) => {
  const call = vi.fn<ListingBookingGateway['saveHomeForLater']>(answer);
  const errors = reporter();
  return {
    call,
    errors,
    run: () => saveHomeForLater({ bookings: { saveHomeForLater: call }, errors }, request),
  };
};

describe('saving a home for later (save-for-later-listing)', () => {
  it("sends the context and target without telling the concierge, and answers 'saved' with its trip", async () => {
    const { call, errors, run } = saveWith();
    const result = rightOf(await run());
    expect(call).toHaveBeenCalledWith('lst_aspen_lodge', { bookingContextId: 'ctx_1' }, null);
    expect(result.item.status).toBe('saved_for_later');
    expect(result.itinerary).toBe(itinerary);
    expect(result.outcome).toBe('saved');
    expect(errors.report).not.toHaveBeenCalled();
  });

  it("tells the guest in the catalogue's words for no last change date, then that its dates are not held", async () => {
    // The item has a start date, but it is no last change date for a home: none is offered.
    expect(saved.item.startDate).toBe('2026-02-07');
    const { confirmation } = rightOf(await saveWith().run());
    expect(confirmation).toEqual({
      title: 'Saved For Later',
      message:
        'You may click the service at any time to complete the reservation. The home is on your trip. Its dates are not held for you until you reserve it.',
      buttons: [],
    });
    expect(confirmation.message).not.toMatch(/You have until/);
  });

  it('a 409 refusing the move comes back with the host message, not reported', async () => {
    const refused = http(409, 'This item is saved for later: you cannot save it for later now.');
    const { errors, run } = saveWith(() => left(refused));
    expect(leftOf(await run())).toBe(refused);
    expect(errors.report).not.toHaveBeenCalled();
  });

  it('a refusal in data.error or an answer without its item is kept as the gateway read it', async () => {
    const refusal = bookingRefused('Not now', 'booking');
    expect(leftOf(await saveWith(() => left(refusal)).run())).toBe(refusal);
    expect(leftOf(await saveWith(() => left(itineraryListingItemFailed())).run())).toEqual({
      kind: 'booking',
      message: 'Error creating itinerary listing item',
    });
  });

  it('a 503 or a timeout is reported as a save-listing-for-later failure and becomes the generic line', async () => {
    for (const failure of [http(503), appError('timeout', 'took too long')]) {
      const { errors, run } = saveWith(() => left(failure));
      expect(leftOf(await run())).toMatchObject({ kind: 'booking', message: DEFAULT_DIALOG_MESSAGE });
      expect(errors.report).toHaveBeenCalledWith(failure, { during: 'save-listing-for-later' });
    }
  });
});
