import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';
import { BOOKING_SETTINGS } from './booking-setting.rule.js';

/**
 * How a home is booked (SPEC 3), the six exact strings of booking-setting.rule.ts, which
 * also says which ones book instantly (SPEC 5).
 */
export const BookingSetting = oneOf(BOOKING_SETTINGS);
export type BookingSetting = t.TypeOf<typeof BookingSetting>;
