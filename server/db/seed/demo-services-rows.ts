import type { Landscape } from './catalog-data.js';
import { demoObjectId } from './prng.js';

/*
 * The demo services as rows, column for column, before demo-services.ts writes them.
 */

/** A demo market as the services seeder reads it from the database. */
export interface DemoServiceMarket {
  id: string;
  slug: string;
  landscape: Landscape;
  time_zone_name: string;
}

export interface ServiceSeedRow {
  id: string;
  market_id: string;
  service_key: string;
  name: string;
  description: string;
  site_section: 'local_favorites' | 'catalog';
  score: number;
  is_bookable: boolean;
  date_field_type: string;
  time_zone_name: string;
  listing_redirect_id: string | null;
  fields: unknown[];
  pricing_config: unknown;
  descriptors: Record<string, unknown>;
  images: string[];
  season_months: number[] | null;
}

export interface BlockedTimeSeedRow {
  id: string;
  service_id: string;
  starts_at: string;
  ends_at: string;
  reason: string;
}

export interface DemoServices {
  services: ServiceSeedRow[];
  links: { service_id: string; category_id: string }[];
  blocked: BlockedTimeSeedRow[];
}

/** The id of demo service `key` in market `marketSlug`: stable, so other demo data can point at it. */
export const demoServiceId = (marketSlug: string, key: string): string =>
  demoObjectId(`service:${marketSlug}:${key}`);
