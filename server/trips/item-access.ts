import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { type ItineraryOwnerRow, loadOwnedItinerary } from './itinerary-access.js';
import { ITEM_NOT_ON_ITINERARY } from './itinerary-json.js';
import { isoInstantSql } from './sql-dates.js';

export interface OwnedItemRow {
  id: string;
  itinerary_id: string;
  service_id: string;
  status: string;
  start_at: string | null;
  end_at: string | null;
  field_values: Record<string, unknown>;
  fields: unknown;
  pricing_config: unknown;
  time_zone_name: string;
  is_bookable: boolean;
}

export interface OwnedItem {
  itinerary: ItineraryOwnerRow;
  item: OwnedItemRow;
}

/**
 * A live service item of a trip the user owns: 404 for an unknown trip, 403 for someone
 * else's (loadOwnedItinerary), then 404 in SPEC 8's words for an item that is not on this
 * trip (or was removed from it). With `forUpdate` both rows are locked, so two requests
 * moving one item are taken one after the other.
 */
export const loadOwnedItem = async (
  db: Queryable,
  itineraryId: string,
  itemId: string,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<OwnedItem> => {
  const itinerary = await loadOwnedItinerary(db, itineraryId, userId, { forUpdate });
  const { rows } = await db.query<OwnedItemRow>(
    `select ii.id, ii.itinerary_id, ii.service_id, ii.status, ${isoInstantSql('ii.start_at')} as start_at,
            ${isoInstantSql('ii.end_at')} as end_at, ii.field_values, s.fields, s.pricing_config, s.time_zone_name,
            s.is_bookable
       from itinerary_items ii join services s on s.id = ii.service_id
      where ii.id = $1 and ii.itinerary_id = $2 and ii.status <> 'removed'${forUpdate ? ' for update of ii' : ''}`,
    [itemId, itineraryId],
  );
  const item = rows[0];
  if (!item) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return { itinerary, item };
};
