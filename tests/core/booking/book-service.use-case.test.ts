import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import {
  addServiceToTrip,
  type BookServiceRequest,
  bookService,
} from '../../../src/core/booking/book-service.use-case.js';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import type { Itinerary } from '../../../src/core/itinerary/itinerary.entity.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { PromoCode } from '../../../src/core/promo/promo-code.entity.js';
import { itineraryItemSample, itinerarySummarySample } from '../arbitraries/samples.js';
import { http, left, reporter, right } from '../use-case-support.js';

const trip = {
  ...itinerarySummarySample,
  objectId: 'itn_9',
  market: { ...itinerarySummarySample.market, objectId: 'mk-aspen' },
  arrivalDate: { iso: '2031-02-01T00:00:00.000Z' },
  departureDate: { iso: '2031-02-08T00:00:00.000Z' },
  items: [],
} as Itinerary;
const item: ItineraryItem = { ...(itineraryItemSample as ItineraryItem), id: 'itm-9', fields: [] };

const fakes = () => ({
  bookings: {
    requestServicePrice: vi.fn(() =>
      right({ item: { ...item, status: 'in_progress' as const }, itinerary: trip }),
    ),
    reserveService: vi.fn(() => right({ item: { ...item, status: 'approved' as const }, itinerary: trip })),
    saveServiceForLater: vi.fn(() => right({ item, itinerary: trip })),
  },
  itineraries: {
    itineraries: vi.fn(() => right([trip])),
    createItinerary: vi.fn(() => right({ ...trip, objectId: 'itn_new' })),
    guestItinerary: vi.fn(() => right(trip)),
  },
  items: {
    addService: vi.fn(() => right<ItineraryItem>({ ...item, startDate: '2031-02-03T00:00:00.000Z' })),
    updateItemFieldValues: vi.fn(() => right([])),
    changeItemDates: vi.fn(() =>
      right({
        startDate: '2031-02-03T00:00:00.000Z',
        endDate: '2031-02-03T00:00:00.000Z',
        isDateSelected: true,
      }),
    ),
    saveItemPricing: vi.fn(() => right([])),
  },
  errors: reporter(),
});

const request = (extra: Partial<BookServiceRequest> = {}): BookServiceRequest => ({
  action: 'reserve',
  service: { id: 'svc-chef', name: 'Private Chef Dinner' },
  marketId: 'mk-aspen',
  place: null,
  days: { startDay: '2031-02-03', endDay: '2031-02-03' },
  dates: { itemStartDate: '2031-02-03T00:00:00.000Z', itemEndDate: null },
  timeSlot: null,
  answers: [{ objectId: 'fld-a', displayValue: 'Peanuts', value: { content: 'Peanuts', type: 'text' } }],
  params: { itemBookingContext: 'ctx-1' },
  productLine: null,
  ...extra,
});

