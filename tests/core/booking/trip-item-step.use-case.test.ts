import { describe, expect, it, vi } from 'vitest';
import { STEP_NOT_ALLOWED, takeTripItemStep } from '../../../src/core/booking/trip-item-step.use-case.js';
import { leftOf, reporter, right, rightOf } from '../use-case-support.js';
import { itinerary, listingItem, serviceItem } from './reserve-fixtures.js';

const fakes = () => {
  const homes = {
    requestHomePrice: vi.fn(() =>
      right({ item: { ...listingItem, status: 'in_progress' as const }, itinerary }),
    ),
    reserveHome: vi.fn(() => right({ item: listingItem, itinerary })),
    saveHomeForLater: vi.fn(() =>
      right({ item: { ...listingItem, status: 'saved_for_later' as const }, itinerary }),
    ),
  };
  const services = {
    requestServicePrice: vi.fn(() =>
      right({ item: { ...serviceItem, status: 'in_progress' as const }, itinerary }),
    ),
    reserveService: vi.fn(() => right({ item: { ...serviceItem, status: 'approved' as const }, itinerary })),
    saveServiceForLater: vi.fn(() => right({ item: serviceItem, itinerary })),
  };
  const changeListingItemStatus = vi.fn(() =>
    right({ item: { ...listingItem, status: 'booked' as const }, itinerary }),
  );
  return { homes, services, listingItems: { changeListingItemStatus }, errors: reporter() };
};

const terms = { didConfirmTerms: true, confirmedTermsMethod: 'checkbox' };
const asker = { productLine: null, partner: null, leadSource: null };
const home = (status: 'saved_for_later' | 'quoted' | 'approved', bookable = true) => ({
  kind: 'home' as const,
  itemId: 'lit_9',
  homeId: 'lst_1',
  status,
  bookable,
  dateChosen: true,
});
const service = (status: 'saved_for_later' | 'draft') => ({
  kind: 'service' as const,
  itemId: 'itm_3',
  serviceId: 'svc_chef',
  status,
  bookable: true,
  dateChosen: true,
});

describe('a booking step on an item already on the trip (takeTripItemStep)', () => {
  it('a saved home is reserved on its own item; an instant booking the host booked is told as confirmed', async () => {
    const deps = fakes();
    const done = rightOf(
      await takeTripItemStep(deps, {
        step: 'reserve',
        itineraryId: 'itn_42',
        item: home('saved_for_later'),
        terms,
        asker,
      }),
    );
    expect(deps.listingItems.changeListingItemStatus).toHaveBeenCalledWith(
      'itn_42',
      'lit_9',
      expect.objectContaining({ status: 'Approved', didConfirmTerms: true }),
    );
    expect(done.kind).toBe('home');
    expect(done.result.outcome).toBe('confirmed');
    expect(done.result.item.status).toBe('booked');
  });

  it('a home’s price request and save go through its page’s use cases, aimed at its item', async () => {
    const deps = fakes();
    await takeTripItemStep(deps, {
      step: 'request-price',
      itineraryId: 'itn_42',
      item: home('saved_for_later'),
      terms,
      asker,
    });
    expect(deps.homes.requestHomePrice).toHaveBeenCalledWith(
      'lst_1',
      { bookingContextId: null },
      { itineraryId: 'itn_42', itemId: 'lit_9' },
      asker,
    );
    await takeTripItemStep(deps, {
      step: 'save-for-later',
      itineraryId: 'itn_42',
      item: home('quoted'),
      terms,
      asker,
    });
    expect(deps.homes.saveHomeForLater).toHaveBeenCalledWith(
      'lst_1',
      { bookingContextId: null },
      { itineraryId: 'itn_42', itemId: 'lit_9' },
    );
  });

  it('a saved service is reserved with the terms, a draft one saved with nothing else sent', async () => {
    const deps = fakes();
    const done = rightOf(
      await takeTripItemStep(deps, {
        step: 'reserve',
        itineraryId: 'itn_42',
        item: service('saved_for_later'),
        terms,
        asker,
      }),
    );
    expect(deps.services.reserveService).toHaveBeenCalledWith(
      'svc_chef',
      { itemId: 'itm_3', itineraryId: 'itn_42' },
      terms,
    );
    expect(done.result.outcome).toBe('booked');
    await takeTripItemStep(deps, {
      step: 'save-for-later',
      itineraryId: 'itn_42',
      item: service('draft'),
      terms,
      asker,
    });
    expect(deps.services.saveServiceForLater).toHaveBeenCalledWith(
      'svc_chef',
      { itemId: 'itm_3', itineraryId: 'itn_42' },
      {},
    );
  });

  it('a step the status does not allow is refused before anything is sent', async () => {
    const deps = fakes();
    const refused = leftOf(
      await takeTripItemStep(deps, {
        step: 'reserve',
        itineraryId: 'itn_42',
        item: home('approved'),
        terms,
        asker,
      }),
    );
    expect(refused).toMatchObject({ kind: 'conflict', message: STEP_NOT_ALLOWED });
    const onRequest = leftOf(
      await takeTripItemStep(deps, {
        step: 'reserve',
        itineraryId: 'itn_42',
        item: home('saved_for_later', false),
        terms,
        asker,
      }),
    );
    expect(onRequest.kind).toBe('conflict');
    expect(deps.listingItems.changeListingItemStatus).not.toHaveBeenCalled();
  });
});
