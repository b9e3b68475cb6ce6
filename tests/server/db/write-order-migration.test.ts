import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { DEFAULT_MIGRATIONS_DIR, loadMigrations, migrate } from '../../../server/db/migrate.js';
import { openTestDatabase, type TestDatabase, testEngines } from '../support/test-database.js';

const WRITE_ORDER = '063_write_order.sql';
const ORDERED_TABLES = [
  'attachments',
  'case_feed_entries',
  'item_status_events',
  'itinerary_items',
  'itinerary_listing_items',
  'promo_redemptions',
];

/**
 * Migration 063 on a database that already holds rows: they are numbered in the order the
 * readers gave them until then (created_at, then id), not in the order they lie on disk, and
 * rows written afterwards come after them.
 */
describe.each(testEngines())('migration 063, the write order, on %s', (engine) => {
  let handle: TestDatabase;
  let db: Database;
  let before: string;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    db = handle.db;
    before = await mkdtemp(join(tmpdir(), 'keyhaven-before-063-'));
    for (const migration of await loadMigrations())
      if (migration.name < WRITE_ORDER)
        await copyFile(join(DEFAULT_MIGRATIONS_DIR, migration.name), join(before, migration.name));
    await migrate(db, before);
  });
  afterAll(async () => {
    await rm(before, { recursive: true, force: true });
    await handle?.dispose();
  });

  it('numbers existing rows by created_at, then id, and new rows after them', async () => {
    const attach = (id: string, at: string) =>
      db.query(
        `insert into attachments (id, owner_type, owner_id, name, url, created_at)
         values ($1, 'itinerary', 'trip-1', $1, '/files/x.pdf', $2::timestamptz)`,
        [id, at],
      );
    // Written in an order of their own: two share a time, one older comes last.
    await attach('doc-b', '2031-01-01T10:00:00Z');
    await attach('doc-a', '2031-01-01T10:00:00Z');
    await attach('doc-old', '2031-01-01T09:00:00Z');
    // 063 runs first of what is left (later migrations follow it).
    expect((await migrate(db))[0]).toBe(WRITE_ORDER);
    await attach('doc-new', '2030-12-31T00:00:00Z');
    const { rows } = await db.query<{ id: string }>('select id from attachments order by seq');
    expect(rows.map((row) => row.id)).toEqual(['doc-old', 'doc-a', 'doc-b', 'doc-new']);
  });

  it('gives each table a seq the database fills in', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'seq' and is_identity = 'YES'
        order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(ORDERED_TABLES);
  });
});
