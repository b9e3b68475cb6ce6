import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/app-error.js';
import { findActiveItem } from './active-item.rule.js';
import { upsertItem } from './item-list-update.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ItinerarySummary } from './itinerary-summary.entity.js';

/**
 * The items of the itinerary on screen (SPEC 4): which one is open, the page-load error an
 * unknown one raises, and the message of each item whose field submit failed (SPEC 8).
 */
export interface ItineraryItemsState {
  readonly itinerary: ItinerarySummary | null;
  readonly items: readonly ItineraryItem[];
  readonly activeItemId: string | null;
  readonly pageError: AppError | null;
  /** By item id: the host's message for the last failed field submit. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export const initialItineraryItemsState: ItineraryItemsState = {
  itinerary: null,
  items: [],
  activeItemId: null,
  pageError: null,
  fieldErrors: {},
};

export type ItineraryItemsEvent =
  | {
      readonly type: 'loaded';
      readonly itinerary: ItinerarySummary;
      readonly items: readonly ItineraryItem[];
    }
  /** addServiceItem's result: the new item and the itinerary, widened if need be. */
  | { readonly type: 'item-added'; readonly item: ItineraryItem; readonly itinerary: ItinerarySummary }
  | { readonly type: 'item-updated'; readonly item: ItineraryItem }
  | { readonly type: 'item-removed'; readonly itemId: string }
  | { readonly type: 'active-item-set'; readonly itemId: string }
  | { readonly type: 'active-item-cleared' }
  | { readonly type: 'field-submit-failed'; readonly itemId: string; readonly message: string }
  | { readonly type: 'field-submit-succeeded'; readonly item: ItineraryItem };

const withoutKey = (record: Readonly<Record<string, string>>, key: string): Record<string, string> => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

/**
 * SPEC 4: an update for an id not on the list appends it (upsertItem); setting an active
 * item the list does not hold raises the 404 page-load error (findActiveItem) and leaves
 * none open. A removed item is no longer open and its field error goes with it.
 */
export const itineraryItemsTransition = (
  state: ItineraryItemsState,
  event: ItineraryItemsEvent,
): ItineraryItemsState => {
  switch (event.type) {
    case 'loaded':
      return { ...initialItineraryItemsState, itinerary: event.itinerary, items: event.items };
    case 'item-added':
      return { ...state, itinerary: event.itinerary, items: upsertItem(state.items, event.item) };
    case 'item-updated':
      return { ...state, items: upsertItem(state.items, event.item) };
    case 'item-removed':
      return {
        ...state,
        items: state.items.filter((item) => item.id !== event.itemId),
        activeItemId: state.activeItemId === event.itemId ? null : state.activeItemId,
        fieldErrors: withoutKey(state.fieldErrors, event.itemId),
      };
    case 'active-item-set': {
      const found = findActiveItem(state.items, event.itemId);
      return E.isRight(found)
        ? { ...state, activeItemId: found.right.id, pageError: null }
        : { ...state, activeItemId: null, pageError: found.left };
    }
    case 'active-item-cleared':
      return { ...state, activeItemId: null };
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
