import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { addFixtureDestination, addHomes, fixtureHome } from '../support/catalog-fixtures.js';
import { openSeededDatabase } from '../support/seeded-database.js';
import { type TestDatabase, testEngines } from '../support/test-database.js';

/** Migration 020: the narrow search rows follow the homes and their calendars in the same transaction. */
describe.each(testEngines())('search rows on %s', (engine) => {
  let handle: TestDatabase;
  let db: Database;
  const row = async (id: string) =>
    (
      await db.query<{ unavailable: string; name: string; photo: string | null; active: boolean }>(
        'select unavailable::text, name, photo, active from listing_search_rows where id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    handle = await openSeededDatabase(engine);
    db = handle.db;
    const place = await addFixtureDestination(db, {
      slug: 'rows-town',
      name: 'Rows Town',
      latitude: 40,
      longitude: -100,
    });
    await addHomes(db, [
      fixtureHome('rows-a', place, '2030-01-01', {
        images: ['  ', '/media/a.jpg', '/media/b.jpg'],
        unavailable: [{ from: 10, to: 12 }],
      }),
    ]);
  }, 120_000);
  afterAll(() => handle.dispose());

  it('copies a new home with its calendar and first usable photo', async () => {
    expect(await row('rows-a')).toEqual({
      unavailable: '{[2030-01-11,2030-01-13)}',
      name: 'Fixture home rows-a',
      photo: '/media/a.jpg',
      active: true,
    });
  });

  it('follows bookings and blocks as they are added, moved and removed', async () => {
    await db.query(
      `insert into listing_unavailable_ranges (id, listing_id, stay, kind)
       values ('rows-r2', 'rows-a', daterange('2030-01-13', '2030-01-15'), 'reserved')`,
    );
    expect((await row('rows-a'))?.unavailable).toBe('{[2030-01-11,2030-01-15)}');
    await db.query(
      `update listing_unavailable_ranges set stay = daterange('2030-02-01', '2030-02-03') where id = 'rows-r2'`,
    );
    expect((await row('rows-a'))?.unavailable).toBe('{[2030-01-11,2030-01-13),[2030-02-01,2030-02-03)}');
    await db.query(`delete from listing_unavailable_ranges where id = 'rows-r2'`);
    expect((await row('rows-a'))?.unavailable).toBe('{[2030-01-11,2030-01-13)}');
  });

  it('follows the home: name, photos, active', async () => {
    await db.query(`update listings set name = 'Renamed', images = '{}', active = false where id = 'rows-a'`);
    expect(await row('rows-a')).toMatchObject({ name: 'Renamed', photo: null, active: false });
  });

  it('rolls back with the transaction that wrote it', async () => {
    await db
      .transaction(async (tx) => {
        await tx.query(
          `insert into listing_unavailable_ranges (id, listing_id, stay, kind)
           values ('rows-r3', 'rows-a', daterange('2030-03-01', '2030-03-05'), 'reserved')`,
        );
        throw new Error('abandon');
      })
      .catch(() => {});
    expect((await row('rows-a'))?.unavailable).toBe('{[2030-01-11,2030-01-13)}');
  });
});