describe('booking a service from its panel (bookService)', () => {
  it('joins the trip that meets the dates, adds the item, saves the answers, then reserves it', async () => {
    const deps = fakes();
    const result = await bookService(deps, request());
    expect(deps.itineraries.createItinerary).not.toHaveBeenCalled();
    expect(deps.items.addService).toHaveBeenCalledWith(
      'itn_9',
      'svc-chef',
      expect.objectContaining({ itemStartDate: '2031-02-03T00:00:00.000Z' }),
    );
    expect(deps.items.updateItemFieldValues).toHaveBeenCalledWith('itn_9', 'itm-9', request().answers);
    expect(deps.bookings.reserveService).toHaveBeenCalledWith(
      'svc-chef',
      { itemId: 'itm-9', itineraryId: 'itn_9' },
      expect.objectContaining({ itemBookingContext: 'ctx-1' }),
    );
    expect(E.isRight(result.outcome) && result.outcome.right.outcome).toBe('booked');
    expect(result.place).toEqual({ itineraryId: 'itn_9', itemId: 'itm-9' });
    expect(result.widened).toBeNull();
  });

  it('creates a trip named after the service when none meets the dates', async () => {
    const deps = fakes();
    await bookService(deps, request({ days: { startDay: '2031-05-01', endDay: '2031-05-01' } }));
    expect(deps.itineraries.createItinerary).toHaveBeenCalledWith(
      expect.objectContaining({
        marketId: 'mk-aspen',
        itineraryName: 'Private Chef Dinner',
        arrivalDate: '2031-05-01',
      }),
    );
  });

  it('answers the widened trip when the item fell outside it', async () => {
    const deps = fakes();
    deps.items.addService.mockImplementation(() =>
      right({ ...item, startDate: '2031-02-10T00:00:00.000Z', endDate: null }),
    );
    const result = await bookService(deps, request({ place: { itineraryId: 'itn_9', itemId: null } }));
    expect(result.widened?.departureDate?.iso).toBe('2031-02-10T00:00:00.000Z');
  });

  it('continues on an item already placed: no second item', async () => {
    const deps = fakes();
    await bookService(
      deps,
      request({ action: 'save-for-later', place: { itineraryId: 'itn_9', itemId: 'itm-9' } }),
    );
    expect(deps.items.addService).not.toHaveBeenCalled();
    expect(deps.itineraries.itineraries).not.toHaveBeenCalled();
    expect(deps.bookings.saveServiceForLater).toHaveBeenCalled();
  });

  it('a refused answer stops it with the host’s words, and says where it got to', async () => {
    const deps = fakes();
    deps.items.updateItemFieldValues.mockImplementation(() =>
      left(http(400, 'updates.0.objectId is not a field')),
    );
    const result = await bookService(deps, request());
    expect(E.isLeft(result.outcome) && result.outcome.left.message).toBe('updates.0.objectId is not a field');
    expect(result.place).toEqual({ itineraryId: 'itn_9', itemId: 'itm-9' });
    expect(deps.bookings.reserveService).not.toHaveBeenCalled();
  });

  it('a failure of ours is reported and told in the dialog’s generic words', async () => {
    const deps = fakes();
    deps.itineraries.itineraries.mockImplementation(() => left(http(503)));
    const result = await bookService(deps, request({ action: 'request-price' }));
    expect(E.isLeft(result.outcome) && result.outcome.left.message).toMatch(
      /can't seem to process your request/,
    );
    expect(deps.errors.report).toHaveBeenCalled();
    expect(result.place).toBeNull();
  });
});

