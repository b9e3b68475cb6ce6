import ICAL from 'ical.js';

/** One VEVENT as an independent parser (ical.js) reads it, every field the feed promises. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  stamp: string;
  lastModified: string;
  tzid: string | null;
  /** ISO instants, or 'YYYY-MM-DD' for a whole day. */
  start: string;
  end: string | null;
  /** The wall-clock times as written (hh:mm), for timed events. */
  startWall: string | null;
  endWall: string | null;
  location: string;
  description: string;
}

export interface ParsedFeed {
  /** The TZIDs the feed defines with a VTIMEZONE. */
  zones: string[];
  events: ParsedEvent[];
}

const wall = (time: ICAL.Time | null) =>
  time && !time.isDate
    ? `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`
    : null;

const instant = (time: ICAL.Time | null): string | null => {
  if (!time) return null;
  return time.isDate ? time.toString() : time.toJSDate().toISOString();
};

/**
 * Parses a feed with ical.js, its VTIMEZONEs registered first so that times with a TZID are
 * converted by the feed's own zone definitions, as a calendar app would.
 */
export const parseFeed = (text: string): ParsedFeed => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    const timezone = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(timezone);
    return timezone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty('dtstart');
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      stamp: instant(component.getFirstPropertyValue('dtstamp') as ICAL.Time) ?? '',
      lastModified: instant(component.getFirstPropertyValue('last-modified') as ICAL.Time) ?? '',
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      start: instant(event.startDate) ?? '',
      end: component.hasProperty('dtend') ? instant(event.endDate) : null,
      startWall: wall(event.startDate),
      endWall: component.hasProperty('dtend') ? wall(event.endDate) : null,
      location: event.location,
      description: event.description,
    };
  });
  return { zones, events };
};
