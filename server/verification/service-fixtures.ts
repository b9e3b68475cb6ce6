import type { Queryable } from '../db/database.js';

/**
 * Markets and services of the pact's world, by the ids the states' params give (m-aspen,
 * s-aspen-chef-1). The demo seed makes up its own ids, so provider states create these beside it. Every
 * helper is idempotent (insert when missing, never overwrite), because all states share one
 * database during a verification run and several states ask for the same rows.
 */

/** The service's text field (STATES.serviceField) and its price ids (STATES.servicePricing), handed back. */
export const PACT_SERVICE_FIELD_ID = 'fld-allergies';
export const PACT_PRICING = {
  pricingHeaderId: 'ph-chef',
  pricingOptionId: 'po-dinner',
  pricingConfigId: 'pc-flat',
} as const;

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

/**
 * The zone the pact's services keep their clock in. The pact's dinners are 18:00 to 21:00 UTC
 * on any day (pact-stays.ts) and the host takes only a start that is one of the service's slots
 * (service-date-rules.ts): in the market's own zone (America/Denver) 18:00 UTC is 11:00 in
 * winter but 12:00 from March to November, so a slot there would match the pact's dinner only
 * on some days of the year. In UTC the 18:00 slot is the dinner's time on every day.
 */
export const PACT_SERVICE_TIME_ZONE = 'UTC';

/** A private chef priced flat per dinner: the text field and price ids the pact uses. */
const pactFields = [
  { id: PACT_SERVICE_FIELD_ID, type: 'text', name: 'Allergies' },
  { id: 'f-guests', type: 'number', name: 'Number of guests' },
];

const pactPricingConfig = {
  extraFee: null,
  extraFeeLabel: null,
  configuration: [
    {
      objectId: PACT_PRICING.pricingHeaderId,
      name: 'Dinner',
      configuration: [
        {
          pricingOptions: [
            {
              objectId: PACT_PRICING.pricingOptionId,
              name: 'Dinner for the party',
              configs: [
                { objectId: PACT_PRICING.pricingConfigId, fixedRate: 900, rate: null, rateBasis: null },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const pactDescriptors = {
  tagline: 'A chef cooks dinner in your home',
  startingFrom: 350,
  duration: '3 hours',
  coordinationFee: 10,
  bookingLeadTimeDuration: 2880,
  // Instants whose wall-clock time in the service's zone (UTC, PACT_SERVICE_TIME_ZONE) is the
  // slot: 18:00 to 21:00, the pact's dinners, and the 'No preference' slot spanning the day.
  timeSlots: [
    { start: '2031-02-09T18:00:00.000Z', end: '2031-02-09T21:00:00.000Z', isNoPreference: false },
    { start: '2031-02-09T00:00:00.000Z', end: '2031-02-10T00:00:00.000Z', isNoPreference: true },
  ],
  timeSlotName: 'Dinner time',
  serviceDateName: 'Dinner date',
  cancellation: 'Free cancellation up to 48 hours before.',
};

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
