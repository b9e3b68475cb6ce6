import type { Queryable } from '../db/database.js';
import type { ServiceBlockedTimeRow } from '../db/rows/services.js';
import type { ServiceWithCategories } from './service-record.js';

/** Item statuses that hold the service: the guest reserved it (approved) or it is confirmed (booked). */
export const TAKING_STATUSES = ['approved', 'booked'] as const;

/** A span the service is taken: a booked item's, or a blocked time's (its reason as the title). */
interface EventRow {
  start: ServiceBlockedTimeRow['starts_at'];
  end: ServiceBlockedTimeRow['ends_at'];
  title: ServiceBlockedTimeRow['reason'];
  type: 'booked' | 'blocked';
}

const iso = (value: Date): string => new Date(value).toISOString();

/**
 * The spans a service is taken (GET /api/services/{id}/availability-calendar): its approved
 * and booked itinerary items, and the times it is blocked (service_blocked_times). An item
 * with a start but no end holds its start day. Events of a service that is not booked by
 * the hour span whole days (allDay). Earliest first.
 */
export const serviceCalendar = async (db: Queryable, service: ServiceWithCategories) => {
  const { rows } = await db.query<EventRow>(
    `select start, "end", title, type from (
       select i.start_at as start, coalesce(i.end_at, i.start_at + interval '1 day') as "end",
              'Booked' as title, 'booked' as type, i.id
         from itinerary_items i
        where i.service_id = $1 and i.status = any($2::text[]) and i.start_at is not null
       union all
       select b.starts_at, b.ends_at, b.reason, 'blocked', b.id
         from service_blocked_times b where b.service_id = $1
     ) events
     order by start, "end", id`,
    [service.id, [...TAKING_STATUSES]],
  );
  const allDay = service.date_field_type !== 'Date + Time';
  return {
    events: rows.map((row) => ({
      start: iso(row.start),
      end: iso(row.end),
      title: row.title,
      type: row.type,
      allDay,
    })),
  };
};
