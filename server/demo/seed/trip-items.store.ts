import type { Queryable } from '../../db/database.js';
import type { ServiceRow } from '../../db/rows/services.js';
import type { GroceryItemRow } from '../../db/rows/trips.js';

/** The demo trips' service items, their history, and what they are made from (demo-trips.ts). */

/** A service the demo trips book. */
export type DemoService = Pick<
  ServiceRow,
  'id' | 'name' | 'fields' | 'pricing_config' | 'time_zone_name' | 'descriptors'
>;

/** The market's active, bookable services that are not a home's, best first. */
export const findBookableServices = async (db: Queryable, marketId: string): Promise<DemoService[]> => {
  const { rows } = await db.query<DemoService>(
    `select id, name, fields, pricing_config, time_zone_name, descriptors from services
      where market_id = $1 and active and is_bookable and listing_redirect_id is null
      order by score desc, id`,
    [marketId],
  );
  return rows;
};

/** The first three grocery items of the list. */
export const firstThreeGroceryItems = async (
  db: Queryable,
): Promise<Pick<GroceryItemRow, 'id' | 'name'>[]> => {
  const { rows } = await db.query<Pick<GroceryItemRow, 'id' | 'name'>>(
    'select id, name from grocery_items order by sort_order, name limit 3',
  );
  return rows;
};

/** A service item as the demo writes it: on `day`, from `startTime` to `endTime` in `zone`. */
export interface DemoServiceItemRow {
  id: string;
  itineraryId: string;
  serviceId: string;
  status: string;
  day: string;
  zone: string;
  startTime: string;
  endTime: string;
  fieldValues: object;
  itemPrice: object;
  deleteReason: string | null;
  notes: string | null;
}

/** Inserts the item, a concierge's recommendation; an existing one is kept. */
export const insertServiceItem = async (db: Queryable, item: DemoServiceItemRow): Promise<void> => {
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected,
                                  field_values, item_price, delete_reason, recommendation_type, notes_from_concierge)
     values ($1, $2, $3, $4, ($5::date + $11::time) at time zone $6, ($5::date + $12::time) at time zone $6,
             true, $7::jsonb, $8::jsonb, $9, 'concierge', $10)
     on conflict (id) do nothing`,
    [
      item.id,
      item.itineraryId,
      item.serviceId,
      item.status,
      item.day,
      item.zone,
      JSON.stringify(item.fieldValues),
      JSON.stringify(item.itemPrice),
      item.deleteReason,
      item.notes,
      item.startTime,
      item.endTime,
    ],
  );
};

/** The item arrived on the trip `hoursAgo` hours ago. */
export const backdateItem = async (db: Queryable, itemId: string, hoursAgo: number): Promise<void> => {
  await db.query(`update itinerary_items set created_at = now() - make_interval(hours => $2) where id = $1`, [
    itemId,
    hoursAgo,
  ]);
};

/** One move of a service item's status, made `hoursAgo` hours ago; an existing one is kept. */
export const insertServiceItemMove = async (
  db: Queryable,
  move: {
    id: string;
    itineraryId: string;
    itemId: string;
    from: string;
    to: string;
    reason: string | null;
    actorUserId: string | null;
    actorRole: string;
    hoursAgo: number;
  },
): Promise<void> => {
  await db.query(
    `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, reason,
                                     actor_user_id, actor_role, created_at)
     values ($1, $2, $3, 'service', $4, $5, $6, $7, $8, now() - make_interval(hours => $9))
     on conflict (id) do nothing`,
    [
      move.id,
      move.itineraryId,
      move.itemId,
      move.from,
      move.to,
      move.reason,
      move.actorUserId,
      move.actorRole,
      move.hoursAgo,
    ],
  );
};
