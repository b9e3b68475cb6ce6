import { describe, expect, it } from 'vitest';
import {
  initialItineraryItemsState,
  itineraryItemsTransition,
} from '../../../src/core/itinerary/itinerary-items-state.js';
import { itinerary, serviceItem } from '../booking/reserve-fixtures.js';

const other = { ...serviceItem, id: 'itm_other' };
const loaded = itineraryItemsTransition(
  { ...initialItineraryItemsState, activeItemId: 'stale', fieldErrors: { stale: 'x' } },
  { type: 'loaded', itinerary, items: [serviceItem, other] },
);

describe('SPEC 4 itinerary items state', () => {
  it('SPEC 4: loading replaces everything', () => {
    expect(loaded).toEqual({ ...initialItineraryItemsState, itinerary, items: [serviceItem, other] });
  });

  it('SPEC 4 Item update for an unknown id appends it; a known one is replaced in place', () => {
    const fresh = { ...serviceItem, id: 'itm_fresh' };
    expect(itineraryItemsTransition(loaded, { type: 'item-updated', item: fresh }).items).toEqual([
      serviceItem,
      other,
      fresh,
    ]);
    const quoted = { ...serviceItem, status: 'approved' as const };
    expect(itineraryItemsTransition(loaded, { type: 'item-updated', item: quoted }).items).toEqual([
      quoted,
      other,
    ]);
  });

  it('SPEC 4: an added item comes with the (widened) itinerary', () => {
    const widened = { ...itinerary, itineraryName: 'Longer week' };
    const fresh = { ...serviceItem, id: 'itm_fresh' };
    const state = itineraryItemsTransition(loaded, { type: 'item-added', item: fresh, itinerary: widened });
    expect(state.itinerary).toBe(widened);
    expect(state.items).toEqual([serviceItem, other, fresh]);
  });

  it('SPEC 4 Setting an unknown active item raises the 404 page-load error', () => {
    const active = itineraryItemsTransition(loaded, { type: 'active-item-set', itemId: 'itm_other' });
    expect(active.activeItemId).toBe('itm_other');
    const unknown = itineraryItemsTransition(active, { type: 'active-item-set', itemId: 'itm_gone' });
    expect(unknown.activeItemId).toBeNull();
    expect(unknown.pageError).toEqual({
      kind: 'page-load',
      message: 'The itinerary item could not be located on this itinerary',
      status: 404,
    });
    const again = itineraryItemsTransition(unknown, { type: 'active-item-set', itemId: 'itm_chef_1' });
    expect(again).toMatchObject({ activeItemId: 'itm_chef_1', pageError: null });
    expect(itineraryItemsTransition(again, { type: 'active-item-cleared' }).activeItemId).toBeNull();
  });

  it('SPEC 8 Failed item field submits store the message, per item; a success clears only its own', () => {
    const failed = itineraryItemsTransition(
      itineraryItemsTransition(loaded, {
        type: 'field-submit-failed',
        itemId: 'itm_chef_1',
        message: 'Too long',
      }),
      { type: 'field-submit-failed', itemId: 'itm_other', message: 'Required' },
    );
    expect(failed.fieldErrors).toEqual({ itm_chef_1: 'Too long', itm_other: 'Required' });
    const renamed = { ...serviceItem, name: 'Chef' };
    const saved = itineraryItemsTransition(failed, { type: 'field-submit-succeeded', item: renamed });
    expect(saved.fieldErrors).toEqual({ itm_other: 'Required' });
    expect(saved.items[0]).toBe(renamed);
  });

  it('SPEC 6: a removed item leaves the list, stops being open and drops its field error', () => {
    const open = itineraryItemsTransition(
      itineraryItemsTransition(loaded, { type: 'active-item-set', itemId: 'itm_other' }),
      { type: 'field-submit-failed', itemId: 'itm_other', message: 'Required' },
    );
    const removed = itineraryItemsTransition(open, { type: 'item-removed', itemId: 'itm_other' });
    expect(removed).toMatchObject({ items: [serviceItem], activeItemId: null, fieldErrors: {} });
    const otherRemoved = itineraryItemsTransition(open, { type: 'item-removed', itemId: 'itm_chef_1' });
    expect(otherRemoved).toMatchObject({
      items: [other],
      activeItemId: 'itm_other',
      fieldErrors: { itm_other: 'Required' },
    });
  });
});
