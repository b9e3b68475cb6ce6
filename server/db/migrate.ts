import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

/** Numbered SQL files, applied in order: `001_users_sessions.sql`, `002_...`. */
const MIGRATION_FILE = /^(\d+)_[\w-]+\.sql$/;

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export const loadMigrations = async (dir = DEFAULT_MIGRATIONS_DIR): Promise<Migration[]> => {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = MIGRATION_FILE.exec(file)?.[1] ?? file;
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share version ${version}: rename one of them`);
    }
    migrations.push({ version, name: file, sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  return migrations;
};

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * transaction with its record, so a failing file leaves no half-applied schema. An
 * advisory lock serialises servers starting at once against the same PostgreSQL.
 * Returns the names of the files applied now.
 */
export const migrate = async (db: Database, dir = DEFAULT_MIGRATIONS_DIR): Promise<string[]> => {
  await db.exec(`
    create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  const applied: string[] = [];
  for (const migration of await loadMigrations(dir)) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('schema_migrations'))`);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
};
