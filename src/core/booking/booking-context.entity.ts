import * as t from 'io-ts';
import { BookingItemType } from '../booking-terms/index.js';
import { nullable, struct, withDefault } from '../shared/index.js';
import { BookingState } from './booking-state.entity.js';
import { ComputedValidationState } from './computed-validation-state.entity.js';

/** The fields every booking context has, saved or not. bookingState is always an object inside. */
export const BookingContextFields = struct(
  'BookingContextFields',
  {
    itemId: t.string,
    itemType: BookingItemType,
    bookingState: withDefault(BookingState, () => ({})),
  },
  { computedValidationState: nullable(ComputedValidationState) },
);

/**
 * A booking context as the host stores it (docs/product/entities.md#booking-context;
 * BookingContextGateway.saveBookingContext).
 */
export const BookingContext = struct(
  'BookingContext',
  { objectId: t.string, ...BookingContextFields.required },
  BookingContextFields.optional,
);
export type BookingContext = t.TypeOf<typeof BookingContext>;
