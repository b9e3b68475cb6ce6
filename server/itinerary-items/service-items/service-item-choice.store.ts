import type { Queryable } from '../../db/database.js';
import type { Prefixed } from '../../db/rows/row-shapes.js';
import type { ServiceRow } from '../../db/rows/services.js';
import type { StoredFieldValue } from '../../db/rows/trips.js';
import type { UserRow } from '../../db/rows/users-sessions.js';
import { isoInstantSql } from '../../db/sql-dates.js';

/** What the guest chose for a service item: its price lines, its dates, its answers, its booking. */

/** The item's price lines, as priced by the service's own pricing. */
export const setServiceItemPrices = async (
  tx: Queryable,
  itemId: string,
  entries: unknown[],
): Promise<void> => {
  await tx.query('update itinerary_items set item_price = $2::jsonb, updated_at = now() where id = $1', [
    itemId,
    JSON.stringify(entries),
  ]);
};

/** The item's dates as the app reads them back: ISO instants and whether they are chosen. */
export interface ServiceItemDatesJson {
  startDate: string;
  endDate: string;
  isDateSelected: boolean;
}

/** The dates the guest chose; answers them as stored. */
export const setServiceItemDates = async (
  tx: Queryable,
  itemId: string,
  start: string,
  end: string,
): Promise<ServiceItemDatesJson | undefined> => {
  const { rows } = await tx.query<ServiceItemDatesJson>(
    `update itinerary_items
              set start_at = $2::timestamptz, end_at = $3::timestamptz, is_date_selected = true, updated_at = now()
            where id = $1
            returning ${isoInstantSql('start_at')} as "startDate", ${isoInstantSql('end_at')} as "endDate",
                      is_date_selected as "isDateSelected"`,
    [itemId, start, end],
  );
  return rows[0];
};

/** Adds or replaces the answers to the service's fields, by field id, and sets the item's status. */
export const mergeServiceItemFieldValues = async (
  db: Queryable,
  itemId: string,
  changed: Record<string, StoredFieldValue>,
  status: string,
): Promise<void> => {
  await db.query(
    `update itinerary_items
        set field_values = field_values || $2::jsonb, status = $3, updated_at = now()
      where id = $1`,
    [itemId, JSON.stringify(changed), status],
  );
};

/** What a booking call stores on the item: null keeps the time slot, price lines or card there. */
export interface ServiceBookingChoice {
  status: string;
  start: string | null;
  end: string | null;
  timeSlot: unknown;
  pricing: unknown[] | null;
  cardId: string | null;
}

/** The names the case feed's note words a booking call with. */
export type ServiceBookingNames = Prefixed<'service_', Pick<ServiceRow, 'name'>> &
  Pick<UserRow, 'first_name' | 'last_name'>;

/**
 * Stores a booking call's move and choices on the item (its dates count as chosen when it has
 * a start); answers the service's and the guest's names, or undefined.
 */
export const storeServiceBookingChoice = async (
  db: Queryable,
  itemId: string,
  userId: string,
  choice: ServiceBookingChoice,
): Promise<ServiceBookingNames | undefined> => {
  const { rows } = await db.query<ServiceBookingNames>(
    `update itinerary_items ii
        set status = $2, start_at = $3::timestamptz, end_at = $4::timestamptz,
            is_date_selected = ($3::timestamptz is not null),
            time_slot = coalesce($5::jsonb, ii.time_slot),
            item_price = coalesce($6::jsonb, ii.item_price),
            card_id = coalesce($7, ii.card_id), updated_at = now()
       from services s, users u
      where ii.id = $1 and s.id = ii.service_id and u.id = $8
      returning s.name as service_name, u.first_name, u.last_name`,
    [
      itemId,
      choice.status,
      choice.start,
      choice.end,
      choice.timeSlot ? JSON.stringify(choice.timeSlot) : null,
      choice.pricing ? JSON.stringify(choice.pricing) : null,
      choice.cardId,
      userId,
    ],
  );
  return rows[0];
};
