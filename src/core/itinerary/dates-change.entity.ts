import * as t from 'io-ts';
import { IsoDateString, nullable, struct } from '../shared/index.js';

/**
 * The dates the host stored after a date change (docs/product/calls.md#itinerary-item-calls):
 * a service item's startDate, endDate and isDateSelected; a home's also the checkInDate and
 * checkOutDate the guest chose.
 */
export const DatesChange = struct(
  'DatesChange',
  { startDate: IsoDateString, endDate: IsoDateString, isDateSelected: t.boolean },
  { checkInDate: nullable(IsoDateString), checkOutDate: nullable(IsoDateString) },
);
export type DatesChange = t.TypeOf<typeof DatesChange>;
