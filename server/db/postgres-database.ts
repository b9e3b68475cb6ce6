import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, QueryOptions } from './database.js';

/** A prepared statement's name per SQL text: pg prepares it once per connection. */
const statementNames = new Map<string, string>();
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
};

export interface PostgresOptions {
  connectionString: string;
  /**
   * Schema every connection of the pool works in (tests isolate a run this way). It
   * is passed as a startup option, so it holds for every pooled connection.
   */
  schema?: string;
  max?: number;
  timeouts?: Partial<PostgresTimeouts>;
}

/**
 * How long the host waits on PostgreSQL before answering 503 instead (issue 25, finding 8): a
 * lock held by another session, a runaway statement or a pool with every connection busy
 * must not hold requests (and /api/health) for as long as they last.
 */
export interface PostgresTimeouts {
  /** statement_timeout: the longest one statement may run. */
  statementMs: number;
  /** lock_timeout: the longest a statement waits for a row or table lock. */
  lockMs: number;
  /** How long a request waits for a free pool connection (pg's connectionTimeoutMillis). */
  poolWaitMs: number;
  /** A transaction left open and idle this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

export const defaultPostgresTimeouts: PostgresTimeouts = {
  statementMs: 15_000,
  lockMs: 5_000,
  poolWaitMs: 5_000,
  idleInTransactionMs: 30_000,
};

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export const openPostgresDatabase = async (options: PostgresOptions): Promise<Database> => {
  if (options.schema !== undefined && !SAFE_IDENTIFIER.test(options.schema)) {
    throw new Error(`Unsafe schema name: ${options.schema}`);
  }
  const timeouts = { ...defaultPostgresTimeouts, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeouts.poolWaitMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const bind = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) => {
      const result = options.prepare
        ? await target.query({ text: sql, values: [...params], name: statementName(sql) })
        : await target.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });

  // Fail fast on a wrong DATABASE_URL instead of at the first request.
  await pool.query('select 1');

  return {
    engine: 'postgres',
    ...bind(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(bind(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    waitingForConnection: () => pool.waitingCount,
  };
};
