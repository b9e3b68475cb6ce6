import * as t from 'io-ts';
import { IsoDateString } from '../shared/iso-date.js';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/**
 * The dates of a service booking (SPEC 3). meetingTimeDuration is in minutes (SPEC 5,
 * meeting-time.rule.ts); timeZoneName is an IANA zone.
 */
export const ItemDates = struct(
  'ItemDates',
  {},
  {
    itemStartDate: nullable(IsoDateString),
    itemEndDate: nullable(IsoDateString),
    timeZoneName: nullable(t.string),
    meetingTimeDuration: nullable(t.number),
  },
);
export type ItemDates = t.TypeOf<typeof ItemDates>;
