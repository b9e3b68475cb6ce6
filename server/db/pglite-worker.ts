import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { QUERY_CANCELED, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol.js';

/**
 * The thread that owns the embedded database (docs/host/performance.md, "The embedded database
 * off the request thread"). PGlite runs a query synchronously in WASM, so on the request thread
 * one slow search stopped every other request; here it stops only this thread.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const { dataDir } = workerData as { dataDir?: string };
const pg = await PGlite.create({ extensions: { btree_gist }, ...(dataDir ? { dataDir } : {}) });

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** The fields of a database error the host reads (code, constraint...), which cloning would drop. */
const errorFields = (error: unknown) => {
  const e = error as Record<string, unknown>;
  const fields: Record<string, unknown> = { message: error instanceof Error ? error.message : String(error) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'hint', 'severity']) {
    if (typeof e?.[key] === 'string') fields[key] = e[key];
  }
  return fields;
};

const target = (tx: number | undefined) => {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
};

const begin = (): Promise<number> =>
  new Promise((resolveBegun) => {
    const id = nextTransaction++;
    let finish: (commit: boolean) => void = () => {};
    const done = pg.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          finish = (commit) => (commit ? resolve() : reject(new Error('rolled back')));
          transactions.set(id, { tx, finish: (commit) => finish(commit), done });
          resolveBegun(id);
        }),
    );
    // Rolled back on purpose: the caller already has its error.
    done.catch(() => {});
  });

const end = async (tx: number, commit: boolean) => {
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  transactions.delete(tx);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (commit) throw error;
  }
};

const handle = async (request: WorkerRequest): Promise<unknown> => {
  switch (request.op) {
    case 'query':
      return (await target(request.tx).query(request.sql, request.params)).rows;
    case 'exec':
      await target(request.tx).exec(request.sql);
      return null;
    case 'begin':
      return begin();
    case 'end':
      await end(request.tx, request.commit);
      return null;
    case 'dump':
      return pg.dumpDataDir('gzip');
    case 'close':
      await pg.close();
      return null;
    case 'cancel':
      return null;
  }
};

const reply = (request: WorkerRequest, work: Promise<unknown>) =>
  work.then(
    (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
    (error) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies WorkerReply),
  );

/**
 * Queries outside a transaction wait here, one running at a time, as PGlite would run them
 * anyway: a query whose client went away while it waited is dropped before it runs
 * (docs/host/performance.md#abandoned-searches-pglite). Transactions' queries do not wait here: the
 * query ahead may be waiting for their transaction to end.
 */
type Waiting = WorkerRequest & { op: 'query' };
const waiting: Waiting[] = [];
let running = false;

/**
 * The next waiting query starts on the next turn of the event loop, not in the last one's
 * callback: PGlite blocks this thread while a query runs, so the messages that came meanwhile
 * (cancels among them) are read first.
 */
const runNext = () => {
  running = true;
  setImmediate(() => {
    const next = waiting.shift();
    if (!next) {
      running = false;
      return;
    }
    void reply(next, handle(next)).finally(runNext);
  });
};

const cancel = (query: number) => {
  const at = waiting.findIndex((request) => request.id === query);
  if (at === -1) return; // running or answered already: it ends as it would have
  const [dropped] = waiting.splice(at, 1);
  if (dropped) {
    const error = { message: 'query canceled before it ran: its client went away', code: QUERY_CANCELED };
    port.postMessage({ id: dropped.id, error } satisfies WorkerReply);
  }
};

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'cancel') return cancel(request.query);
  if (request.op === 'query' && request.tx === undefined) {
    waiting.push(request);
    if (!running) runNext();
    return;
  }
  void reply(request, handle(request));
});
port.postMessage({ id: 0, result: 'ready' } satisfies WorkerReply);
