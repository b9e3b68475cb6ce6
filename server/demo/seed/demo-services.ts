import type { Queryable } from '../../db/database.js';
import { generateMarketServices } from './demo-services-generate.js';
import {
  DEMO_GROCERY_AISLES,
  DEMO_SERVICE_CATEGORIES,
  groceryItemId,
  serviceCategoryId,
} from './demo-services-terms.data.js';
import {
  findBestHomes,
  insertGroceryItem,
  insertServiceCategory,
  insertServices,
  listServiceMarkets,
} from './services.store.js';

/** How many of a market's best homes get a vacation-home service (one per key). */
const HOMES_PER_MARKET = 3;

/**
 * Seeds the demo services, inside the catalog's seeding transaction (after markets, homes
 * and the demo accounts): the categories, the grocery items, and in every market its
 * services (demo-services-templates.data.ts) and vacation-home services pointing at its
 * best homes. Everything is derived from the market slugs and the seed day, so it is the
 * same on every machine.
 */
export const seedDemoServices = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  for (const category of DEMO_SERVICE_CATEGORIES)
    await insertServiceCategory(db, {
      id: serviceCategoryId(category.slug),
      name: category.name,
      isHidden: category.isHidden,
      promotionScore: category.promotionScore,
    });
  const groceries = Object.entries(DEMO_GROCERY_AISLES).flatMap(([category, names]) =>
    names.map((name) => ({ name, category })),
  );
  for (const [index, item] of groceries.entries())
    await insertGroceryItem(db, { id: groceryItemId(item.name), ...item, sortOrder: index + 1 });
  for (const market of await listServiceMarkets(db)) {
    const homes = await findBestHomes(db, market.id, HOMES_PER_MARKET);
    await insertServices(db, generateMarketServices(market, homes, anchor));
  }
};
