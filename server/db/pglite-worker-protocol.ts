/** The messages between the host and the thread owning PGlite (pglite-worker.ts). */
export type WorkerRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

export type WorkerReply = { id: number } & ({ result: unknown } | { error: Record<string, unknown> });
