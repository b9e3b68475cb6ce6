/**
 * The one database port the server uses. Two engines stand behind it (PGlite embedded,
 * PostgreSQL over `pg`) and every query is written once, in SQL both understand.
 */
export type DatabaseEngine = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (PostgreSQL; PGlite ignores it): for hot
   * queries whose text takes few forms, which then skip parsing and planning from scratch.
   */
  prepare?: boolean;
  /**
   * The query is no longer wanted once this aborts (its client went away): PGlite drops it if
   * it is still waiting for the one connection, with the error code 57014. PostgreSQL ignores it.
   */
  signal?: AbortSignal;
}

/** What a transaction callback gets: queries bound to the transaction's connection. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: DatabaseEngine;
  /** Commits when `fn` resolves, rolls back when it throws (and rethrows). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * When a query last succeeded (performance.now()), for engines whose health probe would queue
   * behind other queries (PGlite's one connection): any recent answer proves the database up.
   */
  lastAnswerAt?(): number;
  /** Requests waiting for a pool connection now (PostgreSQL); an overload signal (issue 31). */
  waitingForConnection?(): number;
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation, the same on both engines. */
export const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
