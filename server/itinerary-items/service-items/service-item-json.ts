import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/index.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import type { MediaUrl } from '../../media/media-url.js';
import { type ItinerarySummaryJson, loadItinerarySummaries } from '../../trips/itinerary-summary-json.js';
import { loadPromoCodes, type PromoCodeJson } from './promo-codes-json.js';
import {
  pickDescriptors,
  serviceFieldsOf,
  servicePricingConfigOf,
  timeSlotOf,
} from './service-descriptors-json.js';
import { loadServiceItemRows, type ServiceItemRow } from './service-item.store.js';
import { type ItemPricingJson, itemPricingJson } from './service-item-pricing-json.js';

/** A service item as the core's ItineraryItem codec decodes it. */
export interface ServiceItemJson extends Record<string, unknown> {
  id: string;
  serviceId: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  isDateSelected: boolean;
  selectedTimeSlot: unknown;
  fields: Record<string, unknown>[];
  pricing: ItemPricingJson;
  promoCodes: PromoCodeJson[];
  itinerary: ItinerarySummaryJson | null;
}

/**
 * The service's fields with what the guest entered in each
 * (docs/product/entities.md#itinerary-item: id, displayValue, value, type).
 */
export const itemFieldsJson = (row: Pick<ServiceItemRow, 'fields' | 'field_values'>) =>
  serviceFieldsOf(row.fields).map((field) => {
    const stored = row.field_values[field.id];
    return {
      ...field,
      displayValue: stored?.displayValue ?? null,
      value: stored?.value ?? null,
    };
  });

export const toServiceItemJson = (
  row: ServiceItemRow,
  promoCodes: PromoCodeJson[],
  itinerary: ItinerarySummaryJson | null,
  media: MediaUrl,
): ServiceItemJson => {
  const images = row.images.map(media);
  return {
    // The service's descriptors first: what the item itself knows overrides them.
    ...pickDescriptors(row.descriptors),
    id: row.id,
    serviceId: row.service_id,
    status: row.status,
    startDate: row.start_at,
    endDate: row.end_at,
    isDateSelected: row.is_date_selected,
    selectedTimeSlot: timeSlotOf(row.time_slot),
    fields: itemFieldsJson(row),
    pricing: itemPricingJson(row.id, row.item_price, row.adjustments),
    promoCodes,
    itinerary,
    backgroundImageUrl: images[0] ?? null,
    serviceIsBookable: row.is_bookable,
    serviceSiteSection: row.site_section,
    name: row.service_name,
    description: row.service_description,
    images,
    servicePricingConfig: servicePricingConfigOf(row.pricing_config),
    timeZoneName: row.time_zone_name,
    dateFieldType: row.date_field_type,
    serviceKey: row.service_key,
    listingRedirectId: row.listing_redirect_id,
    // The concierge's word on this very item; the service's own notes stay in `notes`.
    ...(row.notes_from_concierge ? { notesFromConcierge: row.notes_from_concierge } : {}),
  };
};

/** Rows to JSON, with their promo codes and the itinerary summaries given. */
export const serviceItemsJson = async (
  db: Queryable,
  rows: readonly ServiceItemRow[],
  summaries: ReadonlyMap<string, ItinerarySummaryJson>,
  media: MediaUrl,
): Promise<ServiceItemJson[]> => {
  const promos = await loadPromoCodes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toServiceItemJson(row, promos.get(row.id) ?? [], summaries.get(row.itinerary_id) ?? null, media),
  );
};

/**
 * One service item with its itinerary, fields and values, pricing, promo codes and its
 * service's descriptors; 404 when there is no such live item (a removed one included).
 */
export const serviceItemJson = async (
  db: Queryable,
  itemId: string,
  media: MediaUrl,
): Promise<ServiceItemJson> => {
  const [row] = await loadServiceItemRows(db, { itemIds: [itemId] });
  if (!row) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  const summaries = await loadItinerarySummaries(db, [row.itinerary_id], media);
  const [item] = await serviceItemsJson(db, [row], summaries, media);
  return item as ServiceItemJson;
};
