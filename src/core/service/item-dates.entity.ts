import * as t from 'io-ts';
import { IsoDateString } from '../shared/iso-date.js';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/**
 * The dates of a service booking (docs/product/entities.md#service). meetingTimeDuration is
 * in minutes (docs/product/validation.md#service-pricing-and-fields, meeting-time.rule.ts);
 * timeZoneName is an IANA zone.
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
