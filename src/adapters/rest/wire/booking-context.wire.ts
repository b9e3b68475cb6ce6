import * as t from 'io-ts';
import { BookingContext } from '../../../core/booking/index.js';

/**
 * The list answered by POST /api/attach-booking-contexts, GET /api/my-booking-contexts and
 * POST /api/item-booking-contexts (docs/product/calls.md#auth-and-context).
 */
export const BookingContextList = t.array(BookingContext, 'BookingContextList');
export type BookingContextList = t.TypeOf<typeof BookingContextList>;
