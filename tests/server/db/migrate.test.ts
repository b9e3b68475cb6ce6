import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, rolesOf } from '../../../server/auth/user.store.js';
import type { Database } from '../../../server/db/database.js';
import { loadMigrations, migrate } from '../../../server/db/migrate.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../../server/demo/seed/demo-accounts.js';
import { seedDemo, seedDemoIfEmpty } from '../../../server/demo/seed/seed-demo.js';
import { openTestDatabase, type TestDatabase, testEngines } from '../support/test-database.js';

const count = async (db: Database, table: string) =>
  Number((await db.query<{ n: string | number }>(`select count(*) as n from ${table}`)).rows[0]?.n);

describe.each(testEngines())('migrations and demo seed on %s', (engine) => {
  let handle: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    db = handle.db;
  });
  afterAll(() => handle.dispose());

  it('applies every migration once; running again is a no-op', async () => {
    const files = (await loadMigrations()).map((m) => m.name);
    expect(files[0]).toBe('001_users_sessions.sql');
    expect(await migrate(db)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.split('_')[0]));
  });

  it('creates the tables, empty', async () => {
    for (const table of ['users', 'user_roles', 'sessions', 'markets', 'listings', 'services', 'leads']) {
      expect(await count(db, table)).toBe(0);
    }
  });

  it('refuses two accounts whose e-mails differ only in case', async () => {
    const insert = (id: string, email: string) =>
      db.query(
        `insert into users (id, email, password_hash, first_name, last_name) values ($1, $2, 'x', 'A', 'B')`,
        [id, email],
      );
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into users (id, email, password_hash, first_name, last_name) values ('u1', 'Case@Example.com', 'x', 'A', 'B')`,
      );
    });
    await expect(insert('u2', 'case@example.COM')).rejects.toMatchObject({ code: '23505' });
    await db.query(`delete from users where id = 'u1'`);
  });

  it('rolls a failing migration back entirely and does not record it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keyhaven-migrations-'));
    try {
      await writeFile(join(dir, '901_ok.sql'), 'create table migration_probe (id int);');
      await writeFile(
        join(dir, '902_broken.sql'),
        'create table half_done (id int); select * from no_such_table;',
      );
      await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
      const probe = await db.query(`select to_regclass('half_done') as t`);
      expect(probe.rows[0]).toEqual({ t: null });
    } finally {
      await db.exec('drop table if exists migration_probe');
      await db.query(`delete from schema_migrations where name in ('901_ok.sql', '902_broken.sql')`);
      await rm(dir, { recursive: true, force: true });
    }
  });

  // A small catalog keeps this fast; the full demo catalog has tests of its own.
  const catalog = { homes: 8 };

  it('seeds the demo accounts and catalog into an empty database once', async () => {
    expect(await seedDemoIfEmpty(db, catalog)).toBe(true);
    expect(await seedDemoIfEmpty(db, catalog)).toBe(false);
    await seedDemo(db, catalog); // idempotent even when called directly
    expect(await count(db, 'users')).toBe(DEMO_ACCOUNTS.length);
    expect(await count(db, 'markets')).toBe(4);
    expect(await count(db, 'listings')).toBe(8);

    const guest = await findUserByEmail(db, 'GUEST@keyhaven.test');
    expect(guest).toMatchObject({ firstName: 'Ava', lastName: 'Guest', phone: '3035550123' });
    expect(guest?.passwordHash).toMatch(/^scrypt\$/);
    expect(await rolesOf(db, guest?.id ?? '')).toEqual(['guest']);

    const concierge = await findUserByEmail(db, 'concierge@keyhaven.test');
    expect(await rolesOf(db, concierge?.id ?? '')).toEqual(['concierge', 'guest']);
  });

  it('seeds the catalog into a database from before it, whose accounts exist', async () => {
    // Everything but the accounts: cascade takes the homes, services and trips along.
    await db.exec(`
      truncate markets, categories, amenities, countries, promotional_messages, partners, leads,
        user_interests, service_categories, grocery_items, promo_codes, payment_cards cascade`);
    await seedDemoAccounts(db);
    expect(await seedDemoIfEmpty(db, catalog)).toBe(true);
    expect(await count(db, 'users')).toBe(DEMO_ACCOUNTS.length);
    expect(await count(db, 'listings')).toBe(8);
    expect(await seedDemoIfEmpty(db, catalog)).toBe(false);
  });
});
