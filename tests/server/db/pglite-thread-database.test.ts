import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../server/db/database.js';
import type { PgliteDatabase } from '../../../server/db/pglite-database.js';
import { openPgliteThreadDatabase } from '../../../server/db/pglite-thread-database.js';
import { QUERY_CANCELED } from '../../../server/db/pglite-worker-protocol.js';

describe('PGlite in a worker thread', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await openPgliteThreadDatabase();
    await db.exec('create table t (id int primary key, at date)');
  }, 60_000);
  afterAll(() => db.close());

  it('answers queries with parameters and typed values', async () => {
    await db.query('insert into t values ($1, $2)', [1, '2030-01-31']);
    const { rows } = await db.query<{ id: number; at: Date }>('select id, at from t');
    expect(rows).toEqual([{ id: 1, at: new Date('2030-01-31T00:00:00Z') }]);
    // Health trusts a query that just succeeded instead of queueing a probe behind others.
    expect(performance.now() - (db.lastAnswerAt?.() ?? Number.NEGATIVE_INFINITY)).toBeLessThan(1000);
  });

  it('keeps the error code the host reads (a unique violation)', async () => {
    const error = await db.query('insert into t values (1, null)').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (2, null)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (3, null)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ id: number }>('select id from t order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('leaves the calling thread free while a long query runs', async () => {
    const query = db.query('select pg_sleep(0.4)');
    // A timer due in 20 ms fires on time: the thread is not inside the query.
    const started = performance.now();
    const late = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(performance.now() - started - 20), 20),
    );
    await query;
    expect(late).toBeLessThan(200);
  });

  it('drops a query whose client went away before it ran, and runs the rest', async () => {
    await db.exec('create table abandoned (id int)');
    const ahead = db.query('select pg_sleep(0.4)');
    const gone = new AbortController();
    const dropped = db
      .query('insert into abandoned values (1)', [], { signal: gone.signal })
      .catch((e: unknown) => e);
    const kept = db.query('insert into abandoned values (2)', [], { signal: new AbortController().signal });
    gone.abort();
    await Promise.all([ahead, kept]);
    expect((await dropped) as { code?: string }).toMatchObject({ code: QUERY_CANCELED });
    const { rows } = await db.query<{ id: number }>('select id from abandoned');
    expect(rows.map((row) => row.id)).toEqual([2]);
    // Asked with a signal already aborted, a query is not even sent.
    const before = gone.signal;
    await expect(db.query('insert into abandoned values (3)', [], { signal: before })).rejects.toMatchObject({
      code: QUERY_CANCELED,
    });
    expect((await db.query('select count(*)::int as n from abandoned')).rows).toEqual([{ n: 1 }]);
  });
});
