import type { Database } from '../db/database.js';
import {
  deleteExpiredLimitCounters,
  deleteLimitCounter,
  findLiveLimitCounter,
  hitLimitCounter,
} from './limit-counters.store.js';

/** What a window holds after a hit: the attempts counted in it and when it ends. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters kept in the database (limit_counters, migration 025), so that every
 * host process on one database counts the same attempts: a limit of 10 a minute holds for the
 * whole cluster whichever process a request reaches (docs/host/limits.md). One statement per
 * hit, on the database's clock.
 */
export interface LimitCounters {
  /** Counts `amount` more under `key` in a window of `windowMs`; answers the window's total. */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowCount>;
  /** The window's total without counting (0 when the key has no live window). */
  peek(key: string): Promise<WindowCount>;
  /** Forgets the key (a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
}

/** One hit in this many also deletes expired windows: the table stays as small as its live keys. */
const SWEEP_ONE_IN = 500;

export const databaseCounters = (db: Pick<Database, 'query'>): LimitCounters => ({
  hit: async (key, windowMs, amount = 1) => {
    const row = await hitLimitCounter(db, key, windowMs, amount);
    if (Math.random() * SWEEP_ONE_IN < 1) await deleteExpiredLimitCounters(db);
    return { count: Number(row?.count ?? amount), resetInMs: Number(row?.reset_in_ms ?? windowMs) };
  },
  peek: async (key) => {
    const row = await findLiveLimitCounter(db, key);
    return { count: Number(row?.count ?? 0), resetInMs: Number(row?.reset_in_ms ?? 0) };
  },
  clear: async (key) => {
    await deleteLimitCounter(db, key);
  },
});

/** "2 minutes", "40 seconds": how long until a window ends, for the 429's message. */
export const waitText = (ms: number): string => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
};
