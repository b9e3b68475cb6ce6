import type { Database } from '../database.js';
import { seedDemoAccounts } from './demo-accounts.js';

/** Every demo seeder, in dependency order; each is idempotent on its own. */
export const seedDemo = async (db: Database): Promise<void> => {
  await seedDemoAccounts(db);
};

/**
 * Seeds only a database nobody has used yet, so demo rows a user deleted or changed do
 * not come back on the next start. Returns whether it seeded.
 */
export const seedDemoIfEmpty = async (db: Database): Promise<boolean> => {
  const { rows } = await db.query<{ used: boolean }>('select exists (select 1 from users) as used');
  if (rows[0]?.used) return false;
  await seedDemo(db);
  return true;
};
