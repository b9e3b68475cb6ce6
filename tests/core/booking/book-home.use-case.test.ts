import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { type BookHomeRequest, bookHome } from '../../../src/core/booking/book-home.use-case.js';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import type { GuestChoicesDeps } from '../../../src/core/booking/guest-choices.use-case.js';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import type { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import type { ListingItemGateway } from '../../../src/core/itinerary/listing-item-gateway.port.js';
import type { PromoCode } from '../../../src/core/promo/promo-code.entity.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const answered = { item: { ...listingItem, objectId: 'lit_new', itinerary: null }, itinerary };
const pricing = {
  totalBaseRate: 1200,
  taxes: 96,
  securityDeposit: null,
  pricingFees: [{ name: 'Cleaning', amount: 150 }],
};
const seen = {
  estimate: { checkInDate: '2031-02-07', checkOutDate: '2031-02-10', pricing },
  search: { destination: 'Aspen', startDate: '2031-02-07', endDate: '2031-02-10', keywords: 'hot tub' },
};
const code = { objectId: 'promo-1', name: 'SKI10' } as PromoCode;

const fakes = (
  context: E.Either<ReturnType<typeof http>, BookingContext> = E.right({
    objectId: 'ctx_9',
  } as BookingContext),
) => ({
  bookings: {
    requestHomePrice: vi.fn<ListingBookingGateway['requestHomePrice']>(() => right(answered)),
    reserveHome: vi.fn<ListingBookingGateway['reserveHome']>(() => right(answered)),
    saveHomeForLater: vi.fn<ListingBookingGateway['saveHomeForLater']>(() => right(answered)),
  },
  listingItems: {
    changeListingItemStatus: vi.fn<ListingItemGateway['changeListingItemStatus']>(),
    saveListingPriceEstimate: vi.fn<ListingItemGateway['saveListingPriceEstimate']>(() => right(pricing)),
  },
  trips: { saveSearchTerms: vi.fn<ItineraryGateway['saveSearchTerms']>(() => right(undefined)) },
  contexts: { saved: vi.fn<GuestChoicesDeps['contexts']['saved']>(() => Promise.resolve(context)) },
  items: { redeemPromoCodes: vi.fn(() => right([code])) },
  notifications: { notify: vi.fn() },
  errors: reporter(),
});

const request = (extra: Partial<BookHomeRequest> = {}): BookHomeRequest => ({
  action: 'reserve',
  homeId: 'lst_aspen_lodge',
  choices: {
    item: { itemId: 'lst_aspen_lodge', itemType: 'Listing' },
    state: { itemStartDate: '2031-02-07', didConfirmTerms: true, confirmedTermsMethod: 'checkbox' },
    promoCodes: [code],
  },
  trip: { itineraryId: 'itn_42', itemId: null },
  setting: { bookingSetting: 'KEY Instant Booking', hasCardOnFile: false, marketHasServicesCatalog: true },
  asker: { productLine: 'Concierge', partner: null, leadSource: null },
  ...extra,
});

describe('a guest action on a home’s page (bookHome)', () => {
  it('saves the choices (codes included) as the home’s context and reserves with it; no code is redeemed after', async () => {
    const deps = fakes();
    const result = rightOf(await bookHome(deps, request()));
    expect(deps.contexts.saved).toHaveBeenCalledWith(
      { itemId: 'lst_aspen_lodge', itemType: 'Listing' },
      expect.objectContaining({ itemStartDate: '2031-02-07' }),
      { anonymous: false },
    );
    expect(deps.bookings.reserveHome).toHaveBeenCalledWith(
      'lst_aspen_lodge',
      { bookingContextId: 'ctx_9' },
      { itineraryId: 'itn_42', itemId: null },
    );
    expect(result.outcome).toBe('approved');
    // The host redeems the context's codes inside the reserve: a reserved item takes no code after.
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
  });

  it('asks for a price or saves for later with the context, and redeems no code', async () => {
    const deps = fakes();
    expect(rightOf(await bookHome(deps, request({ action: 'request-price', trip: null }))).outcome).toBe(
      'requested',
    );
    expect(deps.bookings.requestHomePrice).toHaveBeenCalledWith(
      'lst_aspen_lodge',
      { bookingContextId: 'ctx_9' },
      null,
      { productLine: 'Concierge', partner: null, leadSource: null },
    );
    expect(rightOf(await bookHome(deps, request({ action: 'save-for-later' }))).outcome).toBe('saved');
    expect(deps.bookings.saveHomeForLater).toHaveBeenCalledWith(
      'lst_aspen_lodge',
      { bookingContextId: 'ctx_9' },
      { itineraryId: 'itn_42', itemId: null },
    );
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
  });

  it('goes ahead without a context when it cannot be saved', async () => {
    const deps = fakes(E.left(http(503)));
    await bookHome(deps, request({ action: 'save-for-later' }));
    expect(deps.bookings.saveHomeForLater).toHaveBeenCalledWith(
      'lst_aspen_lodge',
      { bookingContextId: null },
      { itineraryId: 'itn_42', itemId: null },
    );
  });

  it('a refused reserve redeems nothing; a signed-out guest’s comes back as signed out', async () => {
    const deps = fakes();
    deps.bookings.reserveHome.mockImplementation(() =>
      left(appError('unauthorized', 'User is not signed in.')),
    );
    expect(leftOf(await bookHome(deps, request())).kind).toBe('unauthorized');
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
  });

  it('keeps the estimate the guest saw with the stay it placed, and the search with its trip', async () => {
    const deps = fakes();
    await bookHome(deps, request({ action: 'request-price', seen }));
    expect(deps.listingItems.saveListingPriceEstimate).toHaveBeenCalledWith(itinerary.objectId, 'lit_new', {
      checkInDate: '2031-02-07',
      checkOutDate: '2031-02-10',
      estimatedPricing: pricing,
    });
    expect(deps.trips.saveSearchTerms).toHaveBeenCalledWith(itinerary.objectId, { terms: seen.search });
  });

  it('keeps no estimate for a reserve (its nights are held), nor an empty search or an unpriced stay', async () => {
    const deps = fakes();
    await bookHome(deps, request({ seen }));
    expect(deps.listingItems.saveListingPriceEstimate).not.toHaveBeenCalled();
    expect(deps.trips.saveSearchTerms).toHaveBeenCalledTimes(1);
    await bookHome(deps, request({ action: 'save-for-later', seen: { estimate: null, search: {} } }));
    expect(deps.listingItems.saveListingPriceEstimate).not.toHaveBeenCalled();
    expect(deps.trips.saveSearchTerms).toHaveBeenCalledTimes(1);
  });

  it('a failed keepsake is reported and the booking still stands; a refused booking keeps nothing', async () => {
    const deps = fakes();
    deps.listingItems.saveListingPriceEstimate.mockImplementation(() => left(http(409)));
    deps.trips.saveSearchTerms.mockImplementation(() => left(http(503)));
    expect(rightOf(await bookHome(deps, request({ action: 'save-for-later', seen }))).outcome).toBe('saved');
    expect(deps.errors.report).toHaveBeenCalledTimes(2);
    const refused = fakes();
    refused.bookings.requestHomePrice.mockImplementation(() =>
      left(http(400, 'These dates are unavailable')),
    );
    await bookHome(refused, request({ action: 'request-price', seen }));
    expect(refused.listingItems.saveListingPriceEstimate).not.toHaveBeenCalled();
    expect(refused.trips.saveSearchTerms).not.toHaveBeenCalled();
  });
});
