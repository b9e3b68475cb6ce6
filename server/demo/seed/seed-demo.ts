import type { Database } from '../../db/database.js';
import { accountsExist } from './accounts.store.js';
import { catalogIsEmpty } from './catalog-base.store.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { type CatalogSeedOptions, seedDemoCatalog } from './demo-catalog.js';

/** Every demo seeder, in dependency order; each is idempotent on its own. */
export const seedDemo = async (db: Database, catalog: CatalogSeedOptions = {}): Promise<void> => {
  await seedDemoAccounts(db);
  await seedDemoCatalog(db, catalog);
};

/**
 * Seeds each part of the demo that nobody has used yet (no accounts; no markets), so demo
 * rows a user deleted or changed do not come back on the next start, while a database from
 * before the catalog existed still gets one. Returns whether it seeded anything.
 */
export const seedDemoIfEmpty = async (db: Database, catalog: CatalogSeedOptions = {}): Promise<boolean> => {
  let seeded = false;
  if (!(await accountsExist(db))) {
    await seedDemoAccounts(db);
    seeded = true;
  }
  if (await catalogIsEmpty(db)) seeded = (await seedDemoCatalog(db, catalog)) || seeded;
  return seeded;
};
