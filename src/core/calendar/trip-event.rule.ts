import { canonicalItemStatus, type StoredItemStatus, statusLabel } from '../itinerary/index.js';
import { describeTripEvent } from './trip-event-description.rule.js';
import { type EventTime, type ItemTimes, itemEventTimes } from './trip-event-times.rule.js';

/**
 * One item of a trip as the calendar feed reads it (docs/product/calendar.md): what it is,
 * where, when, how far it went and how often it changed. The host fills it from its own
 * records; this rule decides what the guest's calendar shows.
 */
export interface CalendarItem {
  readonly id: string;
  readonly kind: 'home' | 'service';
  readonly name: string;
  /** 'removed' is a guest's deletion, kept by the host with its reason. */
  readonly status: StoredItemStatus | 'removed';
  /** Whether the item ever reached a status the feed shows: only those can be taken back. */
  readonly everInFeed: boolean;
  readonly timeZone: string;
  readonly times: ItemTimes | null;
  readonly location: string;
  /** When the concierge confirmed it (moved it to booked), for a booked item. */
  readonly confirmedAt: string | null;
  /** Status moves the host recorded for the item: every move makes calendars re-read it. */
  readonly moves: number;
  /** The item's last change, its own or a status move (ISO instant). */
  readonly changedAt: string;
}

export interface ConciergeContact {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

export type TripEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** One VEVENT, in plain values: the host renders it with its iCalendar library. */
export interface TripEvent {
  readonly uid: string;
  readonly summary: string;
  readonly status: TripEventStatus;
  readonly sequence: number;
  readonly stamp: string;
  readonly timeZone: string;
  readonly start: EventTime;
  readonly end: EventTime | null;
  readonly location: string;
  readonly description: string;
}

/**
 * Requested (a price asked, a quote given, a reservation waiting for the concierge) is
 * TENTATIVE; booked is CONFIRMED. Every other status is not, or no longer, in the guest's
 * plans.
 */
const LIVE: Readonly<Partial<Record<StoredItemStatus, TripEventStatus>>> = {
  in_progress: 'TENTATIVE',
  quoted: 'TENTATIVE',
  approved: 'TENTATIVE',
  booked: 'CONFIRMED',
  done: 'CONFIRMED',
};

/** The statuses whose items are in the feed as live events. */
export const isLiveInCalendar = (status: string): boolean => status in LIVE;

/** Stable across feeds and renewals: a calendar matches the event by it. */
export const tripEventUid = (item: Pick<CalendarItem, 'id' | 'kind'>): string =>
  `${item.kind}-${item.id}@keyhaven`;

/** What the status reads as in the event, for the guest. */
export const calendarStatusWords = (status: CalendarItem['status']): string =>
  status === 'removed' ? 'Removed from your trip' : (statusLabel(status) ?? 'Not requested');

/**
 * The item's event, or undefined when it has no place in a calendar: never requested, or
 * without dates. An item that was in the feed and left it (canceled, removed, not available,
 * back to saved) stays as CANCELLED, its SEQUENCE one above its last live one, so a
 * subscribed calendar removes it rather than keep a stale booking.
 */
export const tripEvent = (item: CalendarItem, concierge: ConciergeContact | null): TripEvent | undefined => {
  const live = item.status === 'removed' ? undefined : LIVE[item.status];
  if (!live && !item.everInFeed) return undefined;
  const times = item.times && itemEventTimes(item.times, item.timeZone);
  if (!times) return undefined;
  const confirmed = item.status !== 'removed' && canonicalItemStatus(item.status) === 'booked';
  return {
    uid: tripEventUid(item),
    summary: item.name,
    status: live ?? 'CANCELLED',
    sequence: item.moves,
    stamp: item.changedAt,
    timeZone: item.timeZone,
    start: times.start,
    end: times.end,
    location: item.location,
    description: describeTripEvent({
      status: calendarStatusWords(item.status),
      reference: item.id,
      confirmedAt: confirmed ? item.confirmedAt : null,
      live: live !== undefined,
      timeZone: item.timeZone,
      concierge,
    }),
  };
};

/** The trip's events, in the order of its items. */
export const tripEvents = (items: readonly CalendarItem[], concierge: ConciergeContact | null): TripEvent[] =>
  items.flatMap((item) => {
    const event = tripEvent(item, concierge);
    return event ? [event] : [];
  });
