import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/index.js';
import type { QuotedItem } from '../../bookings/quote-void.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { type ItineraryOwnerRow, loadOwnedItinerary } from '../../trips/itinerary-access.js';
import type { ServiceDateRules } from './service-date-rules.js';
import { findLiveServiceItemOfTrip, type OwnedServiceItemRow } from './service-item.store.js';

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
  const item = await findLiveServiceItemOfTrip(db, itineraryId, itemId, { forUpdate });
  if (!item) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  return { itinerary, item };
};
