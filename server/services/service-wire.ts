import type { MediaUrl } from '../media/media-url.js';
import type { ServiceWithCategories } from './service.store.js';

/**
 * A service as the app decodes it (src/core/service/service.entity.ts): its own props, the
 * categories ranking reads, and the descriptors its itinerary items copy (images, pricing
 * config, time slots ...). Stored descriptors are spread first so the columns win.
 */
export const toService = (row: ServiceWithCategories, media: MediaUrl) => ({
  ...row.descriptors,
  id: row.id,
  marketId: row.market_id,
  name: row.name,
  description: row.description,
  categories: row.categories,
  score: row.score,
  siteSection: row.site_section,
  fields: row.fields,
  listingRedirectId: row.listing_redirect_id,
  serviceKey: row.service_key,
  isBookable: row.is_bookable,
  dateFieldType: row.date_field_type,
  timeZoneName: row.time_zone_name,
  servicePricingConfig: row.pricing_config,
  images: row.images.map(media),
  seasonMonths: row.season_months,
});

export type ServiceWire = ReturnType<typeof toService>;
