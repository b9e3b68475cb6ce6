import * as t from 'io-ts';
import { IsoDateString, nullable, struct, withDefault } from '../shared/index.js';

/** One event of a service's availability calendar: a span the service is taken or open. */
export const CalendarEvent = struct(
  'CalendarEvent',
  { start: IsoDateString, end: IsoDateString },
  { title: nullable(t.string), type: nullable(t.string), allDay: nullable(t.boolean) },
);
export type CalendarEvent = t.TypeOf<typeof CalendarEvent>;

/** A service's availability (docs/product/entities.md#service). */
export const AvailabilityCalendar = struct('AvailabilityCalendar', {
  events: withDefault(t.array(CalendarEvent), () => []),
});
export type AvailabilityCalendar = t.TypeOf<typeof AvailabilityCalendar>;
