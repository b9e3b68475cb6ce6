import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPgliteThreadDatabase } from './pglite-thread-database.js';
import { openPostgresDatabase, type PostgresTimeouts } from './postgres-database.js';

export interface DatabaseSettings {
  /** A PostgreSQL server; when absent the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; when absent (and no URL) the database lives in memory. */
  dataDir?: string | undefined;
  /**
   * PGlite in a worker thread, so a long query cannot stall the process (the host); scripts
   * that only query keep it on their own thread.
   */
  pgliteThread?: boolean;
  /** PostgreSQL's statement, lock and pool-wait limits; the defaults when absent. */
  postgresTimeouts?: Partial<PostgresTimeouts> | undefined;
}

export const openDatabase = (settings: DatabaseSettings): Promise<Database> => {
  if (settings.databaseUrl)
    return openPostgresDatabase({
      connectionString: settings.databaseUrl,
      ...(settings.postgresTimeouts ? { timeouts: settings.postgresTimeouts } : {}),
    });
  return settings.pgliteThread
    ? openPgliteThreadDatabase(settings.dataDir ? { dataDir: settings.dataDir } : {})
    : openPgliteDatabase({ dataDir: settings.dataDir });
};
