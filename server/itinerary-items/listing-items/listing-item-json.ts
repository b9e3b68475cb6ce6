import { ITEM_NOT_ON_ITINERARY } from '../../../src/core/itinerary/index.js';
import { findHomes } from '../../catalog/home.store.js';
import { toListingSummary } from '../../catalog/listing-summary.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import type { MediaUrl } from '../../media/media-url.js';
import { type ItinerarySummaryJson, loadItinerarySummaries } from '../../trips/itinerary-summary-json.js';
import { itemInstantPricing } from './listing-instant-pricing.js';
import { findListingItemRow, type ListingItemRow } from './listing-item.store.js';
import { loadStayFields, stayFieldsJson } from './stay-fields.js';

export interface JsonOptions {
  media: MediaUrl;
  now: Date;
}

/**
 * Listing items as the app's ListingItem codec (src/core/itinerary/listing-item.entity.ts)
 * decodes them: the guest's dates and party, the home (listing), its live price, the
 * concierge's quote (as estimatedItemPricing), the stay's fields and the trip (itinerary). startDate and
 * endDate are the stay's days as the trip holds them: check-in and check-out.
 */
export const listingItemsJson = async (
  db: Queryable,
  rows: readonly ListingItemRow[],
  { media, now }: JsonOptions,
) => {
  const listingIds = [...new Set(rows.map((row) => row.listing_id))];
  const homes = new Map((await findHomes(db, listingIds)).map((home) => [home.id, home]));
  const fields = await loadStayFields(db, listingIds);
  const summaries: Map<string, ItinerarySummaryJson> = await loadItinerarySummaries(
    db,
    rows.map((row) => row.itinerary_id),
    media,
  );
  const items = [];
  for (const row of rows) {
    const home = homes.get(row.listing_id);
    items.push({
      objectId: row.id,
      status: row.status,
      startDate: row.check_in_date,
      endDate: row.check_out_date,
      isDateSelected: row.is_date_selected,
      checkInDate: row.check_in_date,
      checkOutDate: row.check_out_date,
      adultCount: row.adult_count,
      childCount: row.child_count,
      infantCount: row.infant_count,
      petCount: row.pet_count,
      // The price the app shows before the live price: the concierge's quote, never the guest's
      // own estimate, which the guest can rewrite (docs/host/pricing-integrity.md).
      estimatedItemPricing: row.concierge_quote ?? null,
      ...(await itemInstantPricing(db, row, home, now)),
      // What the reserve charged, promo codes taken off (reserved-total.ts), in dollars.
      reservedTotal: row.reserved_total_cents == null ? null : Number(row.reserved_total_cents) / 100,
      fields: stayFieldsJson(fields.get(row.listing_id) ?? [], row.field_values),
      itinerary: summaries.get(row.itinerary_id) ?? null,
      listing: home ? toListingSummary(home, media) : null,
    });
  }
  return items;
};

export type ListingItemJson = Awaited<ReturnType<typeof listingItemsJson>>[number];

/** One live listing item with its trip; 404 when there is no such item. */
export const listingItemJson = async (
  db: Queryable,
  listingItemId: string,
  options: JsonOptions,
): Promise<ListingItemJson> => {
  const row = await findListingItemRow(db, listingItemId);
  if (!row) throw new HttpError(404, ITEM_NOT_ON_ITINERARY);
  const [item] = await listingItemsJson(db, [row], options);
  return item as ListingItemJson;
};
