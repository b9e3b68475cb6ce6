import type { Queryable } from '../../db/database.js';

/** A span the service's calendar holds: another guest's booking, or a time the service blocked. */
export interface ServiceCalendarSpan {
  start: Date;
  end: Date;
  type: string;
}

/**
 * What the service's calendar takes, without item `exceptItemId`'s own booking: approved and
 * booked items (a day long when they have no end) and the service's blocked times.
 */
export const serviceCalendarSpans = async (
  db: Queryable,
  serviceId: string,
  exceptItemId: string,
): Promise<ServiceCalendarSpan[]> => {
  const { rows } = await db.query<ServiceCalendarSpan>(
    `select i.start_at as start, coalesce(i.end_at, i.start_at + interval '1 day') as "end", 'booked' as type
       from itinerary_items i
      where i.service_id = $1 and i.id <> $2 and i.status in ('approved', 'booked') and i.start_at is not null
     union all
     select b.starts_at, b.ends_at, 'blocked' from service_blocked_times b where b.service_id = $1`,
    [serviceId, exceptItemId],
  );
  return rows;
};
