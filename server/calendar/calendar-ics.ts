import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import type { EventTime, TripEvent, TripEventStatus } from '../../src/core/calendar/index.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const STATUS: Readonly<Record<TripEventStatus, ICalEventStatus>> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * ical-generator writes a timed value in the event's zone only when given a zoned date (a
 * plain Date would be printed in UTC digits under the TZID); a whole day is written as a
 * DATE, which has no zone.
 */
const icalTime = (time: EventTime, zone: string) =>
  time.kind === 'moment' ? dayjs(time.at).tz(zone) : dayjs.utc(time.date);

/**
 * The trip's feed as iCalendar text (RFC 5545), with a VTIMEZONE for every zone its events use
 * (from @touch4it/ical-timezones), so calendars place them right across daylight-saving
 * changes. DTSTAMP is the item's last change, not the time of the request: the same trip
 * answers the same bytes, which is what makes the ETag hold.
 */
export const renderTripCalendar = (tripName: string, events: readonly TripEvent[]): string => {
  const calendar = new ICalCalendar({
    name: tripName,
    prodId: { company: 'Keyhaven', product: 'Trip calendar', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of events) {
    const allDay = event.start.kind === 'day';
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      status: STATUS[event.status],
      sequence: event.sequence,
      stamp: dayjs(event.stamp).utc(),
      lastModified: dayjs(event.stamp).utc(),
      allDay,
      ...(allDay ? {} : { timezone: event.timeZone }),
      start: icalTime(event.start, event.timeZone),
      end: event.end ? icalTime(event.end, event.timeZone) : null,
      location: event.location,
      description: event.description,
    });
  }
  return calendar.toString();
};
