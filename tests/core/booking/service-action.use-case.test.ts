import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import {
  serviceBookingStateId,
  storePendingAction,
} from '../../../src/core/booking/pending-booking-action.rule.js';
import {
  runServiceAction,
  type ServiceActionRequest,
} from '../../../src/core/booking/service-action.use-case.js';
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
const STARTS = 'bookingState:service-svc-chef:itemStartDate';
const code = { objectId: 'promo-1', name: 'SPRING' } as PromoCode;

/** A key-value store in memory, to see what the flow leaves behind. */
const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
};

const fakes = () => ({
  saveContext: vi.fn(() => right({ objectId: 'ctx-7' })),
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
    addService: vi.fn(() => right<ItineraryItem>(item)),
    updateItemFieldValues: vi.fn(() => right([])),
    changeItemDates: vi.fn(() =>
      right({
        startDate: '2031-02-03T00:00:00.000Z',
        endDate: '2031-02-03T00:00:00.000Z',
        isDateSelected: true,
      }),
    ),
    saveItemPricing: vi.fn(() => right([])),
    redeemPromoCodes: vi.fn(() => right([])),
  },
  notifications: { notify: vi.fn() },
  store: memoryStore(),
  errors: reporter(),
});

const request = (extra: Partial<ServiceActionRequest> = {}): ServiceActionRequest => ({
  action: 'reserve',
  service: { id: 'svc-chef', name: 'Private Chef Dinner' },
  marketId: 'mk-aspen',
  place: null,
  days: { startDay: '2031-02-03', endDay: '2031-02-03' },
  dates: { itemStartDate: '2031-02-03T00:00:00.000Z', itemEndDate: null },
  timeSlot: null,
  answers: [],
  productLine: null,
  state: { itemStartDate: '2031-02-03T00:00:00.000Z', itineraryItemPricing: null, promoCodes: [code] },
  promoCodes: [code],
  leadId: 'lead-1',
  ids: { bookingStateId: serviceBookingStateId('svc-chef'), userId: 'usr-1' },
  ...extra,
});

describe("a service's action from its panel (runServiceAction)", () => {
  it('saves the context, reserves with it (the host redeems its codes, none redeemed after) and clears the booking state', async () => {
    const deps = fakes();
    deps.store.set(STARTS, '"2031-02-03T00:00:00.000Z"');
    storePendingAction(deps.store, serviceBookingStateId('svc-chef'), 'reserve');
    const before = deps.store.values.size;
    const run = await runServiceAction(deps, request());
    expect(deps.saveContext).toHaveBeenCalledWith(
      { itemId: 'svc-chef', itemType: 'Service' },
      request().state,
    );
    expect(run.context).toMatchObject({ id: 'service-svc-chef', objectId: 'ctx-7', itemType: 'Service' });
    expect(deps.bookings.reserveService).toHaveBeenCalledWith(
      'svc-chef',
      { itemId: 'itm-9', itineraryId: 'itn_9' },
      expect.objectContaining({ itemBookingContext: 'ctx-7', leadId: 'lead-1', promoCodes: [code] }),
    );
    // The codes are in the context the reserve names: a reserved item takes no code afterwards.
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
    expect(run.ended).toMatchObject({ action: 'reserve', cleared: true });
    // The pending action and the persisted choices are gone.
    expect(before).toBe(2);
    expect([...deps.store.values.keys()]).toEqual([]);
  });

  it('redeems no codes for a price request, and a refused call keeps the booking state', async () => {
    const deps = fakes();
    deps.bookings.requestServicePrice.mockImplementation(() => left(http(500, 'down')) as never);
    deps.store.set(STARTS, '"2031-02-03T00:00:00.000Z"');
    const run = await runServiceAction(deps, request({ action: 'request-price' }));
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
    expect(run.ended.action === 'request-price' && run.ended.cleared).toBe(false);
    expect(E.isLeft(run.ended.result.outcome)).toBe(true);
    expect([...deps.store.values.keys()]).toEqual([STARTS]);
  });

  it('adds to the trip only: nothing is booked, the choices stay, and a widened trip is told of', async () => {
    const deps = fakes();
    deps.items.addService.mockImplementation(() =>
      right<ItineraryItem>({
        ...item,
        startDate: '2031-03-01T00:00:00.000Z',
        endDate: '2031-03-01T03:00:00.000Z',
      }),
    );
    const run = await runServiceAction(
      deps,
      request({ action: 'add-to-trip', place: { itineraryId: 'itn_9', itemId: null } }),
    );
    expect(deps.bookings.reserveService).not.toHaveBeenCalled();
    expect(run.ended.action).toBe('add-to-trip');
    const outcome = run.ended.result.outcome as E.Either<unknown, unknown>;
    expect(E.isRight(outcome) && outcome.right).toEqual({ itineraryId: 'itn_9', itemId: 'itm-9' });
    expect(deps.items.redeemPromoCodes).not.toHaveBeenCalled();
    expect(run.ended.result.widened).not.toBeNull();
    expect(deps.notifications.notify).toHaveBeenCalledWith(
      expect.objectContaining({ tone: 'info', title: 'Your trip’s dates changed' }),
    );
  });

  it('books without a context id when the context cannot be saved', async () => {
    const deps = fakes();
    deps.saveContext.mockImplementation(() => left(http(500)) as never);
    const run = await runServiceAction(deps, request({ action: 'save-for-later', promoCodes: [] }));
    expect(run.context.objectId).toBeNull();
    expect(deps.bookings.saveServiceForLater).toHaveBeenCalledWith(
      'svc-chef',
      { itemId: 'itm-9', itineraryId: 'itn_9' },
      expect.objectContaining({ itemBookingContext: null }),
    );
  });
});
