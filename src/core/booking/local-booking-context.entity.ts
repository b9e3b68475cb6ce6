import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';
import { BookingContextFields } from './booking-context.entity.js';

/**
 * The local form of a booking context (docs/product/entities.md#booking-context): the form's
 * own id, and the host's objectId once it has been saved.
 */
export const LocalBookingContext = struct(
  'LocalBookingContext',
  { id: t.string, ...BookingContextFields.required },
  { objectId: nullable(t.string), ...BookingContextFields.optional },
);
export type LocalBookingContext = t.TypeOf<typeof LocalBookingContext>;
