import type { BookingState } from './booking-state.entity.js';

const isPresent = ([, value]: readonly [string, unknown]): boolean => value !== null && value !== undefined;

/**
 * An update merges its fields into the context's booking state and drops every null or
 * undefined value (docs/product/flows.md#booking-contexts), so sending null for a field is
 * how a guest's choice is undone (the host never sees a field that is there but empty).
 */
export const mergeBookingState = (state: BookingState, fields: Partial<BookingState>): BookingState => {
  const kept = Object.entries({ ...state, ...fields }).filter(isPresent);
  return Object.fromEntries(kept) as BookingState;
};
