import { insertRecords } from '../../db/bulk-insert.store.js';
import type { Queryable } from '../../db/database.js';
import type { DemoHome } from './demo-services-homes.js';
import type { DemoServiceMarket, DemoServices } from './demo-services-rows.js';

/** The demo services and what they read and need (demo-services.ts). */

/** Every market, by slug, with what its services are generated from. */
export const listServiceMarkets = async (db: Queryable): Promise<DemoServiceMarket[]> => {
  const { rows } = await db.query<DemoServiceMarket>(
    'select id, slug, landscape, time_zone_name from markets order by slug',
  );
  return rows;
};

/** The market's `count` best active homes, for its vacation-home services. */
export const findBestHomes = async (db: Queryable, marketId: string, count: number): Promise<DemoHome[]> => {
  const { rows } = await db.query<DemoHome>(
    `select l.id, l.name, l.nightly_rate_cents, l.images
       from listings l join destinations d on d.id = l.destination_id
      where d.market_id = $1 and l.active
      order by l.score desc, l.id limit $2`,
    [marketId, count],
  );
  return rows;
};

/** Writes a market's services with their category links and blocked times. */
export const insertServices = async (db: Queryable, rows: DemoServices): Promise<void> => {
  await insertRecords(
    db,
    'services',
    {
      id: 'text',
      market_id: 'text',
      service_key: 'text',
      name: 'text',
      description: 'text',
      site_section: 'text',
      score: 'double precision',
      is_bookable: 'boolean',
      date_field_type: 'text',
      time_zone_name: 'text',
      listing_redirect_id: 'text',
      fields: 'jsonb',
      pricing_config: 'jsonb',
      descriptors: 'jsonb',
      images: 'text[]',
      season_months: 'smallint[]',
    },
    rows.services,
  );
  await insertRecords(db, 'service_category_links', { service_id: 'text', category_id: 'text' }, rows.links);
  await insertRecords(
    db,
    'service_blocked_times',
    { id: 'text', service_id: 'text', starts_at: 'timestamptz', ends_at: 'timestamptz', reason: 'text' },
    rows.blocked,
  );
};

// Categories and grocery items are not per market: a database that kept them while its
// catalog was cleared gets them again without a clash, hence row by row, skipping existing ones.

export const insertServiceCategory = async (
  db: Queryable,
  category: { id: string; name: string; isHidden: boolean; promotionScore: number },
): Promise<void> => {
  await db.query(
    `insert into service_categories (id, name, is_hidden, promotion_score) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [category.id, category.name, category.isHidden, category.promotionScore],
  );
};

export const insertGroceryItem = async (
  db: Queryable,
  item: { id: string; name: string; category: string; sortOrder: number },
): Promise<void> => {
  await db.query(
    'insert into grocery_items (id, name, category, sort_order) values ($1, $2, $3, $4) on conflict do nothing',
    [item.id, item.name, item.category, item.sortOrder],
  );
};
