import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { addDays, dayInZone, isKnownZone } from '../shared/index.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When an item happens, as the host knows it:
 * - a home stay: check-in and check-out days with the home's wall times (docs/product/calendar.md);
 * - a timed service ('Date + Time', or a chosen time slot): instants;
 * - a date-only or date-range service: instants whose days, in the item's zone, count.
 */
export type ItemTimes =
  | {
      readonly kind: 'stay';
      readonly checkIn: string;
      readonly checkOut: string;
      readonly checkInTime: string;
      readonly checkOutTime: string;
    }
  | { readonly kind: 'timed'; readonly start: string; readonly end: string | null }
  | { readonly kind: 'days'; readonly start: string; readonly end: string | null };

/** A moment (an ISO instant, written in the event's zone) or a whole day ('YYYY-MM-DD'). */
export type EventTime =
  | { readonly kind: 'moment'; readonly at: string }
  | { readonly kind: 'day'; readonly date: string };

export interface EventTimes {
  readonly start: EventTime;
  readonly end: EventTime | null;
}

/** The instant a wall time ('HH:MM') strikes on a day in a zone, across daylight-saving changes. */
export const wallTimeInstant = (day: string, time: string, zone: string): string =>
  dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', zone).toISOString();

const validInstant = (iso: string | null): iso is string => iso !== null && dayjs(iso).isValid();

/**
 * The event's start and end. A stay spans check-in to check-out at the home's times. A
 * timed service without an end, or with one before its start, has no DTEND (a moment). A
 * date-only service is an all-day event, its end day exclusive as iCalendar counts. Undefined
 * when the dates are missing or unreadable.
 */
export const itemEventTimes = (times: ItemTimes, zone: string): EventTimes | undefined => {
  if (!isKnownZone(zone)) return undefined;
  if (times.kind === 'stay') {
    return {
      start: { kind: 'moment', at: wallTimeInstant(times.checkIn, times.checkInTime, zone) },
      end: { kind: 'moment', at: wallTimeInstant(times.checkOut, times.checkOutTime, zone) },
    };
  }
  if (!validInstant(times.start)) return undefined;
  const start = dayjs(times.start);
  const end = validInstant(times.end) ? dayjs(times.end) : undefined;
  if (times.kind === 'timed') {
    return {
      start: { kind: 'moment', at: start.toISOString() },
      end: end?.isAfter(start) ? { kind: 'moment', at: end.toISOString() } : null,
    };
  }
  const first = dayInZone(start.toDate(), zone);
  const last = end && !end.isBefore(start) ? dayInZone(end.toDate(), zone) : first;
  return { start: { kind: 'day', date: first }, end: { kind: 'day', date: addDays(last, 1) } };
};
