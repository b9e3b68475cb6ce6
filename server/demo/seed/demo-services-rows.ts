import type { MarketRow } from '../../db/rows/markets-destinations.js';
import type { DatesAsText } from '../../db/rows/row-shapes.js';
import type { ServiceBlockedTimeRow, ServiceCategoryLinkRow, ServiceRow } from '../../db/rows/services.js';
import { demoObjectId } from './prng.js';

/*
 * The demo services as rows, column for column, before demo-services.ts writes them.
 */

/** A demo market as the services seeder reads it from the database. */
export type DemoServiceMarket = Pick<MarketRow, 'id' | 'slug' | 'landscape' | 'time_zone_name'>;

/** A services row as seeded: every column but those the table fills itself. */
export type ServiceSeedRow = Omit<ServiceRow, 'active' | 'created_at'>;

export type BlockedTimeSeedRow = DatesAsText<ServiceBlockedTimeRow>;

export interface DemoServices {
  services: ServiceSeedRow[];
  links: ServiceCategoryLinkRow[];
  blocked: BlockedTimeSeedRow[];
}

/** The id of demo service `key` in market `marketSlug`: stable, so other demo data can point at it. */
export const demoServiceId = (marketSlug: string, key: string): string =>
  demoObjectId(`service:${marketSlug}:${key}`);
