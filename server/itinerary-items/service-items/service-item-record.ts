import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/active-item.rule.js';
import type { QuotedItem } from '../../bookings/quote-void.js';
import type { Queryable } from '../../db/database.js';
import type { DatesAsText, Prefixed } from '../../db/rows/row-shapes.js';
import type { ServiceRow } from '../../db/rows/services.js';
import type { ItineraryItemRow } from '../../db/rows/trips.js';
import { isoInstantSql } from '../../db/sql-dates.js';
import { HttpError } from '../../http/http-error.js';
import { type ItineraryOwnerRow, loadOwnedItinerary } from '../../trips/itinerary-access.js';
import type { ServiceDateRules } from './service-date-rules.js';

/** A service item (itinerary_items, instants as ISO text) with what its JSON copies from its service. */
export type ServiceItemRow = DatesAsText<
  Pick<
    ItineraryItemRow,
    | 'id'
    | 'itinerary_id'
    | 'service_id'
    | 'status'
    | 'start_at'
    | 'end_at'
    | 'is_date_selected'
    | 'time_slot'
    | 'field_values'
    | 'item_price'
    | 'adjustments'
    | 'notes_from_concierge'
  >
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
 * the trip) of the given trips, or with the given ids, oldest first.
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
      order by ii.created_at, ii.id`,
    [[...ids]],
  );
  return rows;
};

/** A service item as its changes read it: its own columns and its service's rules. */
export type OwnedServiceItemRow = DatesAsText<
  Pick<
    ItineraryItemRow,
    | 'id'
    | 'itinerary_id'
    | 'service_id'
    | 'status'
    | 'start_at'
    | 'end_at'
    | 'field_values'
    | 'time_slot'
    | 'item_price'
    | 'adjustments'
  >
> &
  Pick<
    ServiceRow,
    'fields' | 'pricing_config' | 'time_zone_name' | 'is_bookable' | 'date_field_type' | 'descriptors'
  >;

/** The item as a quote sees it (quote-void.ts): a service's quote is the concierge's adjustments. */
export const quotedService = (item: OwnedServiceItemRow): QuotedItem => ({
  kind: 'service',
  id: item.id,
  itineraryId: item.itinerary_id,
  status: item.status,
  hasQuote: Array.isArray(item.adjustments) && item.adjustments.length > 0,
});

/** The service's date rules for this item (service-date-rules.ts). */
export const dateRulesOf = (item: OwnedServiceItemRow): ServiceDateRules => ({
  itemId: item.id,
  serviceId: item.service_id,
  date_field_type: item.date_field_type,
  time_zone_name: item.time_zone_name,
  descriptors: item.descriptors,
});

export interface OwnedServiceItem {
  itinerary: ItineraryOwnerRow;
  item: OwnedServiceItemRow;
}

/**
 * A live service item of a trip the user owns: 404 for an unknown trip, 403 for someone
 * else's (loadOwnedItinerary), then 404 in the words of docs/product/errors.md#other-messages
 * for an item that is not on this trip (or was removed from it). With `forUpdate` both rows
 * are locked, so two requests moving one item are taken one after the other.
 */
export const loadOwnedServiceItem = async (
  db: Queryable,
  itineraryId: string,
  itemId: string,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<OwnedServiceItem> => {
  const itinerary = await loadOwnedItinerary(db, itineraryId, userId, { forUpdate });
  const { rows } = await db.query<OwnedServiceItemRow>(
    `select ii.id, ii.itinerary_id, ii.service_id, ii.status, ${isoInstantSql('ii.start_at')} as start_at,
            ${isoInstantSql('ii.end_at')} as end_at, ii.field_values, ii.time_slot, ii.item_price, ii.adjustments,
            s.fields, s.pricing_config, s.time_zone_name, s.is_bookable, s.date_field_type, s.descriptors
       from itinerary_items ii join services s on s.id = ii.service_id
      where ii.id = $1 and ii.itinerary_id = $2 and ii.status <> 'removed'${forUpdate ? ' for update of ii' : ''}`,
    [itemId, itineraryId],
  );
  const item = rows[0];
  if (!item) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return { itinerary, item };
};
