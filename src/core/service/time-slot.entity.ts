import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * A time slot of a service (docs/product/entities.md#service). start and end are ISO
 * date-times in practice, but are kept as plain strings: the 'No preference' slot
 * (isNoPreference) has no real times and hosts fill them with placeholders, which must not
 * make the whole item unreadable.
 */
export const TimeSlot = struct(
  'TimeSlot',
  { start: t.string, end: t.string },
  { isNoPreference: nullable(t.boolean) },
);
export type TimeSlot = t.TypeOf<typeof TimeSlot>;
