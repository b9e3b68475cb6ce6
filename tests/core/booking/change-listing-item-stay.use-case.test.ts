import { describe, expect, it, vi } from 'vitest';
import {
  changeListingItemStay,
  STAY_LOCKED,
} from '../../../src/core/booking/change-listing-item-stay.use-case.js';
import { DEFAULT_DIALOG_MESSAGE } from '../../../src/core/booking-terms/dialog-content.rule.js';
import type { ListingItemGateway } from '../../../src/core/itinerary/listing-item-gateway.port.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const gateway = () => ({
  changeListingItemDates: vi.fn<ListingItemGateway['changeListingItemDates']>((_trip, _item, body) =>
    right({
      startDate: body.checkInDate,
      endDate: body.checkOutDate,
      isDateSelected: true,
      checkInDate: body.checkInDate,
      checkOutDate: body.checkOutDate,
    }),
  ),
  changeListingGuests: vi.fn<ListingItemGateway['changeListingGuests']>(() => right(undefined)),
});

const today = '2026-01-10';
const party = { adultCount: 3, childCount: 0, infantCount: 1, petCount: 0 };
const unpriced = { estimatedItemPricing: null, instantPricing: null, instantPriceFailed: null };

describe("the trip's owner changes a home's dates or guests", () => {
  it('new days are sent as check-in and check-out; the item takes the stored stay and drops old prices', async () => {
    const listingItems = gateway();
    const days = { checkIn: '2026-02-08', checkOut: '2026-02-12' };
    const changed = rightOf(
      await changeListingItemStay(
        { listingItems, errors: reporter() },
        { itinerary, item: listingItem, change: { type: 'dates', days }, today },
      ),
    );
    expect(listingItems.changeListingItemDates).toHaveBeenCalledWith('itn_42', 'lit_9', {
      checkInDate: '2026-02-08',
      checkOutDate: '2026-02-12',
    });
    expect(changed.item).toEqual({
      ...listingItem,
      ...unpriced,
      startDate: '2026-02-08',
      endDate: '2026-02-12',
      isDateSelected: true,
      checkInDate: '2026-02-08',
      checkOutDate: '2026-02-12',
    });
    // Inside the trip's week: the trip stays as it was.
    expect(changed.itinerary).toBe(itinerary);
    expect(listingItems.changeListingGuests).not.toHaveBeenCalled();
  });

  it('days beyond the trip widen it, keeping the host date objects', async () => {
    const listingItems = gateway();
    const changed = rightOf(
      await changeListingItemStay(
        { listingItems, errors: reporter() },
        {
          itinerary,
          item: listingItem,
          change: { type: 'dates', days: { checkIn: '2026-02-05', checkOut: '2026-02-20' } },
          today,
        },
      ),
    );
    expect(changed.itinerary).toEqual({
      ...itinerary,
      arrivalDate: { __type: 'Date', iso: '2026-02-05T00:00:00.000Z' },
      departureDate: { __type: 'Date', iso: '2026-02-20T00:00:00.000Z' },
    });
  });

  it('an answer without the guest days keeps the days asked for', async () => {
    const listingItems = {
      ...gateway(),
      changeListingItemDates: () =>
        right({
          startDate: '2026-02-08T00:00:00.000Z',
          endDate: '2026-02-12T00:00:00.000Z',
          isDateSelected: true,
        }),
    };
    const changed = rightOf(
      await changeListingItemStay(
        { listingItems, errors: reporter() },
        {
          itinerary,
          item: listingItem,
          change: { type: 'dates', days: { checkIn: '2026-02-08', checkOut: '2026-02-12' } },
          today,
        },
      ),
    );
    expect(changed.item).toMatchObject({
      startDate: '2026-02-08T00:00:00.000Z',
      checkInDate: '2026-02-08',
      checkOutDate: '2026-02-12',
    });
  });

  it('a new party is sent whole; the item takes it and drops old prices', async () => {
    const listingItems = gateway();
    const changed = rightOf(
      await changeListingItemStay(
        { listingItems, errors: reporter() },
        { itinerary, item: listingItem, change: { type: 'guests', guests: party }, today },
      ),
    );
    expect(listingItems.changeListingGuests).toHaveBeenCalledWith('itn_42', 'lit_9', party);
    expect(changed).toEqual({ item: { ...listingItem, ...party, ...unpriced }, itinerary });
    expect(listingItems.changeListingItemDates).not.toHaveBeenCalled();
  });

  it('what the guest chose is checked before the host is asked', async () => {
    const listingItems = gateway();
    const deps = { listingItems, errors: reporter() };
    const pastDays = await changeListingItemStay(deps, {
      itinerary,
      item: listingItem,
      change: { type: 'dates', days: { checkIn: '2026-01-09', checkOut: '2026-01-12' } },
      today,
    });
    expect(leftOf(pastDays)).toEqual({
      kind: 'validation',
      message: 'The check-in date has passed. Please choose new dates.',
    });
    const noAdult = await changeListingItemStay(deps, {
      itinerary,
      item: listingItem,
      change: { type: 'guests', guests: { ...party, adultCount: 0 } },
      today,
    });
    expect(leftOf(noAdult).kind).toBe('validation');
    expect(listingItems.changeListingItemDates).not.toHaveBeenCalled();
    expect(listingItems.changeListingGuests).not.toHaveBeenCalled();
  });

  it('a stay that holds its nights or is canceled is refused (a conflict) without asking the host', async () => {
    const listingItems = gateway();
    for (const status of ['approved', 'booked', 'canceled'] as const) {
      const refused = await changeListingItemStay(
        { listingItems, errors: reporter() },
        { itinerary, item: { ...listingItem, status }, change: { type: 'guests', guests: party }, today },
      );
      expect(leftOf(refused)).toEqual({ kind: 'conflict', message: STAY_LOCKED });
    }
    expect(listingItems.changeListingGuests).not.toHaveBeenCalled();
  });

  it("the host's refusal comes back in its words; a failure of ours is reported and read as the generic line", async () => {
    const refusal = http(409, 'This stay is reserved: please ask the concierge to change it.');
    const errors = reporter();
    const refused = await changeListingItemStay(
      { listingItems: { ...gateway(), changeListingGuests: () => left(refusal) }, errors },
      { itinerary, item: listingItem, change: { type: 'guests', guests: party }, today },
    );
    expect(leftOf(refused)).toBe(refusal);
    expect(errors.report).not.toHaveBeenCalled();

    const down = http(503);
    const failed = await changeListingItemStay(
      { listingItems: { ...gateway(), changeListingItemDates: () => left(down) }, errors },
      {
        itinerary,
        item: listingItem,
        change: { type: 'dates', days: { checkIn: '2026-02-08', checkOut: '2026-02-09' } },
        today,
      },
    );
    expect(leftOf(failed)).toMatchObject({ message: DEFAULT_DIALOG_MESSAGE, status: 503 });
    expect(errors.report).toHaveBeenCalledWith(down, { during: 'change-listing-dates' });
    const guestsDown = await changeListingItemStay(
      { listingItems: { ...gateway(), changeListingGuests: () => left(down) }, errors },
      { itinerary, item: listingItem, change: { type: 'guests', guests: party }, today },
    );
    expect(leftOf(guestsDown).message).toBe(DEFAULT_DIALOG_MESSAGE);
    expect(errors.report).toHaveBeenLastCalledWith(down, { during: 'change-listing-guests' });
  });
});
