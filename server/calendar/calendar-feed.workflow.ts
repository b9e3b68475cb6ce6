import { createHash } from 'node:crypto';
import { type ConciergeContact, tripEvents } from '../../src/core/calendar/index.js';
import type { Queryable } from '../db/database.js';
import {
  type CalendarTripRow,
  loadCalendarServices,
  loadCalendarStays,
  loadCalendarTrip,
} from './calendar.store.js';
import { renderTripCalendar } from './calendar-ics.js';
import { serviceCalendarItem, stayCalendarItem } from './calendar-items.js';

export interface TripCalendarFeed {
  tripName: string;
  body: string;
  /** A strong validator: the digest of the body. */
  etag: string;
  /** The latest change of the trip or of any of its events. */
  lastModified: Date;
}

/** The trip's concierge: the market's contact for the trip's product line. */
const conciergeOf = (trip: CalendarTripRow): ConciergeContact | null =>
  trip.product_lines[trip.product_line.toLowerCase()] ?? null;

/**
 * The trip's calendar (docs/product/calendar.md): homes first, then services, each through
 * the core's event rule. Undefined when the trip does not exist.
 */
export const buildTripCalendar = async (
  db: Queryable,
  itineraryId: string,
): Promise<TripCalendarFeed | undefined> => {
  const trip = await loadCalendarTrip(db, itineraryId);
  if (!trip) return undefined;
  const [stays, services] = await Promise.all([
    loadCalendarStays(db, itineraryId),
    loadCalendarServices(db, itineraryId),
  ]);
  const items = [
    ...stays.flatMap(stayCalendarItem),
    ...services.flatMap((row) => serviceCalendarItem(row, trip)),
  ];
  const events = tripEvents(items, conciergeOf(trip));
  const body = renderTripCalendar(trip.name, events);
  const latest = [trip.updated_at, ...events.map((event) => event.stamp)].reduce((a, b) => (b > a ? b : a));
  return {
    tripName: trip.name,
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    // HTTP dates have whole seconds: a Last-Modified with milliseconds would never match.
    lastModified: new Date(Math.floor(Date.parse(latest) / 1000) * 1000),
  };
};

/** Whether the client's copy is current: If-None-Match first, as RFC 9110 says, else If-Modified-Since. */
export const isNotModified = (
  feed: TripCalendarFeed,
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
): boolean => {
  const match = headers['if-none-match'];
  if (match !== undefined) {
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === feed.etag);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && feed.lastModified.getTime() <= since;
};
