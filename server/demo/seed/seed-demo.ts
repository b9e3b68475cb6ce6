import type { Database } from '../../db/database.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { type CatalogSeedOptions, catalogIsEmpty, seedDemoCatalog } from './demo-catalog.js';

/** Every demo seeder, in dependency order; each is idempotent on its own. */
export const seedDemo = async (db: Database, catalog: CatalogSeedOptions = {}): Promise<void> => {
  await seedDemoAccounts(db);
  await seedDemoCatalog(db, catalog);
};

const accountsUnused = async (db: Database): Promise<boolean> => {
  const { rows } = await db.query<{ used: boolean }>('select exists (select 1 from users) as used');
  return !rows[0]?.used;
};

/**
 * Seeds each part of the demo that nobody has used yet (no accounts; no markets), so demo
 * rows a user deleted or changed do not come back on the next start, while a database from
 * before the catalog existed still gets one. Returns whether it seeded anything.
 */
export const seedDemoIfEmpty = async (db: Database, catalog: CatalogSeedOptions = {}): Promise<boolean> => {
  let seeded = false;
  if (await accountsUnused(db)) {
    await seedDemoAccounts(db);
    seeded = true;
  }
  if (await catalogIsEmpty(db)) seeded = (await seedDemoCatalog(db, catalog)) || seeded;
  return seeded;
};
