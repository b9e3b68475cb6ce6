import type { BookingContext } from './booking-context.entity.js';
import { type BookingItemRef, isContextFor, withContext } from './booking-context-list.rule.js';
import type { BookingState } from './booking-state.entity.js';
import { mergeBookingState } from './booking-state-merge.rule.js';

/** The guest's booking contexts, one per item, and the one being booked (docs/product/flows.md#booking-contexts). */
export interface BookingContextsState {
  readonly contexts: readonly BookingContext[];
  readonly activeId: string | null;
  /** True while the contexts are fetched (attaching included). */
  readonly loading: boolean;
  /** How many creations are under way; "updating" is true while any is (isUpdating). */
  readonly creating: number;
}

export const initialBookingContextsState: BookingContextsState = {
  contexts: [],
  activeId: null,
  loading: false,
  creating: 0,
};

export type BookingContextsEvent =
  | { readonly type: 'load-started' }
  | { readonly type: 'loaded'; readonly contexts: readonly BookingContext[] }
  | { readonly type: 'creation-started' }
  | { readonly type: 'created'; readonly context: BookingContext }
  | { readonly type: 'creation-failed' }
  | { readonly type: 'activated'; readonly contextId: string | null }
  /** The guest changed fields: shown at once, saved after (saveBookingContext). */
  | { readonly type: 'fields-merged'; readonly contextId: string; readonly fields: Partial<BookingState> }
  /** The host's answer to a save: its validation verdict, with the local booking state kept. */
  | { readonly type: 'saved'; readonly context: BookingContext };

export const isUpdating = (state: BookingContextsState): boolean => state.creating > 0;

export const activeContext = (state: BookingContextsState): BookingContext | null =>
  state.contexts.find((context) => context.objectId === state.activeId) ?? null;

export const contextFor = (state: BookingContextsState, item: BookingItemRef): BookingContext | null =>
  state.contexts.find(isContextFor(item)) ?? null;

export const contextById = (state: BookingContextsState, contextId: string): BookingContext | null =>
  state.contexts.find((context) => context.objectId === contextId) ?? null;

const replaced = (
  state: BookingContextsState,
  contextId: string,
  change: (context: BookingContext) => BookingContext,
): BookingContextsState => ({
  ...state,
  contexts: state.contexts.map((context) => (context.objectId === contextId ? change(context) : context)),
});

/**
 * Creating replaces any context for the same item and activates it; a failed creation leaves
 * no context active. Contexts created while the list loads are newer than what the host
 * listed for their items, so they win over it. Updates merge fields, dropping null or
 * undefined; a save's answer brings the validation state while the booking state kept is the
 * local one, which may already hold later changes.
 */
export const bookingContextsTransition = (
  state: BookingContextsState,
  event: BookingContextsEvent,
): BookingContextsState => {
  switch (event.type) {
    case 'load-started':
      return { ...state, loading: true };
    case 'loaded':
      return { ...state, contexts: state.contexts.reduce(withContext, [...event.contexts]), loading: false };
    case 'creation-started':
      return { ...state, creating: state.creating + 1 };
    case 'created':
      return {
        ...state,
        contexts: withContext(state.contexts, event.context),
        activeId: event.context.objectId,
        creating: Math.max(0, state.creating - 1),
      };
    case 'creation-failed':
      return { ...state, activeId: null, creating: Math.max(0, state.creating - 1) };
    case 'activated':
      return { ...state, activeId: event.contextId };
    case 'fields-merged':
      return replaced(state, event.contextId, (context) => ({
        ...context,
        bookingState: mergeBookingState(context.bookingState, event.fields),
      }));
    case 'saved':
      return replaced(state, event.context.objectId, (local) => ({
        ...event.context,
        bookingState: local.bookingState,
      }));
  }
};

/** What opening an item's booking should do, by openingDecision. */
export type OpeningDecision =
  | { readonly action: 'create' }
  | { readonly action: 'reuse'; readonly context: BookingContext }
  | { readonly action: 'wait' };

/**
 * If no context exists for the item and none is loading or updating, or creation is forced,
 * one is created; otherwise the existing one is reused (activated, and the page moves on).
 * While contexts are still loading or being created, creating another could duplicate one
 * that is about to appear: the page moves on without creating ('wait'), leaving the active
 * context to that load or creation.
 */
export const openingDecision = (
  state: BookingContextsState,
  item: BookingItemRef,
  forceCreate = false,
): OpeningDecision => {
  const existing = contextFor(state, item);
  if (forceCreate || (existing === null && !state.loading && !isUpdating(state))) return { action: 'create' };
  return existing === null ? { action: 'wait' } : { action: 'reuse', context: existing };
};
