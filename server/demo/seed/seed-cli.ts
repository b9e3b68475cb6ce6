import { utcDayOf } from '../../../src/core/shared/index.js';
import { readRuntimeSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { openDatabase } from '../../db/open-database.js';
import { accountsExist } from './accounts.store.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { ensureDemoHomes, seedDemoCatalog } from './demo-catalog.js';
import { countHomes, tidyAfterSeeding } from './homes.store.js';
import { parseSeedArgs, SEED_USAGE } from './seed-args.js';

/**
 * `npm run seed -- --homes 10000`: a large catalog for benchmarks, against DATABASE_URL or
 * the PGlite folder DATA_DIR (the server must not be running on that folder: PGlite has
 * one process per folder).
 */
let args: ReturnType<typeof parseSeedArgs>;
try {
  args = parseSeedArgs(process.argv.slice(2), utcDayOf(new Date()));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${SEED_USAGE}`);
  process.exit(2);
}
if ('help' in args) {
  console.log(SEED_USAGE);
  process.exit(0);
}

const settings = readRuntimeSettings(process.env);
const started = Date.now();
let db: Database | undefined;
try {
  console.log(
    settings.databaseUrl ? 'Seeding PostgreSQL (DATABASE_URL)' : `Seeding PGlite in ${settings.dataDir}`,
  );
  db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Migrated: ${applied.join(', ')}`);
  if (!(await accountsExist(db))) await seedDemoAccounts(db);
  if (await seedDemoCatalog(db, { ...args, homes: 0 })) console.log('Demo catalog seeded');
  const inserted = await ensureDemoHomes(db, args, (done, total) => {
    process.stdout.write(`\rHomes ${done} / ${total}`);
  });
  if (inserted > 0) await tidyAfterSeeding(db);
  const total = await countHomes(db);
  console.log(
    `\nInserted ${inserted} homes; the catalog has ${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  await db.close();
} catch (error) {
  console.error('Seeding failed:', error);
  await db?.close().catch(() => {});
  process.exit(1);
}
