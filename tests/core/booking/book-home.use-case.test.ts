import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import { type BookHomeRequest, bookHome } from '../../../src/core/booking/book-home.use-case.js';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import type { GuestChoicesDeps } from '../../../src/core/booking/guest-choices.use-case.js';
import type { ListingBookingGateway } from '../../../src/core/booking/listing-booking-gateway.port.js';
import type { ListingItemGateway } from '../../../src/core/listing/listing-item-gateway.port.js';
import type { PromoCode } from '../../../src/core/promo/promo-code.entity.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem } from './reserve-fixtures.js';

const answered = { item: { ...listingItem, objectId: 'lit_new', itinerary: null }, itinerary };
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
  listingItems: { changeListingItemStatus: vi.fn<ListingItemGateway['changeListingItemStatus']>() },
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
});
