import type { Queryable } from '../../db/database.js';
import { insertRecords } from '../../db/insert-records.js';
import { generateMarketServices } from './demo-services-generate.js';
import type { DemoHome } from './demo-services-homes.js';
import type { DemoServiceMarket, DemoServices } from './demo-services-rows.js';
import {
  DEMO_GROCERY_AISLES,
  DEMO_SERVICE_CATEGORIES,
  groceryItemId,
  serviceCategoryId,
} from './demo-services-terms.data.js';

/** How many of a market's best homes get a vacation-home service (one per key). */
const HOMES_PER_MARKET = 3;

const insertServices = async (db: Queryable, rows: DemoServices): Promise<void> => {
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
const insertTerms = async (db: Queryable): Promise<void> => {
  for (const category of DEMO_SERVICE_CATEGORIES)
    await db.query(
      `insert into service_categories (id, name, is_hidden, promotion_score) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [serviceCategoryId(category.slug), category.name, category.isHidden, category.promotionScore],
    );
  const groceries = Object.entries(DEMO_GROCERY_AISLES).flatMap(([category, names]) =>
    names.map((name) => ({ name, category })),
  );
  for (const [index, item] of groceries.entries())
    await db.query(
      'insert into grocery_items (id, name, category, sort_order) values ($1, $2, $3, $4) on conflict do nothing',
      [groceryItemId(item.name), item.name, item.category, index + 1],
    );
};

/**
 * Seeds the demo services, inside the catalog's seeding transaction (after markets, homes
 * and the demo accounts): the categories, the grocery items, and in every market its
 * services (demo-services-templates.data.ts) and vacation-home services pointing at its
 * best homes. Everything is derived from the market slugs and the seed day, so it is the
 * same on every machine.
 */
export const seedDemoServices = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  await insertTerms(db);
  const { rows: markets } = await db.query<DemoServiceMarket>(
    'select id, slug, landscape, time_zone_name from markets order by slug',
  );
  for (const market of markets) {
    const { rows: homes } = await db.query<DemoHome>(
      `select l.id, l.name, l.nightly_rate_cents, l.images
         from listings l join destinations d on d.id = l.destination_id
        where d.market_id = $1 and l.active
        order by l.score desc, l.id limit $2`,
      [market.id, HOMES_PER_MARKET],
    );
    await insertServices(db, generateMarketServices(market, homes, anchor));
  }
};
