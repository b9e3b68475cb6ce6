import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Database, Queryable } from './database.js';

export interface PgliteOptions {
  /** Keeps the data between runs; without it the database lives in memory (tests). */
  dataDir?: string | undefined;
  /** Starts from a `dumpDataDir` snapshot, skipping initdb (seconds faster in tests). */
  snapshot?: Blob | undefined;
}

export interface PgliteDatabase extends Database {
  /** The whole data folder as a gzipped tarball, to open again with `snapshot` (tests). */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM). PGlite has a single connection and queues queries, so a
 * transaction blocks other callers until it ends: fine for a demo host, and the reason
 * race tests run on a PostgreSQL server instead.
 */
export const openPgliteDatabase = async ({
  dataDir,
  snapshot,
}: PgliteOptions = {}): Promise<PgliteDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    // The no-double-booking exclusion constraint needs it (migration 007).
    extensions: { btree_gist },
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });

  const bind = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  });

  return {
    engine: 'pglite',
    ...bind(pg),
    transaction: (fn) => pg.transaction((tx) => fn(bind(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('gzip'),
  };
};
