import pg from 'pg';

/**
 * Runs once before any test file. The server suites migrate a schema of their own each, and
 * the migrations install btree_gist (database-wide) with `create extension if not exists`:
 * two files migrating at once on a database that lacks it could both try to create it, and
 * one would fail on the catalog's unique index. Installing it here first leaves them nothing
 * to race for. Without DATABASE_URL the suites run on PGlite only and this does nothing.
 */
export default async function installPostgresExtensions(): Promise<void> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('create extension if not exists btree_gist with schema public');
  } finally {
    await client.end();
  }
}
