import { insertRecords } from '../../db/bulk-insert.store.js';
import type { Queryable } from '../../db/database.js';
import type { CatalogBase } from './catalog-data.js';

/** The demo catalog but its homes: markets, destinations, terms, countries, partners, leads, interests, promotions. */

/** No market yet: nobody has seeded or made a catalog. */
export const catalogIsEmpty = async (db: Queryable): Promise<boolean> => {
  const { rows } = await db.query<{ used: boolean }>('select exists (select 1 from markets) as used');
  return !rows[0]?.used;
};

/**
 * Holds the seeding lock until the transaction ends: two processes starting at once against
 * one PostgreSQL seed one after the other.
 */
export const lockCatalogSeeding = async (tx: Queryable): Promise<void> => {
  await tx.query(`select pg_advisory_xact_lock(hashtext('seed_demo_catalog'))`);
};

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
