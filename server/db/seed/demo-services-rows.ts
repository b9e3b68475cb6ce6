import type { ServiceRow } from '../../services/service-record.js';
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

/** A services row as seeded: what the host reads back, but for the categories it joins in. */
export type ServiceSeedRow = Omit<ServiceRow, 'categories'>;

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
