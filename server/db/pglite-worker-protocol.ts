/** The messages between the host and the thread owning PGlite (pglite-worker.ts). */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  /** The query `query` is no longer wanted (its client went away): dropped if it has not begun. */
  | { op: 'cancel'; query: number }
  | { op: 'close' }
);

export type WorkerReply = { id: number } & ({ result: unknown } | { error: Record<string, unknown> });

/** PostgreSQL's SQLSTATE query_canceled: a query dropped before it ran, its client gone. */
export const QUERY_CANCELED = '57014';
