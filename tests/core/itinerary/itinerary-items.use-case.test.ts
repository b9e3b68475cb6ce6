import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it, vi } from 'vitest';
import type { FieldValueEntry } from '../../../src/core/itinerary/field-value.entity.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { ItineraryItemGateway } from '../../../src/core/itinerary/itinerary-item-gateway.port.js';
import { ItineraryItems } from '../../../src/core/itinerary/itinerary-items.use-case.js';
import { itinerary, serviceItem } from '../booking/reserve-fixtures.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const body = {
  itemStartDate: null,
  itemEndDate: null,
  recommendationType: null,
  referringService: null,
  itemTimeSlot: null,
};
const dated = (startDate: string | null, endDate: string | null = null): ItineraryItem => ({
  ...serviceItem,
  id: 'itm_new',
  startDate,
  endDate,
});

describe('SPEC 4, 8 the itinerary items as a stateful use case', () => {
  const fakes = (overrides: Partial<ItineraryItemGateway> = {}) => ({
    addService: vi.fn<ItineraryItemGateway['addService']>(() => right(dated('2026-02-20T10:00:00.000Z'))),
    removeItem: vi.fn<ItineraryItemGateway['removeItem']>(() => right(undefined)),
    updateItemFieldValues: vi.fn<ItineraryItemGateway['updateItemFieldValues']>(() => right([])),
    ...overrides,
  });
  const loaded = (items = fakes()) => {
    const store = new ItineraryItems({ items });
    store.dispatch({ type: 'loaded', itinerary, items: [serviceItem] });
    return store;
  };

  it('SPEC 4: an added item is appended and the trip widened; listeners hear of it', async () => {
    const store = loaded();
    const seen: number[] = [];
    store.subscribe((state) => seen.push(state.items.length));
    expect(rightOf(await store.addService('svc_1', body)).id).toBe('itm_new');
    expect(store.getState().items.map((item) => item.id)).toEqual(['itm_chef_1', 'itm_new']);
    expect(store.getState().itinerary?.departureDate?.iso).toBe('2026-02-20T10:00:00.000Z');
    expect(seen).toEqual([2]);
  });

  it('SPEC 8: a failed add changes nothing and answers the failure', async () => {
    const store = loaded(fakes({ addService: () => left(http(500, 'Server down')) }));
    expect(leftOf(await store.addService('svc_1', body)).message).toBe('Server down');
    expect(store.getState().items).toHaveLength(1);
  });

  it("SPEC 6: deleting removes the item with 'Guest deleted'; a failure keeps it", async () => {
    const gateway = fakes();
    const store = loaded(gateway);
    expect(E.isRight(await store.deleteItem('itm_chef_1'))).toBe(true);
    expect(gateway.removeItem).toHaveBeenCalledWith('itn_42', 'itm_chef_1', {
      deleteReason: 'Guest deleted',
    });
    expect(store.getState().items).toEqual([]);
    const failing = loaded(fakes({ removeItem: () => left(http(409, 'Booked')) }));
    expect(leftOf(await failing.deleteItem('itm_chef_1')).message).toBe('Booked');
    expect(failing.getState().items).toHaveLength(1);
  });

  it('SPEC 4: operations on an item the itinerary does not hold are the 404 of SPEC 8', async () => {
    const store = loaded();
    const missing = {
      kind: 'not-found',
      message: 'The itinerary item could not be located on this itinerary',
      status: 404,
    };
    expect(leftOf(await store.deleteItem('itm_gone'))).toEqual(missing);
    expect(leftOf(await store.submitFields('itm_gone', []))).toEqual(missing);
  });

  it('SPEC 8: a failed field submit stores the message; a later success clears it', async () => {
    let answer = left<readonly FieldValueEntry[]>(http(400, 'Allergies is too long'));
    const store = loaded(fakes({ updateItemFieldValues: () => answer }));
    await store.submitFields('itm_chef_1', []);
    expect(store.getState().fieldErrors).toEqual({ itm_chef_1: 'Allergies is too long' });
    answer = right([]);
    expect(rightOf(await store.submitFields('itm_chef_1', [])).id).toBe('itm_chef_1');
    expect(store.getState().fieldErrors).toEqual({});
  });

  it('operating before the itinerary is loaded is a programming error', async () => {
    const store = new ItineraryItems({ items: fakes() });
    await expect(store.addService('svc_1', body)).rejects.toThrow('no itinerary loaded');
  });
});
