import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { findActiveItem } from './active-item.rule.js';
import { upsertBy, upsertItem } from './item-list-update.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ItineraryItemRef } from './itinerary-item-ref.js';
import type { ItinerarySummary } from './itinerary-summary.entity.js';
import type { ListingItem } from './listing-item.entity.js';

/**
 * The items of the itinerary on screen (docs/product/flows.md#itinerary-item-updates): its services
 * (itinerary items) and its homes (listing items), which one is open, the page-load error an
 * unknown one raises, and the message of each item whose field submit failed.
 */
export interface ItineraryItemsState {
  readonly itinerary: ItinerarySummary | null;
  readonly items: readonly ItineraryItem[];
  readonly listingItems: readonly ListingItem[];
  readonly activeItem: ItineraryItemRef | null;
  readonly pageError: AppError | null;
  /** By item id: the host's message for the last failed field submit. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export const initialItineraryItemsState: ItineraryItemsState = {
  itinerary: null,
  items: [],
  listingItems: [],
  activeItem: null,
  pageError: null,
  fieldErrors: {},
};

export type ItineraryItemsEvent =
  | {
      readonly type: 'loaded';
      readonly itinerary: ItinerarySummary;
      readonly items: readonly ItineraryItem[];
      readonly listingItems: readonly ListingItem[];
    }
  /** addServiceItem's result: the new item and the itinerary, widened if need be. */
  | { readonly type: 'item-added'; readonly item: ItineraryItem; readonly itinerary: ItinerarySummary }
  | { readonly type: 'item-updated'; readonly item: ItineraryItem }
  /** A home's new stay or status; with the itinerary when that changed too (widened to hold it). */
  | {
      readonly type: 'listing-item-updated';
      readonly listingItem: ListingItem;
      readonly itinerary?: ItinerarySummary;
    }
  | { readonly type: 'item-removed'; readonly item: ItineraryItemRef }
  | { readonly type: 'active-item-set'; readonly itemId: string }
  | { readonly type: 'active-item-cleared' }
  | { readonly type: 'field-submit-failed'; readonly itemId: string; readonly message: string }
  | { readonly type: 'field-submit-succeeded'; readonly item: ItineraryItem };

const withoutKey = (record: Readonly<Record<string, string>>, key: string): Record<string, string> => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

const upsertListingItem = upsertBy<ListingItem>((item) => item.objectId);

const sameRef = (a: ItineraryItemRef | null, b: ItineraryItemRef): boolean =>
  a !== null && a.itemType === b.itemType && a.id === b.id;

/** A listing item's id is its objectId; the active-item search reads both lists by `id`. */
const listingRefs = (listingItems: readonly ListingItem[]) =>
  listingItems.map((item) => ({ id: item.objectId, itemType: 'ItineraryListingItem' as const }));

const serviceRefs = (items: readonly ItineraryItem[]) =>
  items.map((item) => ({ id: item.id, itemType: 'ItineraryItem' as const }));

/**
 * An update for an id not on its list appends it (upsertItem); setting an active item that
 * neither list holds raises the 404 page-load error (findActiveItem) and leaves none open. A
 * removed item is no longer open and its field error goes with it. Homes and services take
 * the same events: a reference names which list an item is on.
 */
export const itineraryItemsTransition = (
  state: ItineraryItemsState,
  event: ItineraryItemsEvent,
): ItineraryItemsState => {
  switch (event.type) {
    case 'loaded':
      return {
        ...initialItineraryItemsState,
        itinerary: event.itinerary,
        items: event.items,
        listingItems: event.listingItems,
      };
    case 'item-added':
      return { ...state, itinerary: event.itinerary, items: upsertItem(state.items, event.item) };
    case 'item-updated':
      return { ...state, items: upsertItem(state.items, event.item) };
    case 'listing-item-updated':
      return {
        ...state,
        itinerary: event.itinerary ?? state.itinerary,
        listingItems: upsertListingItem(state.listingItems, event.listingItem),
      };
    case 'item-removed': {
      const { item } = event;
      return {
        ...state,
        items:
          item.itemType === 'ItineraryItem' ? state.items.filter((kept) => kept.id !== item.id) : state.items,
        listingItems:
          item.itemType === 'ItineraryListingItem'
            ? state.listingItems.filter((kept) => kept.objectId !== item.id)
            : state.listingItems,
        activeItem: sameRef(state.activeItem, item) ? null : state.activeItem,
        fieldErrors: withoutKey(state.fieldErrors, item.id),
      };
    }
    case 'active-item-set': {
      const found = findActiveItem(
        [...listingRefs(state.listingItems), ...serviceRefs(state.items)],
        event.itemId,
      );
      return E.isRight(found)
        ? { ...state, activeItem: found.right, pageError: null }
        : { ...state, activeItem: null, pageError: found.left };
    }
    case 'active-item-cleared':
      return { ...state, activeItem: null };
    case 'field-submit-failed':
      return { ...state, fieldErrors: { ...state.fieldErrors, [event.itemId]: event.message } };
    case 'field-submit-succeeded':
      return {
        ...state,
        items: upsertItem(state.items, event.item),
        fieldErrors: withoutKey(state.fieldErrors, event.item.id),
      };
  }
};
