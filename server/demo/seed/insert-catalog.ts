import type { Queryable } from '../../db/database.js';
import { insertRecords } from '../../db/insert-records.js';
import type { CatalogBase, GeneratedHome } from './catalog-data.js';

/** Writes everything of the catalog but the homes; run it inside a transaction. */
export const insertCatalogBase = async (tx: Queryable, base: CatalogBase): Promise<void> => {
  await insertRecords(
    tx,
    'markets',
    {
      id: 'text',
      slug: 'text',
      name: 'text',
      landscape: 'text',
      default_product_line: 'text',
      product_lines: 'jsonb',
      aliases: 'text[]',
      active: 'boolean',
      tax_rate_bps: 'integer',
      has_services_catalog: 'boolean',
      time_zone_name: 'text',
      latitude: 'double precision',
      longitude: 'double precision',
    },
    base.markets,
  );
  await insertRecords(
    tx,
    'destinations',
    {
      id: 'text',
      market_id: 'text',
      slug: 'text',
      name: 'text',
      aliases: 'text[]',
      latitude: 'double precision',
      longitude: 'double precision',
    },
    base.destinations,
  );
  await insertRecords(
    tx,
    'categories',
    { id: 'text', slug: 'text', name: 'text', image_url: 'text', sort_order: 'integer' },
    base.categories,
  );
  await insertRecords(
    tx,
    'amenities',
    { id: 'text', slug: 'text', name: 'text', sort_order: 'integer' },
    base.amenities,
  );
  await insertRecords(tx, 'countries', { code: 'text', name: 'text', sort_order: 'integer' }, base.countries);
  await insertRecords(
    tx,
    'partners',
    { id: 'text', slug: 'text', name: 'text', kind: 'text', published: 'boolean', data: 'jsonb' },
    base.partners,
  );
  await insertRecords(
    tx,
    'leads',
    {
      id: 'text',
      salesforce_id: 'text',
      email: 'text',
      first_name: 'text',
      last_name: 'text',
      product_line: 'text',
      market_id: 'text',
      partner_id: 'text',
      itinerary_id: 'text',
      itinerary_start_date: 'date',
      itinerary_end_date: 'date',
    },
    base.leads,
  );
  await insertRecords(
    tx,
    'user_interests',
    {
      id: 'text',
      slug: 'text',
      name: 'text',
      image_url: 'text',
      market_id: 'text',
      guest_ages: 'text[]',
      months: 'integer[]',
      sort_order: 'integer',
    },
    base.userInterests,
  );
  await insertRecords(
    tx,
    'promotional_messages',
    {
      id: 'text',
      key: 'text',
      title: 'text',
      message: 'text',
      link_url: 'text',
      link_text: 'text',
      product_lines: 'text[]',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    },
    base.promotionalMessages,
  );
};

/** Writes homes with their fees, amenities, categories and calendars. */
export const insertHomes = async (tx: Queryable, homes: readonly GeneratedHome[]): Promise<void> => {
  await insertRecords(
    tx,
    'listings',
    {
      id: 'text',
      destination_id: 'text',
      name: 'text',
      description: 'text',
      latitude: 'double precision',
      longitude: 'double precision',
      bedrooms: 'integer',
      bathrooms: 'double precision',
      max_guests: 'integer',
      pets_allowed: 'boolean',
      events_allowed: 'boolean',
      booking_setting: 'text',
      pricing_setting: 'text',
      nightly_rate_cents: 'integer',
      weekend_uplift_percent: 'integer',
      security_deposit_cents: 'integer',
      minimum_stay_nights: 'integer',
      images: 'text[]',
      score: 'integer',
    },
    homes.map((home) => home.listing),
  );
  await insertRecords(
    tx,
    'listing_fees',
    { listing_id: 'text', position: 'integer', name: 'text', amount_cents: 'integer', charged: 'text' },
    homes.flatMap((home) => home.fees),
  );
  await insertRecords(
    tx,
    'listing_amenities',
    { listing_id: 'text', amenity_id: 'text' },
    homes.flatMap((home) =>
      home.amenityIds.map((amenity_id) => ({ listing_id: home.listing.id, amenity_id })),
    ),
  );
  await insertRecords(
    tx,
    'listing_categories',
    { listing_id: 'text', category_id: 'text' },
    homes.flatMap((home) =>
      home.categoryIds.map((category_id) => ({ listing_id: home.listing.id, category_id })),
    ),
  );
  await insertRecords(
    tx,
    'listing_unavailable_ranges',
    { id: 'text', listing_id: 'text', start_date: 'date', end_date: 'date', kind: 'text' },
    homes.flatMap((home) => home.unavailable),
    { id: 'r.id', listing_id: 'r.listing_id', stay: 'daterange(r.start_date, r.end_date)', kind: 'r.kind' },
  );
  await refreshListingSearchDocuments(
    tx,
    homes.map((home) => home.listing.id),
  );
};

/**
 * Rebuilds the keyword-search document of some homes (all when `ids` is omitted): the name
 * weighs most, then the description, then amenity names. Whatever changes a home's text or
 * amenities calls this, as a generated column cannot read the amenities table.
 */
export const refreshListingSearchDocuments = async (
  db: Queryable,
  ids?: readonly string[],
): Promise<void> => {
  await db.query(
    `update listings l
        set search_document =
              setweight(to_tsvector('english', l.name), 'A')
           || setweight(to_tsvector('english', l.description), 'B')
           || setweight(to_tsvector('english', coalesce((
                select string_agg(a.name, ' ')
                  from listing_amenities la join amenities a on a.id = la.amenity_id
                 where la.listing_id = l.id), '')), 'C')
      where $1::text[] is null or l.id = any($1::text[])`,
    [ids ? [...ids] : null],
  );
};
