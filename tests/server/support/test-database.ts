import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, DatabaseEngine } from '../../../server/db/database.js';
import { openPgliteDatabase } from '../../../server/db/pglite-database.js';
import { openPostgresDatabase } from '../../../server/db/postgres-database.js';
import { emptyPgliteSnapshot } from './pglite-snapshot.js';

/**
 * DB-level suites run once per engine: always PGlite (in memory), and PostgreSQL too
 * when DATABASE_URL points at a server, so both engines keep running the same SQL.
 */
export const testEngines = (): DatabaseEngine[] =>
  process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

/** A PostgreSQL run works in a schema of its own, dropped afterwards. */
const openIsolatedPostgres = async (connectionString: string): Promise<TestDatabase> => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await openPostgresDatabase({ connectionString, schema, max: 4 });
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
};

/** A PGlite takes ~700 MB even from a snapshot: open one per test file, in beforeAll. */
export const openTestDatabase = async (engine: DatabaseEngine): Promise<TestDatabase> => {
  if (engine === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for the postgres engine');
    return openIsolatedPostgres(url);
  }
  const db = await openPgliteDatabase({ snapshot: await emptyPgliteSnapshot() });
  return { db, dispose: () => db.close() };
};
