import * as t from 'io-ts';
import { IsoDateString } from '../shared/iso-date.js';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/**
 * The dates the host stored after a date change (SPEC 7): POST .../item/{itemId}/dates
 * answers startDate, endDate, isDateSelected; PUT .../listing-item/{id}/dates adds the
 * checkInDate and checkOutDate the guest chose.
 */
export const DatesChange = struct(
  'DatesChange',
  { startDate: IsoDateString, endDate: IsoDateString, isDateSelected: t.boolean },
  { checkInDate: nullable(IsoDateString), checkOutDate: nullable(IsoDateString) },
);
export type DatesChange = t.TypeOf<typeof DatesChange>;
