import { utcDayOf } from '../../../src/core/shared/index.js';
import type { Database } from '../../db/database.js';
import { catalogIsEmpty, insertCatalogBase, lockCatalogSeeding } from './catalog-base.store.js';
import type { CatalogBase, GeneratedHome } from './catalog-data.js';
import { seedDemoCardTokens } from './demo-card-tokens.js';
import { DEMO_MARKETS } from './demo-places.data.js';
import { seedDemoPromoCodes } from './demo-promo-codes.js';
import { seedDemoServices } from './demo-services.js';
import { seedDemoTrips } from './demo-trips.js';
import { generateCatalogBase } from './generate-catalog-base.js';
import { DEMO_SEED, generateHome, type HomeContext, type HomePlace } from './generate-home.js';
import { findPresentHomeIds, insertHomes } from './homes.store.js';

/** The demo catalog everyone gets on first start (docs/host/decisions.md#demo-data: hundreds of homes). */
export const DEMO_HOME_COUNT = 300;
const HOMES_PER_BATCH = 1000;

export interface CatalogSeedOptions {
  seed?: string;
  homes?: number;
  /** The seed day, 'YYYY-MM-DD'; calendars and lead trips are relative to it. Default: today (UTC). */
  anchor?: string;
}

const settle = (options: CatalogSeedOptions) => ({
  seed: options.seed ?? DEMO_SEED,
  homes: options.homes ?? DEMO_HOME_COUNT,
  anchor: options.anchor ?? utcDayOf(new Date()),
});

/** The hand-chosen dry land of destinations on water, by slug (demo-places.data.ts). */
const homeSitesBySlug = new Map(
  DEMO_MARKETS.flatMap((market) => market.destinations).map((place) => [place.slug, place.homeSites]),
);

/** What a home needs from the rest of the catalog, taken from the generated base. */
export const homeContextFor = (seed: string, anchor: string, base: CatalogBase): HomeContext => {
  const landscapeOf = new Map(base.markets.map((market) => [market.id, market.landscape]));
  const places: HomePlace[] = [...base.destinations]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((destination) => ({
      destinationId: destination.id,
      destinationName: destination.name,
      landscape: landscapeOf.get(destination.market_id) ?? 'mountain',
      latitude: destination.latitude,
      longitude: destination.longitude,
      homeSites: homeSitesBySlug.get(destination.slug),
    }));
  return {
    seed,
    anchor,
    places,
    amenityIdBySlug: new Map(base.amenities.map((amenity) => [amenity.slug, amenity.id])),
    categoryIdBySlug: new Map(base.categories.map((category) => [category.slug, category.id])),
  };
};

/** The whole demo catalog, in memory: what the seeders write, and what the tests compare. */
export const generateDemoCatalog = (options: CatalogSeedOptions = {}) => {
  const { seed, homes, anchor } = settle(options);
  const base = generateCatalogBase(seed, anchor);
  const context = homeContextFor(seed, anchor, base);
  return { base, homes: Array.from({ length: homes }, (_, index) => generateHome(context, index)) };
};

/**
 * Makes sure homes 0 .. count-1 of the seed exist, inserting the missing ones in batches
 * (one transaction each, so a large catalog shows progress and an interrupted run resumes).
 * Returns how many it inserted.
 */
export const ensureDemoHomes = async (
  db: Database,
  options: CatalogSeedOptions = {},
  onProgress?: (done: number, total: number) => void,
): Promise<number> => {
  const { seed, homes, anchor } = settle(options);
  const context = homeContextFor(seed, anchor, generateCatalogBase(seed, anchor));
  let inserted = 0;
  for (let start = 0; start < homes; start += HOMES_PER_BATCH) {
    const batch: GeneratedHome[] = [];
    for (let index = start; index < Math.min(homes, start + HOMES_PER_BATCH); index += 1) {
      batch.push(generateHome(context, index));
    }
    const present = await findPresentHomeIds(
      db,
      batch.map((home) => home.listing.id),
    );
    const missing = batch.filter((home) => !present.has(home.listing.id));
    if (missing.length > 0) await db.transaction((tx) => insertHomes(tx, missing));
    inserted += missing.length;
    onProgress?.(Math.min(homes, start + HOMES_PER_BATCH), homes);
  }
  return inserted;
};

/**
 * The demo catalog: markets, destinations, terms, countries, partners, leads, interests,
 * promotions and the homes, in one transaction (a start interrupted half-way leaves no
 * catalog, so the next start seeds it whole). Seeds only when there are no markets yet.
 * Returns whether it seeded. Large catalogs go through ensureDemoHomes, in batches.
 */
export const seedDemoCatalog = async (db: Database, options: CatalogSeedOptions = {}): Promise<boolean> => {
  if (!(await catalogIsEmpty(db))) return false;
  const { seed, homes, anchor } = settle(options);
  return db.transaction(async (tx) => {
    // Two processes starting at once against one PostgreSQL: only one seeds.
    await lockCatalogSeeding(tx);
    if (!(await catalogIsEmpty(tx))) return false;
    const base = generateCatalogBase(seed, anchor);
    await insertCatalogBase(tx, base);
    const context = homeContextFor(seed, anchor, base);
    await insertHomes(
      tx,
      Array.from({ length: homes }, (_, index) => generateHome(context, index)),
    );
    await seedDemoServices(tx, { anchor });
    await seedDemoPromoCodes(tx, { anchor });
    await seedDemoTrips(tx, { anchor });
    await seedDemoCardTokens(tx, { anchor });
    return true;
  });
};
