import { describe, expect, it } from 'vitest';
import {
  initialItineraryItemsState,
  itineraryItemsTransition,
} from '../../../src/core/itinerary/itinerary-items-state.js';
import { itinerary, listingItem, serviceItem } from '../booking/reserve-fixtures.js';

const other = { ...serviceItem, id: 'itm_other' };
const otherHome = { ...listingItem, objectId: 'lit_other' };
// Built in each test, not once when the file loads: mutation testing swaps the code per test.
const loaded = () =>
  itineraryItemsTransition(
    {
      ...initialItineraryItemsState,
      activeItem: { itemType: 'ItineraryItem', id: 'stale' },
      fieldErrors: { stale: 'x' },
    },
    { type: 'loaded', itinerary, items: [serviceItem, other], listingItems: [listingItem, otherHome] },
  );

describe('itinerary items state', () => {
  it('loading replaces everything', () => {
    expect(loaded()).toEqual({
      ...initialItineraryItemsState,
      itinerary,
      items: [serviceItem, other],
      listingItems: [listingItem, otherHome],
    });
  });

  it('an update for an unknown id appends it; a known one is replaced in place', () => {
    const fresh = { ...serviceItem, id: 'itm_fresh' };
    expect(itineraryItemsTransition(loaded(), { type: 'item-updated', item: fresh }).items).toEqual([
      serviceItem,
      other,
      fresh,
    ]);
    const quoted = { ...serviceItem, status: 'approved' as const };
    expect(itineraryItemsTransition(loaded(), { type: 'item-updated', item: quoted }).items).toEqual([
      quoted,
      other,
    ]);
  });

  it('homes update the same way, by their objectId, and leave the services alone', () => {
    const approved = { ...listingItem, status: 'approved' as const };
    const base = loaded();
    const replaced = itineraryItemsTransition(base, {
      type: 'listing-item-updated',
      listingItem: approved,
    });
    expect(replaced.listingItems).toEqual([approved, otherHome]);
    expect(replaced.items).toBe(base.items);
    expect(replaced.itinerary).toBe(base.itinerary);
    const fresh = { ...listingItem, objectId: 'lit_fresh' };
    const appended = itineraryItemsTransition(loaded(), { type: 'listing-item-updated', listingItem: fresh });
    expect(appended.listingItems).toEqual([listingItem, otherHome, fresh]);
  });

  it("a home's new stay may come with the itinerary widened to hold it", () => {
    const widened = { ...itinerary, itineraryName: 'Longer week' };
    const moved = { ...listingItem, checkInDate: '2031-01-01' };
    const state = itineraryItemsTransition(loaded(), {
      type: 'listing-item-updated',
      listingItem: moved,
      itinerary: widened,
    });
    expect(state.itinerary).toBe(widened);
    expect(state.listingItems).toEqual([moved, otherHome]);
  });

  it('an added item comes with the (widened) itinerary', () => {
    const widened = { ...itinerary, itineraryName: 'Longer week' };
    const fresh = { ...serviceItem, id: 'itm_fresh' };
    const state = itineraryItemsTransition(loaded(), { type: 'item-added', item: fresh, itinerary: widened });
    expect(state.itinerary).toBe(widened);
    expect(state.items).toEqual([serviceItem, other, fresh]);
  });

  it('the active item is found among homes and services; an unknown one raises the 404 page-load error', () => {
    const active = itineraryItemsTransition(loaded(), { type: 'active-item-set', itemId: 'itm_other' });
    expect(active.activeItem).toEqual({ itemType: 'ItineraryItem', id: 'itm_other' });
    const home = itineraryItemsTransition(active, { type: 'active-item-set', itemId: 'lit_other' });
    expect(home.activeItem).toEqual({ itemType: 'ItineraryListingItem', id: 'lit_other' });
    const unknown = itineraryItemsTransition(home, { type: 'active-item-set', itemId: 'itm_gone' });
    expect(unknown.activeItem).toBeNull();
    expect(unknown.pageError).toEqual({
      kind: 'page-load',
      message: 'The itinerary item could not be located on this itinerary',
    });
    const again = itineraryItemsTransition(unknown, { type: 'active-item-set', itemId: 'itm_chef_1' });
    expect(again).toMatchObject({
      activeItem: { itemType: 'ItineraryItem', id: 'itm_chef_1' },
      pageError: null,
    });
    expect(itineraryItemsTransition(again, { type: 'active-item-cleared' }).activeItem).toBeNull();
  });

  it('failed field submits store the message, per item; a success clears only its own', () => {
    const failed = itineraryItemsTransition(
      itineraryItemsTransition(loaded(), {
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

  it('a removed item leaves its list, stops being open and drops its field error', () => {
    const open = itineraryItemsTransition(
      itineraryItemsTransition(loaded(), { type: 'active-item-set', itemId: 'itm_other' }),
      { type: 'field-submit-failed', itemId: 'itm_other', message: 'Required' },
    );
    const removed = itineraryItemsTransition(open, {
      type: 'item-removed',
      item: { itemType: 'ItineraryItem', id: 'itm_other' },
    });
    expect(removed).toMatchObject({ items: [serviceItem], activeItem: null, fieldErrors: {} });
    expect(removed.listingItems).toBe(open.listingItems);
    const otherRemoved = itineraryItemsTransition(open, {
      type: 'item-removed',
      item: { itemType: 'ItineraryItem', id: 'itm_chef_1' },
    });
    expect(otherRemoved).toMatchObject({
      items: [other],
      activeItem: { itemType: 'ItineraryItem', id: 'itm_other' },
      fieldErrors: { itm_other: 'Required' },
    });
  });

  it('removing an item while none is open leaves none open', () => {
    const removed = itineraryItemsTransition(loaded(), {
      type: 'item-removed',
      item: { itemType: 'ItineraryListingItem', id: 'lit_other' },
    });
    expect(removed).toMatchObject({ listingItems: [listingItem], activeItem: null });
  });

  it('removing a home takes it off the homes only, even when a service shares its id', () => {
    const sharing = itineraryItemsTransition(loaded(), {
      type: 'item-updated',
      item: { ...serviceItem, id: 'lit_other' },
    });
    const openHome = itineraryItemsTransition(sharing, { type: 'active-item-set', itemId: 'lit_other' });
    const removed = itineraryItemsTransition(openHome, {
      type: 'item-removed',
      item: { itemType: 'ItineraryListingItem', id: 'lit_other' },
    });
    expect(removed.listingItems).toEqual([listingItem]);
    expect(removed.items.map((item) => item.id)).toEqual(['itm_chef_1', 'itm_other', 'lit_other']);
    expect(removed.activeItem).toBeNull();
    const serviceOpen = itineraryItemsTransition(sharing, { type: 'active-item-cleared' });
    const homeGone = itineraryItemsTransition(
      { ...serviceOpen, activeItem: { itemType: 'ItineraryItem', id: 'lit_other' } },
      { type: 'item-removed', item: { itemType: 'ItineraryListingItem', id: 'lit_other' } },
    );
    expect(homeGone.activeItem).toEqual({ itemType: 'ItineraryItem', id: 'lit_other' });
  });
});
