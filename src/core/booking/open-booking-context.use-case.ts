import type { BookingContext } from './booking-context.entity.js';
import type { BookingItemRef } from './booking-context-list.rule.js';
import type { BookingContexts } from './booking-contexts.use-case.js';
import type { BookingState } from './booking-state.entity.js';

export interface OpenBookingContextRequest {
  readonly item: BookingItemRef;
  /** The state a new context starts with. */
  readonly bookingState: BookingState;
  /** Create a fresh context even when one exists (the guest starts over). */
  readonly forceCreate?: boolean;
  /** Remember the new context's id in browser storage (an anonymous visitor's). */
  readonly storeId?: boolean;
  /** Runs when an existing context is reused: typically goes on to the booking page. */
  readonly onExisting?: () => void;
}

/**
 * SPEC 4: if no context exists for the item and none is loading or updating, or creation
 * is forced, one is created, its id optionally stored, and activated; otherwise the existing
 * one is activated and the redirect callback runs. While contexts are still loading or
 * being created, creating another could duplicate one that is about to appear, so the
 * callback runs without creating; the active context is then left to that load or create.
 */
export const openBookingContext = async (
  contexts: Pick<BookingContexts, 'getState' | 'contextFor' | 'create' | 'activate'>,
  request: OpenBookingContextRequest,
): Promise<BookingContext | null> => {
  const { loading, updating } = contexts.getState();
  const existing = contexts.contextFor(request.item);
  if (request.forceCreate || (existing === null && !loading && !updating)) {
    return contexts.create(request.item, request.bookingState, { storeId: request.storeId === true });
  }
  if (existing !== null) contexts.activate(existing.objectId);
  request.onExisting?.();
  return existing;
};
