import type { DatabaseEngine } from '../../../server/db/database.js';
import { migrate } from '../../../server/db/migrate.js';
import { openPgliteDatabase } from '../../../server/db/pglite-database.js';
import { seedDemoAccounts } from '../../../server/demo/seed/demo-accounts.js';
import { seedDemoCatalog } from '../../../server/demo/seed/demo-catalog.js';
import { utcDayOf } from '../../../src/core/shared/calendar-day.js';
import { seededPgliteSnapshot } from './seeded-pglite-snapshot.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export interface SeededDatabase extends TestDatabase {
  /** The seed day: demo calendars and trips are relative to it. */
  anchor: string;
}

/**
 * A migrated database with the demo data, one per test file. PGlite loads the cached seeded
 * snapshot (about a second, catalog included either way); PostgreSQL gets a throwaway schema,
 * migrated and seeded afresh, with the catalog only when asked (seeding it takes a moment).
 */
export const openSeededDatabase = async (
  engine: DatabaseEngine,
  { catalog = true }: { catalog?: boolean } = {},
): Promise<SeededDatabase> => {
  const anchor = utcDayOf(new Date());
  if (engine === 'pglite') {
    const db = await openPgliteDatabase({ snapshot: await seededPgliteSnapshot(anchor) });
    return { db, anchor, dispose: () => db.close() };
  }
  const handle = await openTestDatabase(engine);
  await migrate(handle.db);
  await seedDemoAccounts(handle.db);
  if (catalog) await seedDemoCatalog(handle.db, { anchor });
  return { ...handle, anchor };
};
