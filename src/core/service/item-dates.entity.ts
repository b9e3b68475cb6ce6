import * as t from 'io-ts';
import { IsoDateString, nullable, struct } from '../shared/index.js';

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
