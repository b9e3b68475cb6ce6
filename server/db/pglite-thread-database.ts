import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryOptions } from './database.js';
import type { PgliteDatabase } from './pglite-database.js';
import { QUERY_CANCELED, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol.js';

/**
 * The worker is TypeScript and loads through tsx, as the host does. tsx is registered by the
 * worker's first line: Node 20 ignores `--import tsx` in a worker's execArgv for its entry.
 */
const TSX_ESM_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_ESM_API)}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)});
});`;

const canceled = () =>
  Object.assign(new Error('query canceled before it ran: its client went away'), { code: QUERY_CANCELED });

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * PGlite in a worker thread (pglite-worker.ts), behind the same Database port. PGlite runs a
 * query synchronously, so on the request thread one search of 10,000 homes kept every other
 * request, /api/health included, waiting until it ended (docs/host/performance.md). Queries
 * still run one at a time, as PGlite has one connection; the request thread stays free to
 * answer everything that needs no query or a quick one.
 */
export const openPgliteThreadDatabase = async ({
  dataDir,
}: {
  dataDir?: string;
} = {}): Promise<PgliteDatabase> => {
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { dataDir }, execArgv: [] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  let answeredAt = Number.NEGATIVE_INFINITY;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) waiting.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    else {
      answeredAt = performance.now();
      waiting.resolve(reply.result);
    }
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit ${code})`)));

  const ask = <T>(request: Request, signal?: AbortSignal): Promise<T> => {
    if (failure) return Promise.reject(failure);
    if (signal?.aborted) return Promise.reject(canceled());
    const id = nextId++;
    // A query whose client goes away is dropped by the worker if it has not begun.
    const abandon = () => worker.postMessage({ op: 'cancel', query: id, id: -1 } satisfies WorkerRequest);
    signal?.addEventListener('abort', abandon, { once: true });
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    }).finally(() => signal?.removeEventListener('abort', abandon));
  };

  const bind = (tx?: number): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) => ({
      rows: await ask<T[]>(
        { op: 'query', sql, params: [...params], ...(tx === undefined ? {} : { tx }) },
        options?.signal,
      ),
    }),
    exec: async (sql: string) => {
      await ask({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });

  await ready;
  const database: Database = {
    engine: 'pglite',
    ...bind(),
    transaction: async (fn) => {
      const tx = await ask<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(bind(tx));
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    lastAnswerAt: () => answeredAt,
    close: async () => {
      await ask({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
  return { ...database, dump: () => ask<Blob>({ op: 'dump' }) };
};
