import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildServer } from './app.js';
import { readRuntimeSettings } from './config.js';
import { holdDataDir } from './db/data-dir-lock.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { renderPicture } from './demo/pictures/svg-art.js';
import { seedDemoIfEmpty } from './demo/seed/seed-demo.js';
import { openRedis } from './http/redis-counters.js';
import { registerProviderStateRoute } from './verification/provider-state.routes.js';

/**
 * `node --import tsx server/main.ts`: one process serving the built app, the portal, the
 * REST API and the session backend. Configuration comes from the environment (README).
 */
const settings = readRuntimeSettings(process.env);

let db: Database | undefined;
let app: FastifyInstance | undefined;
let redis: Redis | undefined;
/** Gives the embedded data folder back (data-dir-lock.ts); nothing to give on PostgreSQL. */
let releaseDataDir = () => {};
let stopRequested = false;
let stopping = false;

/** Readiness turned off first on a stop, so a balancer stops sending (/api/ready). */
const readiness = { accepting: true };

/**
 * A graceful stop (issue 31): /api/ready answers 503 at once; after STOP_DRAIN_MS (time for a
 * balancer's next readiness poll) the process stops accepting, finishes the requests it holds,
 * closes the pool and exits 0. Past STOP_TIMEOUT_MS it gives up on what is left and exits 1.
 */
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  readiness.accepting = false;
  const deadline = setTimeout(() => {
    console.error(`Stop took longer than ${settings.stopTimeoutMs} ms: exiting with requests unfinished`);
    process.exit(1);
  }, settings.stopTimeoutMs);
  deadline.unref();
  if (app && code === 0 && settings.stopDrainMs > 0)
    await new Promise((resolve) => setTimeout(resolve, settings.stopDrainMs));
  // Close the database last: PGlite writes its data folder on close.
  await app?.close();
  await redis?.quit().catch(() => undefined);
  await db?.close();
  releaseDataDir();
  process.exit(code);
};

// Installed before the database opens: a Ctrl+C during PGlite's first initdb waits for it
// to finish instead of leaving a half-written data folder behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`${signal}: shutting down`);
    if (app) void stop(0);
    else stopRequested = true;
  });
}

const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
console.log(
  `Opening the database: ${where}${settings.databaseUrl ? '' : ' (the first start takes a while)'}`,
);

try {
  // PGlite's folder has one holder: the concierge CLI refuses to write while the host runs.
  if (!settings.databaseUrl) releaseDataDir = holdDataDir(settings.dataDir, 'a running Keyhaven host');
  db = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    pgliteThread: true,
    postgresTimeouts: settings.postgresTimeouts,
  });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Migrated: ${applied.join(', ')}`);
  if (settings.seedDemo && (await seedDemoIfEmpty(db))) console.log('Demo data seeded');
  if (settings.redisUrl) redis = await openRedis(settings.redisUrl);
  app = await buildServer({
    db,
    staticDir: settings.staticDir,
    config: settings.server,
    readiness,
    redis: redis ? { redis, prefix: settings.redisKeyPrefix } : undefined,
    pictures: renderPicture,
    providerStateRoute: registerProviderStateRoute,
  });
  if (stopRequested) await stop(0);
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  console.error('Could not start:', error);
  await stop(1);
}

if (!settings.staticDir) app?.log.info('Pages are not served here (SERVE_STATIC=false)');
app?.log.info(
  settings.server.stripeSecretKey
    ? 'Payment cards go through Stripe (STRIPE_SECRET_KEY)'
    : 'Payment cards go through the offline sandbox provider (no STRIPE_SECRET_KEY)',
);
if (settings.server.providerStates)
  app?.log.warn('PACT_PROVIDER_STATES: /_pact/provider-states writes contract fixtures into this database');
app?.log.info(`Open http://localhost:${settings.port}/`);
