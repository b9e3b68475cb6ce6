import type { BookingItemType } from '../booking-terms/index.js';
import type { BookingContext } from './booking-context.entity.js';

/** The item a booking context is about: an id alone is ambiguous across item types. */
export interface BookingItemRef {
  readonly itemId: string;
  readonly itemType: BookingItemType;
}

export const isContextFor =
  (item: BookingItemRef) =>
  (context: BookingContext): boolean =>
    context.itemId === item.itemId && context.itemType === item.itemType;

/**
 * One context per item (docs/product/flows.md#booking-contexts); the given one replaces any
 * other for its item and goes last.
 */
export const withContext = (
  contexts: readonly BookingContext[],
  context: BookingContext,
): BookingContext[] => [...contexts.filter((other) => !isContextFor(context)(other)), context];
