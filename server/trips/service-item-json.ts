import type { Queryable } from '../db/database.js';
import type { MediaUrl } from '../media/media-url.js';
import { type ItemPricingJson, itemPricingJson, type StoredPriceEntry } from './item-pricing-json.js';
import type { ItinerarySummaryJson } from './itinerary-summary-json.js';
import { loadPromoCodes, type PromoCodeJson } from './promo-codes-json.js';
import {
  pickDescriptors,
  serviceFieldsOf,
  servicePricingConfigOf,
  timeSlotOf,
} from './service-descriptors-json.js';
import { isoInstantSql } from './sql-dates.js';

export interface ServiceItemRow {
  id: string;
  itinerary_id: string;
  service_id: string;
  status: string;
  start_at: string | null;
  end_at: string | null;
  is_date_selected: boolean;
  time_slot: unknown;
  field_values: Record<string, StoredFieldValue>;
  item_price: StoredPriceEntry[];
  adjustments: { adjustmentAmount: number; adjustmentReason?: string | null }[];
  service_name: string;
  service_description: string;
  service_key: string;
  site_section: string;
  is_bookable: boolean;
  date_field_type: string;
  time_zone_name: string;
  listing_redirect_id: string | null;
  fields: unknown;
  pricing_config: unknown;
  descriptors: unknown;
  images: string[];
}

/** A field's stored value, keyed by the field's id in field_values (itinerary_items and itinerary_listing_items). */
export interface StoredFieldValue {
  displayValue?: string | null;
  value?: { content: unknown; type?: string | null } | null;
}

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

const ITEM_SQL = `
  select ii.id, ii.itinerary_id, ii.service_id, ii.status,
         ${isoInstantSql('ii.start_at')} as start_at, ${isoInstantSql('ii.end_at')} as end_at,
         ii.is_date_selected, ii.time_slot, ii.field_values, ii.item_price, ii.adjustments,
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

/** The service's fields with what the guest entered in each (SPEC 3: id, displayValue, value, type). */
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
