// `npm run bench:api`: autocannon against the real server over a catalog of 10,000 homes, on
// PGlite and (when 127.0.0.1:5432 answers) on PostgreSQL. Each engine gets a throwaway store
// (a temp PGlite folder, a PostgreSQL database) that is removed on exit, failure or Ctrl+C.
// Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_PG_URL (the admin connection).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  children,
  databaseUrl,
  freePort,
  nodeTsx,
  adminQuery as queryOn,
  stopChild,
  waitForHealth,
} from './bench-processes.mjs';

const HOMES = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

const dirs = new Set();
const databases = new Set();
const started = Date.now();

// --- processes -------------------------------------------------------------------------

const seed = async (env) => {
  const code = await nodeTsx('server/db/seed/seed-cli.ts', ['--homes', String(HOMES)], env, 'inherit').exited;
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
};

const startServer = async (env) => {
  const [port, barePort] = [await freePort(), await freePort()];
  const child = nodeTsx(
    'scripts/bench/api-server.mjs',
    [],
    // SEED_DEMO off: the catalog was seeded beforehand, the server must not add to it.
    {
      ...env,
      PORT: port,
      BARE_PORT: barePort,
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base);
  return { child, base, bare: `http://127.0.0.1:${barePort}/bare` };
};

// --- what to ask -------------------------------------------------------------------------

const getJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Real inputs found through the API, as a client would: a destination with homes, a home that prices. */
const discover = async (base) => {
  // A month out, 4 nights: far enough to be open on most calendars, long enough for most minimum stays.
  const stay = `startDate=${day(30)}&endDate=${day(34)}&adultCount=2&childCount=1`;
  for (const destination of await getJson(`${base}/api/listings/destinations`)) {
    const search = `destination=${encodeURIComponent(destination.name)}&${stay}`;
    const found = await getJson(`${base}/api/listings/search?${search}`);
    for (const home of found.exactMatches.slice(0, 20)) {
      const pricing = `/api/listing/${home.objectId}/instant-pricing?${stay}`;
      if ((await fetch(`${base}${pricing}`)).ok) {
        return {
          destination: destination.name,
          matches: found.exactMatches.length,
          homeId: home.objectId,
          search,
          pricing,
        };
      }
    }
  }
  throw new Error('no destination with a home that prices for the stay');
};

// --- measuring ---------------------------------------------------------------------------

const cannon = (url, opts) => autocannon({ url, connections: CONNECTIONS, ...opts });

const measure = async (url) => {
  // Warm the JIT and the database caches first, by time: a count would take 20 s on the broad search.
  await cannon(url, { duration: 2 });
  const r = await cannon(url, { duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
};

const rows = [];
const notes = [];

const benchEngine = async (engine, env) => {
  await seed(env);
  const server = await startServer(env);
  try {
    const found = await discover(server.base);
    notes.push(
      `${engine}: destination "${found.destination}" (${found.matches} exact matches), home ${found.homeId}`,
    );
    const targets = [
      ['search (destination, dates, guests)', `${server.base}/api/listings/search?${found.search}`],
      ['search (broad: adultCount=2)', `${server.base}/api/listings/search?adultCount=2`],
      ['instant-pricing', `${server.base}${found.pricing}`],
      ['health', `${server.base}/api/health`],
      ['bare Fastify', server.bare],
    ];
    const results = {};
    for (const [name, url] of targets) {
      process.stdout.write(`${engine}: ${name} ... `);
      results[name] = await measure(url);
      console.log(`${results[name].rps.toFixed(0)} req/s`);
      rows.push({ engine, name, ...results[name] });
    }
    const ratio = results.health.rps / results['bare Fastify'].rps;
    notes.push(
      `${engine}: health/bare = ${ratio.toFixed(2)} (req/s); p50 ${results.health.p50} vs ${results['bare Fastify'].p50} ms`,
    );
  } finally {
    await stopChild(server.child);
  }
};

// --- engines -----------------------------------------------------------------------------

const pglite = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-pglite-'));
  dirs.add(dir);
  try {
    await benchEngine('PGlite', { DATA_DIR: dir, DATABASE_URL: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    dirs.delete(dir);
  }
};

const adminQuery = (sql) => queryOn(PG_ADMIN_URL, sql);

const dropDatabase = (name) => adminQuery(`drop database if exists ${name} with (force)`);

const postgres = async () => {
  try {
    await adminQuery('select 1');
  } catch (error) {
    notes.push(`PostgreSQL: skipped, ${PG_ADMIN_URL} does not answer (${error.message})`);
    return;
  }
  // The pid in the name keeps concurrent runs apart.
  const name = `bench_api_${process.pid}`;
  databases.add(name);
  try {
    await adminQuery(`create database ${name}`);
    await benchEngine('PostgreSQL', { DATABASE_URL: databaseUrl(PG_ADMIN_URL, name) });
  } finally {
    await dropDatabase(name);
    databases.delete(name);
  }
};

// --- cleanup and report --------------------------------------------------------------------

const cleanup = async () => {
  await Promise.all([...children].map(stopChild));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const name of databases)
    await dropDatabase(name).catch((e) => console.error(`drop ${name}: ${e.message}`));
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\n${signal}: cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

const printTable = () => {
  const head = ['engine', 'endpoint', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'errors'];
  const body = rows.map((r) =>
    [r.engine, r.name, r.rps.toFixed(0), r.p50, r.p975, r.p99, r.non2xx, r.errors].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${HOMES} homes, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback`);
  console.log(line(head));
  for (const row of body) console.log(line(row));
  for (const note of notes) console.log(note);
  console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

let failed = false;
try {
  await pglite();
  await postgres();
} catch (error) {
  failed = true;
  console.error('bench:api failed:', error);
} finally {
  await cleanup();
}
printTable();
process.exit(failed ? 1 : 0);
