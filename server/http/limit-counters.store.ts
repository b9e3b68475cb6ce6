import type { Database } from '../db/database.js';

/** All the SQL of the limit counters (limit_counters, migration 025), on the database's clock. */

/** A window's count and the milliseconds until it ends. */
export interface CounterRow {
  count: number;
  reset_in_ms: number;
}

/** Counts `amount` more under `key`, starting a window of `windowMs` when none is live. */
export const hitLimitCounter = async (
  db: Pick<Database, 'query'>,
  key: string,
  windowMs: number,
  amount: number,
): Promise<CounterRow | undefined> => {
  const { rows } = await db.query<CounterRow>(
    `insert into limit_counters as c (key, started_at, expires_at, count)
     values ($1, clock_timestamp(), clock_timestamp() + $2 * interval '1 millisecond', $3)
     on conflict (key) do update set
       count = case when c.expires_at <= clock_timestamp() then excluded.count else c.count + excluded.count end,
       started_at = case when c.expires_at <= clock_timestamp() then excluded.started_at else c.started_at end,
       expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at else c.expires_at end
     returning count, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::float8 as reset_in_ms`,
    [key, windowMs, amount],
  );
  return rows[0];
};

export const deleteExpiredLimitCounters = async (db: Pick<Database, 'query'>): Promise<void> => {
  await db.query('delete from limit_counters where expires_at < clock_timestamp()');
};

/** The key's live window, or undefined. */
export const findLiveLimitCounter = async (
  db: Pick<Database, 'query'>,
  key: string,
): Promise<CounterRow | undefined> => {
  const { rows } = await db.query<CounterRow>(
    `select count, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)::float8 as reset_in_ms
       from limit_counters where key = $1 and expires_at > clock_timestamp()`,
    [key],
  );
  return rows[0];
};

export const deleteLimitCounter = async (db: Pick<Database, 'query'>, key: string): Promise<void> => {
  await db.query('delete from limit_counters where key = $1', [key]);
};