describe('adding a service to a trip and nothing more (addServiceToTrip)', () => {
  it('places the item with its dates and answers, and calls no booking', async () => {
    const deps = fakes();
    const result = await addServiceToTrip(deps, request());
    expect(deps.items.addService).toHaveBeenCalledWith(
      'itn_9',
      'svc-chef',
      expect.objectContaining({ itemStartDate: '2031-02-03T00:00:00.000Z' }),
    );
    expect(deps.items.updateItemFieldValues).toHaveBeenCalledWith('itn_9', 'itm-9', request().answers);
    expect(deps.bookings.requestServicePrice).not.toHaveBeenCalled();
    expect(deps.bookings.reserveService).not.toHaveBeenCalled();
    expect(deps.bookings.saveServiceForLater).not.toHaveBeenCalled();
    expect(result.outcome).toEqual(E.right({ itineraryId: 'itn_9', itemId: 'itm-9' }));
    expect(result.place).toEqual({ itineraryId: 'itn_9', itemId: 'itm-9' });
  });

  it('an item already placed is answered as it is, its answers saved again', async () => {
    const deps = fakes();
    const result = await addServiceToTrip(
      deps,
      request({ place: { itineraryId: 'itn_9', itemId: 'itm-3' } }),
    );
    expect(deps.items.addService).not.toHaveBeenCalled();
    expect(deps.items.updateItemFieldValues).toHaveBeenCalledWith('itn_9', 'itm-3', request().answers);
    expect(result.outcome).toEqual(E.right({ itineraryId: 'itn_9', itemId: 'itm-3' }));
  });

  it('an item already placed takes the guest’s dates and price choices as they are now', async () => {
    const deps = fakes();
    const pricing = [
      { pricingHeaderId: 'h1', pricingOptionId: 'o1', pricingConfigId: 'c1', quantity: 2, total: 80 },
    ];
    await addServiceToTrip(deps, request({ place: { itineraryId: 'itn_9', itemId: 'itm-3' }, pricing }));
    expect(deps.items.changeItemDates).toHaveBeenCalledWith('itn_9', 'itm-3', {
      startDate: '2031-02-03T00:00:00.000Z',
      endDate: '2031-02-03T00:00:00.000Z',
    });
    expect(deps.items.saveItemPricing).toHaveBeenCalledWith('itn_9', 'itm-3', { pricing });
  });

  it('a new item asks for neither; a refused date change stops there in the host’s words', async () => {
    const deps = fakes();
    await addServiceToTrip(deps, request({ pricing: [] }));
    expect(deps.items.changeItemDates).not.toHaveBeenCalled();
    expect(deps.items.saveItemPricing).not.toHaveBeenCalled();
    deps.items.changeItemDates.mockImplementation(() => left(http(400, 'This service is closed that day.')));
    const refused = await bookService(deps, request({ place: { itineraryId: 'itn_9', itemId: 'itm-3' } }));
    expect(E.isLeft(refused.outcome) && refused.outcome.left.message).toBe(
      'This service is closed that day.',
    );
    expect(deps.bookings.reserveService).not.toHaveBeenCalled();
  });

  it('a refused addition is the host’s words, reported under its own name when it is ours', async () => {
    const deps = fakes();
    deps.items.addService.mockImplementation(() => left(http(409, 'This trip has ended.')));
    const refused = await addServiceToTrip(deps, request({ answers: [] }));
    expect(E.isLeft(refused.outcome) && refused.outcome.left.message).toBe('This trip has ended.');
    expect(refused.place).toEqual({ itineraryId: 'itn_9', itemId: null });
    deps.items.addService.mockImplementation(() => left(http(503)));
    await addServiceToTrip(deps, request({ answers: [] }));
    expect(deps.errors.report).toHaveBeenCalledWith(expect.anything(), { during: 'add-to-trip' });
  });
});

describe('a service booked with the panel’s choices (bookService, as homes are)', () => {
  const code = { objectId: 'promo-1', name: 'CHEF10' } as PromoCode;
  const withChoices = () => {
    const deps = fakes();
    return {
      ...deps,
      items: { ...deps.items, redeemPromoCodes: vi.fn(() => right([code])) },
      contexts: {
        saved: vi.fn(() => Promise.resolve(E.right({ objectId: 'ctx-saved' } as BookingContext))),
      },
      notifications: { notify: vi.fn() },
    };
  };
  const choices = {
    item: { itemId: 'svc-chef', itemType: 'Service' as const },
    state: {},
    promoCodes: [code],
  };

  it('saves the context and books with its id: the host redeems its codes, nothing after the reserve', async () => {
    const deps = withChoices();
    const result = await bookService(deps, { ...request(), choices });
    expect(E.isRight(result.outcome)).toBe(true);
    expect(deps.bookings.reserveService).toHaveBeenCalledWith(
      'svc-chef',
      { itineraryId: 'itn_9', itemId: 'itm-9' },
      expect.objectContaining({ itemBookingContext: 'ctx-saved' }),
    );
    expect(deps.contexts.saved).toHaveBeenCalledWith(choices.item, choices.state, { anonymous: false });
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
  });

  it('a price request redeems nothing', async () => {
    const deps = withChoices();
    await bookService(deps, { ...request({ action: 'request-price' }), choices });
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
  });
});
