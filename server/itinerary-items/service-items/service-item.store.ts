import type { PricedService } from '../../bookings/reserved-total.js';
import type { Queryable } from '../../db/database.js';
import type { DatesAsText, Prefixed } from '../../db/rows/row-shapes.js';
import type { ServiceRow } from '../../db/rows/services.js';
import type { ItineraryItemRow } from '../../db/rows/trips.js';
import { isoInstantSql } from '../../db/sql-dates.js';

/** The columns of a service item that every read of one takes. */
type ItemColumns =
  | 'id'
  | 'itinerary_id'
  | 'service_id'
  | 'status'
  | 'start_at'
  | 'end_at'
  | 'field_values'
  | 'time_slot'
  | 'item_price'
  | 'adjustments';

/** A service item (itinerary_items, instants as ISO text) with what its JSON copies from its service. */
export type ServiceItemRow = DatesAsText<
  Pick<ItineraryItemRow, ItemColumns | 'is_date_selected' | 'notes_from_concierge'>
> &
  Pick<
    ServiceRow,
    | 'service_key'
    | 'site_section'
    | 'is_bookable'
    | 'date_field_type'
    | 'time_zone_name'
    | 'listing_redirect_id'
    | 'fields'
    | 'pricing_config'
    | 'descriptors'
    | 'images'
  > &
  Prefixed<'service_', Pick<ServiceRow, 'name' | 'description'>>;

const ITEM_SQL = `
  select ii.id, ii.itinerary_id, ii.service_id, ii.status,
         ${isoInstantSql('ii.start_at')} as start_at, ${isoInstantSql('ii.end_at')} as end_at,
         ii.is_date_selected, ii.time_slot, ii.field_values, ii.item_price, ii.adjustments,
         ii.notes_from_concierge,
         s.name as service_name, s.description as service_description, s.service_key, s.site_section,
         s.is_bookable, s.date_field_type, s.time_zone_name, s.listing_redirect_id, s.fields,
         s.pricing_config, s.descriptors, s.images
    from itinerary_items ii
    join services s on s.id = ii.service_id`;

/**
 * The live service items (anything but 'removed': a guest's deletion is history, not part of
 * the trip) of the given trips, or with the given ids, oldest first (items added in one
 * instant in the order they were added: seq).
 */
export const loadServiceItemRows = async (
  db: Queryable,
  where: { itineraryIds: readonly string[] } | { itemIds: readonly string[] },
): Promise<ServiceItemRow[]> => {
  const [column, ids] =
    'itineraryIds' in where ? ['ii.itinerary_id', where.itineraryIds] : ['ii.id', where.itemIds];
  if (ids.length === 0) return [];
  const { rows } = await db.query<ServiceItemRow>(
    `${ITEM_SQL} where ${column} = any($1::text[]) and ii.status <> 'removed'
      order by ii.created_at, ii.seq`,
    [[...ids]],
  );
  return rows;
};

/** A service item as its changes read it: its own columns and its service's rules. */
export type OwnedServiceItemRow = DatesAsText<Pick<ItineraryItemRow, ItemColumns>> &
  Pick<
    ServiceRow,
    'fields' | 'pricing_config' | 'time_zone_name' | 'is_bookable' | 'date_field_type' | 'descriptors'
  >;

/**
 * A live service item of the trip, with its service's rules, or null. With `forUpdate` the
 * item's row is locked until the transaction ends.
 */
export const findLiveServiceItemOfTrip = async (
  db: Queryable,
  itineraryId: string,
  itemId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<OwnedServiceItemRow | null> => {
  const { rows } = await db.query<OwnedServiceItemRow>(
    `select ii.id, ii.itinerary_id, ii.service_id, ii.status, ${isoInstantSql('ii.start_at')} as start_at,
            ${isoInstantSql('ii.end_at')} as end_at, ii.field_values, ii.time_slot, ii.item_price, ii.adjustments,
            s.fields, s.pricing_config, s.time_zone_name, s.is_bookable, s.date_field_type, s.descriptors
       from itinerary_items ii join services s on s.id = ii.service_id
      where ii.id = $1 and ii.itinerary_id = $2 and ii.status <> 'removed'${forUpdate ? ' for update of ii' : ''}`,
    [itemId, itineraryId],
  );
  return rows[0] ?? null;
};

/** The item's prices as a reserve reads them (its lines, the concierge's adjustments, the service's pricing), or null. */
export const findPricedService = async (db: Queryable, itemId: string): Promise<PricedService | null> => {
  const { rows } = await db.query<PricedService>(
    `select ii.id, ii.item_price, ii.adjustments, s.pricing_config, s.descriptors
       from itinerary_items ii join services s on s.id = ii.service_id where ii.id = $1`,
    [itemId],
  );
  return rows[0] ?? null;
};

/** An active service as adding it to a trip reads it, or null. */
export const findActiveServiceToAdd = async (
  db: Queryable,
  serviceId: string,
): Promise<Pick<ServiceRow, 'market_id' | 'date_field_type' | 'time_zone_name' | 'descriptors'> | null> => {
  const { rows } = await db.query<
    Pick<ServiceRow, 'market_id' | 'date_field_type' | 'time_zone_name' | 'descriptors'>
  >('select market_id, date_field_type, time_zone_name, descriptors from services where id = $1 and active', [
    serviceId,
  ]);
  return rows[0] ?? null;
};

export interface NewServiceItem {
  id: string;
  itineraryId: string;
  serviceId: string;
  start: string | null;
  end: string | null;
  timeSlot: unknown;
  recommendationType: string | null;
  referringServiceId: string | null;
}

/** A new draft service item; its dates count as chosen when it has a start. */
export const insertServiceItem = async (tx: Queryable, item: NewServiceItem): Promise<void> => {
  await tx.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected,
                                  time_slot, recommendation_type, referring_service_id)
     values ($1, $2, $3, 'draft', $4::timestamptz, $5::timestamptz, $6, $7::jsonb, $8, $9)`,
    [
      item.id,
      item.itineraryId,
      item.serviceId,
      item.start,
      item.end,
      item.start !== null,
      item.timeSlot ? JSON.stringify(item.timeSlot) : null,
      item.recommendationType,
      item.referringServiceId,
    ],
  );
};
