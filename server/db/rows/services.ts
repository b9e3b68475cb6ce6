import type { DateFieldType, SiteSection } from '../../../src/core/service/index.js';

/**
 * Rows of 004_services.sql and 010_services_extra.sql: bookable services, their categories
 * and the times they are blocked. The JSON columns are typed as the host writes them; the
 * seeders and the concierge write them too, so code that serves them checks each value on
 * read (service-descriptors-json.ts).
 */

export interface ServiceCategoryRow {
  id: string;
  name: string;
  is_hidden: boolean;
  promotion_score: number;
}

export interface ServiceRow {
  id: string;
  market_id: string;
  service_key: string;
  name: string;
  description: string;
  site_section: SiteSection;
  score: number;
  is_bookable: boolean;
  date_field_type: DateFieldType;
  time_zone_name: string;
  /** A vacation-home service points at the home it stands for. */
  listing_redirect_id: string | null;
  fields: unknown[];
  pricing_config: Record<string, unknown> | null;
  descriptors: Record<string, unknown>;
  images: string[];
  active: boolean;
  created_at: Date;
  /** The months (1-12) it runs; null: all year (010). */
  season_months: number[] | null;
}

export interface ServiceCategoryLinkRow {
  service_id: string;
  category_id: string;
}

export interface ServiceBlockedTimeRow {
  id: string;
  service_id: string;
  starts_at: Date;
  ends_at: Date;
  reason: string;
}
