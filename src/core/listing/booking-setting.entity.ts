import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';
import { BOOKING_SETTINGS } from './booking-setting.rule.js';

/**
 * How a home is booked (docs/product/entities.md#booking-settings), the six exact strings of
 * booking-setting.rule.ts, which also says which ones book instantly
 * (docs/product/validation.md#booking-setting-groups).
 */
export const BookingSetting = oneOf(BOOKING_SETTINGS);
export type BookingSetting = t.TypeOf<typeof BookingSetting>;
