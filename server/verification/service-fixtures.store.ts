import type { Queryable } from '../db/database.js';
import { groceryItemId } from '../demo/seed/demo-services-terms.data.js';
import {
  PACT_SERVICE_TIME_ZONE,
  pactDescriptors,
  pactFields,
  pactPricingConfig,
} from './pact-service.data.js';

/**
 * Markets and services of the pact's world, by the ids the states' params give (m-aspen,
 * s-aspen-chef-1). The demo seed makes up its own ids, so provider states create these beside it. Every
 * helper is idempotent (insert when missing, never overwrite), because all states share one
 * database during a verification run and several states ask for the same rows.
 */

interface MarketTemplate {
  landscape: string;
  default_product_line: string;
  product_lines: unknown;
  tax_rate_bps: number;
  time_zone_name: string;
  latitude: number;
  longitude: number;
}

// Used only when no market is seeded (a PostgreSQL run without the catalog).
const FALLBACK_MARKET: MarketTemplate = {
  landscape: 'mountain',
  default_product_line: 'Concierge',
  product_lines: {
    concierge: { name: 'Concierge', email: 'concierge@keyhaven.test', phone: '+1 970 555 0100' },
  },
  tax_rate_bps: 1060,
  time_zone_name: 'America/Denver',
  latitude: 39.1911,
  longitude: -106.8175,
};

/** Inserts market `id` (slug `pact-${id}`) when missing, copying the rest from a seeded market. */
export const ensureMarket = async (db: Queryable, id: string, name: string): Promise<void> => {
  const { rows } = await db.query<MarketTemplate>(
    `select landscape, default_product_line, product_lines, tax_rate_bps, time_zone_name, latitude, longitude
       from markets where id <> $1 order by (landscape = 'mountain') desc, id limit 1`,
    [id],
  );
  const template = rows[0] ?? FALLBACK_MARKET;
  await db.query(
    `insert into markets (id, slug, name, landscape, default_product_line, product_lines, aliases, active,
                          tax_rate_bps, has_services_catalog, time_zone_name, latitude, longitude)
     values ($1, $2, $3, $4, $5, $6::jsonb, '{}', true, $7, true, $8, $9, $10)
     on conflict (id) do nothing`,
    [
      id,
      `pact-${id}`,
      name,
      template.landscape,
      template.default_product_line,
      JSON.stringify(template.product_lines),
      template.tax_rate_bps,
      template.time_zone_name,
      template.latitude,
      template.longitude,
    ],
  );
};

export interface ServiceOverrides {
  name?: string;
  description?: string;
  serviceKey?: string;
  siteSection?: 'local_favorites' | 'catalog';
  score?: number;
  dateFieldType?: 'Date + Time' | 'Date Only' | 'Date Range';
  /** Category ids (created when missing, named after the id) the service belongs to. */
  categoryIds?: readonly string[];
}

const ensureCategory = async (db: Queryable, categoryId: string): Promise<void> => {
  await db.query(
    `insert into service_categories (id, name, is_hidden, promotion_score)
     values ($1, $2, false, 1) on conflict (id) do nothing`,
    [categoryId, categoryId.replace(/^(cat|sc)-/, '').replace(/-/g, ' ')],
  );
};

/**
 * Inserts service `id` in market `marketId` when missing: a private chef with a text field,
 * a flat-rate pricing config, time slots and a category, all the pact's interactions read.
 * The market must exist (ensureMarket).
 */
export const ensureService = async (
  db: Queryable,
  id: string,
  marketId: string,
  overrides: ServiceOverrides = {},
): Promise<void> => {
  const categoryIds = overrides.categoryIds ?? ['cat-dining'];
  for (const categoryId of categoryIds) await ensureCategory(db, categoryId);
  await db.query(
    `insert into services (id, market_id, service_key, name, description, site_section, score, is_bookable,
                           date_field_type, time_zone_name, fields, pricing_config, descriptors, images, active)
     select $1, m.id, $3, $4, $5, $6, $7, true, $8, $12, $9::jsonb, $10::jsonb, $11::jsonb,
            array['/media/services/' || $1 || '/1.svg'], true
       from markets m where m.id = $2
     on conflict (id) do nothing`,
    [
      id,
      marketId,
      overrides.serviceKey ?? 'private_chef',
      overrides.name ?? 'Private chef',
      overrides.description ?? 'A private chef shops, cooks and serves dinner in your vacation home.',
      overrides.siteSection ?? 'catalog',
      overrides.score ?? 4.8,
      overrides.dateFieldType ?? 'Date + Time',
      JSON.stringify(pactFields),
      JSON.stringify(pactPricingConfig),
      JSON.stringify(pactDescriptors),
      PACT_SERVICE_TIME_ZONE,
    ],
  );
  for (const categoryId of categoryIds)
    await db.query(
      `insert into service_category_links (service_id, category_id)
       select $1, $2 where exists (select 1 from services where id = $1)
       on conflict do nothing`,
      [id, categoryId],
    );
};

export interface TakenSpan {
  /** The item's id; the throwaway guest and trip are named after it unless `itineraryId` is given. */
  itemId: string;
  /** An existing trip (of another guest) to hold the item, instead of a throwaway one. */
  itineraryId?: string;
  serviceId: string;
  startAt: string;
  endAt: string;
  status?: 'approved' | 'booked';
}

/** A throwaway guest's trip in the service's market. */
const throwawayTrip = async (db: Queryable, userId: string, itineraryId: string, serviceId: string) => {
  await db.query(
    `insert into users (id, email, password_hash, first_name, last_name)
     values ($1, $2, 'not-a-login', 'Calendar', 'Guest') on conflict (id) do nothing`,
    [userId, `${userId}@keyhaven.test`],
  );
  await db.query(
    `insert into itineraries (id, user_id, market_id, name)
     select $1, $2, market_id, 'Calendar trip' from services where id = $3
     on conflict (id) do nothing`,
    [itineraryId, userId, serviceId],
  );
};

/**
 * Puts an approved or booked item of the service on the trip given, or on a throwaway guest's
 * trip in the service's market, so the service's availability calendar shows the span. Run
 * again, it moves the item to the span given.
 */
export const ensureTakenSpan = async (db: Queryable, span: TakenSpan): Promise<void> => {
  const userId = `u-${span.itemId}`;
  const itineraryId = span.itineraryId ?? `it-${span.itemId}`;
  if (!span.itineraryId) await throwawayTrip(db, userId, itineraryId, span.serviceId);
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, start_at, end_at, is_date_selected)
     values ($1, $2, $3, $4, $5, $6, true)
     on conflict (id) do update set itinerary_id = excluded.itinerary_id, status = excluded.status,
                                    start_at = excluded.start_at,
                                    end_at = excluded.end_at, service_id = excluded.service_id`,
    [span.itemId, itineraryId, span.serviceId, span.status ?? 'booked', span.startAt, span.endAt],
  );
};

/** A grocery item of the list a guest picks from, named `name`; kept as it is when it exists. */
export const ensureGroceryItem = async (db: Queryable, name: string, category: string): Promise<void> => {
  await db.query(
    `insert into grocery_items (id, name, category, sort_order) values ($1, $2, $3, 1)
     on conflict do nothing`,
    [groceryItemId(name), name, category],
  );
};
