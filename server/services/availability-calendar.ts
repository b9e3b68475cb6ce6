import type { Queryable } from '../db/database.js';
import { type ServiceWithCategories, takenSpans } from './service.store.js';

/** Item statuses that hold the service: the guest reserved it (approved) or it is confirmed (booked). */
export const TAKING_STATUSES = ['approved', 'booked'] as const;

const iso = (value: Date): string => new Date(value).toISOString();

/**
 * The spans a service is taken (GET /api/services/{id}/availability-calendar): its approved
 * and booked itinerary items, and the times it is blocked (service_blocked_times). An item
 * with a start but no end holds its start day. Events of a service that is not booked by
 * the hour span whole days (allDay). Earliest first.
 */
export const serviceCalendar = async (db: Queryable, service: ServiceWithCategories) => {
  const rows = await takenSpans(db, service.id, TAKING_STATUSES);
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
