import type { CalendarItem, ItemTimes } from '../../src/core/calendar/index.js';
import { isStoredItemStatus } from '../../src/core/itinerary/index.js';
import { TimeSlot } from '../../src/core/service/index.js';
import type { CalendarServiceRow, CalendarStayRow, CalendarTripRow } from './calendar.store.js';

/** The host's rows in the core's words (src/core/calendar/trip-event.rule.ts). */

const statusOf = (stored: string): CalendarItem['status'] | undefined =>
  stored === 'removed' || isStoredItemStatus(stored) ? stored : undefined;

const latest = (a: string, b: string | null): string => (b && b > a ? b : a);

/** A service's time: the chosen slot, else its dates, timed or whole days as the service books. */
const serviceTimes = (row: CalendarServiceRow): ItemTimes | null => {
  const slot = TimeSlot.is(row.time_slot) && !row.time_slot.isNoPreference ? row.time_slot : null;
  if (slot) return { kind: 'timed', start: slot.start, end: slot.end || row.end_at };
  if (!row.start_at) return null;
  const kind = row.date_field_type === 'Date + Time' ? 'timed' : 'days';
  return { kind, start: row.start_at, end: row.end_at };
};

/** Where a service happens: its own meeting place, else the trip's home, else the market. */
const serviceLocation = (row: CalendarServiceRow, trip: CalendarTripRow): string =>
  row.meeting_place ??
  trip.home_address ??
  (trip.home_name ? `${trip.home_name}, ${trip.home_destination ?? trip.market_name}` : trip.market_name);

export const serviceCalendarItem = (row: CalendarServiceRow, trip: CalendarTripRow): CalendarItem[] => {
  const status = statusOf(row.status);
  if (!status) return [];
  return [
    {
      id: row.id,
      kind: 'service',
      name: row.name,
      status,
      everInFeed: row.ever_in_feed,
      timeZone: row.time_zone_name,
      times: serviceTimes(row),
      location: serviceLocation(row, trip),
      confirmedAt: row.confirmed_at,
      moves: row.moves,
      changedAt: latest(row.updated_at, row.last_move_at),
    },
  ];
};

export const stayCalendarItem = (row: CalendarStayRow): CalendarItem[] => {
  const status = statusOf(row.status);
  if (!status) return [];
  const times: ItemTimes | null =
    row.check_in_date && row.check_out_date
      ? {
          kind: 'stay',
          checkIn: row.check_in_date,
          checkOut: row.check_out_date,
          checkInTime: row.check_in_time,
          checkOutTime: row.check_out_time,
        }
      : null;
  return [
    {
      id: row.id,
      kind: 'home',
      name: row.name,
      status,
      everInFeed: row.ever_in_feed,
      timeZone: row.time_zone_name,
      times,
      location: row.street_address ?? `${row.name}, ${row.destination_name}`,
      confirmedAt: row.confirmed_at,
      moves: row.moves,
      changedAt: latest(row.updated_at, row.last_move_at),
    },
  ];
};
