import { insertRecords } from '../../db/bulk-insert.store.js';
import type { Database, Queryable } from '../../db/database.js';
import type { ListingRow } from '../../db/rows/homes.js';
import type { GeneratedHome } from './catalog-data.js';

/** The demo's homes and their keyword-search documents. */

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

/** Which of the homes `ids` exist already. */
export const findPresentHomeIds = async (db: Queryable, ids: readonly string[]): Promise<Set<string>> => {
  const { rows } = await db.query<Pick<ListingRow, 'id'>>(
    'select id from listings where id = any($1::text[])',
    [[...ids]],
  );
  return new Set(rows.map((row) => row.id));
};

/** How many homes the catalog has. */
export const countHomes = async (db: Queryable): Promise<number> => {
  const total = await db.query<{ n: number }>('select count(*)::int as n from listings');
  return total.rows[0]?.n ?? 0;
};

/**
 * After a bulk seed (outside a transaction, as vacuum must be): dead row versions gone and the planner's statistics fresh for the
 * tables a search reads. Every home's search row is rewritten once per calendar range as it
 * is seeded, and PGlite has no autovacuum, so without this a seeded PGlite catalog kept
 * those dead rows and was never analysed: the search planned with guesses (6 rows for a
 * destination of 625) and read twice the pages (docs/host/performance.md, issue 26).
 */
export const tidyAfterSeeding = async (db: Database): Promise<void> => {
  await db.exec('vacuum analyze listings, listing_search_rows, listing_unavailable_ranges');
};
