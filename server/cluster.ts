import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readRuntimeSettings } from './config.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoIfEmpty } from './demo/seed/seed-demo.js';

/**
 * `npm run start:cluster`: WORKERS host processes (default: one per core) behind one port with
 * Node's cluster module, all on one PostgreSQL (issue 31). The primary migrates and seeds once,
 * then forks the workers (each is server/main.ts) and replaces one that dies. SIGTERM goes on to
 * every worker, each of which stops gracefully (main.ts), and the primary exits 0 when they have.
 */
if (cluster.isPrimary) {
  const settings = readRuntimeSettings(process.env);
  const raw = process.env.WORKERS?.trim();
  const count = raw ? Number(raw) : availableParallelism();
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    console.error(`WORKERS must be a whole number from 1 to 64, got "${raw}"`);
    process.exit(1);
  }
  if (!settings.databaseUrl) {
    console.error(
      'start:cluster needs PostgreSQL (DATABASE_URL): the embedded database has a single holder, so several processes cannot share it.',
    );
    process.exit(1);
  }
  const db = await openDatabase({
    databaseUrl: settings.databaseUrl,
    postgresTimeouts: settings.postgresTimeouts,
  });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Migrated: ${applied.join(', ')}`);
  if (settings.seedDemo && (await seedDemoIfEmpty(db))) console.log('Demo data seeded');
  await db.close();

  let stopping = false;
  const fork = (): Worker => cluster.fork({ SEED_DEMO: 'false' });
  for (let n = 0; n < count; n += 1) fork();
  console.log(`${count} host processes on port ${settings.port}`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Host process ${worker.process.pid} ended (${signal ?? code}): starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} host processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
} else {
  await import('./main.js');
}
