import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase, type PostgresTimeouts } from './postgres-database.js';

export interface DatabaseSettings {
  /** A PostgreSQL server; when absent the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; when absent (and no URL) the database lives in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL's statement, lock and pool-wait limits; the defaults when absent. */
  postgresTimeouts?: Partial<PostgresTimeouts> | undefined;
}

export const openDatabase = (settings: DatabaseSettings): Promise<Database> =>
  settings.databaseUrl
    ? openPostgresDatabase({
        connectionString: settings.databaseUrl,
        ...(settings.postgresTimeouts ? { timeouts: settings.postgresTimeouts } : {}),
      })
    : openPgliteDatabase({ dataDir: settings.dataDir });
