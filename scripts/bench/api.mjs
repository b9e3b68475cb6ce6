// `npm run bench:api`: autocannon against the real server, printing each figure beside its goal
// (docs/host/performance.md): the home search and the host's own overhead over 10,000 homes on
// PGlite and (when 127.0.0.1:5432 answers) PostgreSQL, the size of a search answer, and the
// search's cost at 1,000 and 10,000 homes on PostgreSQL (and 100,000 with --100k: seeding them
// takes a few minutes). Each engine gets a throwaway store (a temp PGlite folder, a PostgreSQL
// database) that is removed on exit, failure or Ctrl+C. `-- --only health` measures the host's
// overhead alone (health against the bare route and against the bare route with the API
// answers' security headers, on each engine with an empty catalog: nothing to seed, two
// minutes in all).
// Knobs: BENCH_SECONDS (10), BENCH_CONNECTIONS (32), BENCH_PG_URL (the admin connection).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { printLoadReport, printScaleReport } from './api-report.mjs';
import {
  children,
  databaseUrl,
  freePort,
  loadAverage,
  nodeTsx,
  adminQuery as queryOn,
  stopChild,
  waitForHealth,
} from './bench-processes.mjs';

const HOMES = 10_000;
const SCALE = [1_000, 10_000, ...(process.argv.includes('--100k') ? [100_000] : [])];
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (ONLY !== null && ONLY !== 'health') throw new Error(`--only takes 'health', not ${ONLY}`);
const HEALTH_ONLY = ONLY === 'health';
/**
 * Health and the bare routes run in alternating slices (the order reversed each round), so a
 * change in what else the machine runs falls on all alike: one block each, one after the
 * other, put a busy spell on one side only and moved the ratio by half either way.
 */
const ROUNDS = 5;

const dirs = new Set();
const databases = new Set();
const started = Date.now();

// --- processes -------------------------------------------------------------------------

const seed = async (env, homes = HOMES) => {
  const code = await nodeTsx('server/demo/seed/seed-cli.ts', ['--homes', String(homes)], env, 'inherit')
    .exited;
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
};

const startServer = async (env) => {
  const [port, barePort, headersPort] = [await freePort(), await freePort(), await freePort()];
  const child = nodeTsx(
    'scripts/bench/api-server.mjs',
    [],
    // SEED_DEMO off: the catalog was seeded beforehand, the server must not add to it.
    {
      ...env,
      PORT: port,
      BARE_PORT: barePort,
      HEADERS_PORT: headersPort,
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    ['ignore', 'ignore', 'inherit'],
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, base);
  const withHeaders = `http://127.0.0.1:${headersPort}/bare`;
  // Up a moment after the host: it copies the host's headers from a real health answer.
  await waitForHealth(child, base, withHeaders);
  return { child, base, bare: `http://127.0.0.1:${barePort}/bare`, withHeaders };
};

// --- what to ask -------------------------------------------------------------------------

/**
 * A GET as a client makes it: a 503 with Retry-After (the overload guard, which may trip while
 * a host just started warms up) is asked again after the wait it names, a few times.
 */
const getJson = async (url) => {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url);
    if (res.ok) return res.json();
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status !== 503 || !retryAfter || attempt >= 5) {
      throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    }
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
};

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Real inputs found through the API, as a client would: a destination with homes, a home that prices. */
const discover = async (base) => {
  // A month out, a week for two: far enough to be open on most calendars, long enough for every minimum stay.
  const stay = `startDate=${day(30)}&endDate=${day(37)}&adultCount=2`;
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

/** A week for 1 to 8 adults on one of 300 start dates: 2,400 searches, more than the host keeps. */
const distinctSearches = (destination) => {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        const start = 20 + (n % 300);
        const adults = 1 + (Math.floor(n / 300) % 8);
        const terms = `destination=${encodeURIComponent(destination)}&startDate=${day(start)}&endDate=${day(start + 7)}&adultCount=${adults}`;
        return { ...request, path: `/api/listings/search?${terms}` };
      },
    },
  ];
};

/** The same without a destination: every distinct search ranks the whole catalog. */
const distinctBroadSearches = () => {
  let n = 0;
  return [
    {
      setupRequest: (request) => {
        n += 1;
        const start = 20 + (n % 300);
        const adults = 1 + (Math.floor(n / 300) % 8);
        const terms = `startDate=${day(start)}&endDate=${day(start + 7)}&adultCount=${adults}`;
        return { ...request, path: `/api/listings/search?${terms}` };
      },
    },
  ];
};

const measure = async (url, requests) => {
  // Warm the JIT and the database caches first, by time: a count would take 20 s on a slow search.
  await cannon(url, { duration: 2, requests });
  const r = await cannon(url, { duration: SECONDS, requests });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Routes measured together: each warmed, then ROUNDS rounds of a slice each, the order
 * reversed every round. Rates are all requests over all slices; p50 is the median slice's and
 * p97.5 and p99 the worst slice's. Each round's rates are kept, to show how far one slice could
 * mislead.
 */
const measureAlternating = async (targets) => {
  for (const target of targets) await cannon(target.url, { duration: 2 });
  const slices = targets.map(() => []);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      slices[index].push(await cannon(targets[index].url, { duration: SECONDS / ROUNDS }));
    }
    rounds.push(slices.map((runs) => runs.at(-1).requests.average));
  }
  const figures = slices.map((runs) => ({
    rps: runs.reduce((sum, r) => sum + r.requests.total, 0) / runs.reduce((sum, r) => sum + r.duration, 0),
    p50: median(runs.map((r) => r.latency.p50)),
    p975: Math.max(...runs.map((r) => r.latency.p97_5)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  }));
  return { figures, rounds };
};

const rows = [];
const sizes = [];
const scale = [];
const notes = [];

const DISTINCT_DESTINATION = 'search: distinct destination searches (misses)';
const DISTINCT_BROAD = 'search: distinct broad searches (misses)';

const searchTargets = (base, found) => [
  ['search: destination, a week, 2 adults', `${base}/api/listings/search?${found.search}`],
  ['search: broad (adultCount=2)', `${base}/api/listings/search?adultCount=2`],
  [DISTINCT_DESTINATION, base, distinctSearches(found.destination)],
  [DISTINCT_BROAD, base, distinctBroadSearches()],
];

/**
 * Whether one search stalls the host (issue 26): SEARCHERS connections send distinct
 * destination searches while HEALTH_CONNECTIONS more ask /api/health, both at once.
 */
const SEARCHERS = 16;
const HEALTH_CONNECTIONS = 4;
const benchHealthDuringSearches = async (engine, server, found) => {
  process.stdout.write(
    `${engine}: health from ${HEALTH_CONNECTIONS} connections during ${SEARCHERS} searching ... `,
  );
  const searches = distinctSearches(found.destination);
  await autocannon({ url: server.base, connections: SEARCHERS, duration: 2, requests: searches });
  const [search, health] = await Promise.all([
    autocannon({ url: server.base, connections: SEARCHERS, duration: SECONDS, requests: searches }),
    autocannon({ url: `${server.base}/api/health`, connections: HEALTH_CONNECTIONS, duration: SECONDS }),
  ]);
  const figures = (r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  });
  console.log(
    `searches ${search.requests.average.toFixed(0)} req/s; health p97.5 ${health.latency.p97_5} ms`,
  );
  rows.push(
    {
      engine,
      name: `distinct destination searches, ${SEARCHERS} connections`,
      ...figures(search),
      searchersRow: true,
    },
    {
      engine,
      name: `health during them, ${HEALTH_CONNECTIONS} connections`,
      ...figures(health),
      healthDuringRow: true,
    },
  );
};

/**
 * A phone's first result screen is the search's first answer (issue 26, goal 4): the first
 * screen's cards and every match as a map point, so the map needs no further call.
 */
const FIRST_SCREEN_GOAL = 'first screen <= 30 kB gzip, every match on the map';

const answerSizes = async (engine, base, found) => {
  for (const [name, query] of [
    ['destination search', found.search],
    ['broad search', 'adultCount=2'],
  ]) {
    const body = Buffer.from(await (await fetch(`${base}/api/listings/search?${query}`)).arrayBuffer());
    const answer = JSON.parse(body.toString('utf8'));
    const cards = answer.exactMatches.length + answer.partialMatches.length;
    const points = answer.mapPoints?.ids.length ?? cards;
    sizes.push({
      engine,
      name,
      homes: `${cards} cards, ${points} points`,
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      goal: FIRST_SCREEN_GOAL,
      // Every match the answer ranks is on the map: as many points as matches, up to the cap.
      everyMatchMapped: answer.mapPoints !== undefined || cards === points,
    });
  }
};

const run = async (engine, label, url, requests) => {
  process.stdout.write(`${engine}: ${label} ... `);
  const result = await measure(url, requests);
  console.log(`${result.rps.toFixed(0)} req/s, p97.5 ${result.p975} ms`);
  return result;
};

/** The searches alone, for the growth table. */
const benchScale = async (engine, server, found, homes) => {
  for (const [name, url, requests] of searchTargets(server.base, found)) {
    scale.push({ homes, name, ...(await run(engine, `${homes} homes, ${name}`, url, requests)) });
  }
};

/**
 * The host's overhead: /api/health against the bare Fastify route of the same process (the
 * goal), and against the bare route carrying the host's security headers (what the host adds
 * beyond them).
 */
const benchHealth = async (engine, server) => {
  process.stdout.write(`${engine}: health, bare Fastify and bare Fastify with the headers, alternating ... `);
  const { figures, rounds } = await measureAlternating([
    { url: `${server.base}/api/health` },
    { url: server.bare },
    { url: server.withHeaders },
  ]);
  const [health, bare, withHeaders] = figures;
  const ratio = health.rps / bare.rps;
  const headersRatio = withHeaders.rps / bare.rps;
  const beyondHeaders = health.rps / withHeaders.rps;
  console.log(
    `${health.rps.toFixed(0)} / ${bare.rps.toFixed(0)} / ${withHeaders.rps.toFixed(0)} req/s, ${ratio.toFixed(2)}`,
  );
  rows.push(
    { engine, name: 'health', ...health, ratio },
    { engine, name: 'bare Fastify', ...bare },
    { engine, name: 'bare Fastify + API headers', ...withHeaders, headersRatio },
  );
  const perRound = (of) => rounds.map((rates) => of(rates).toFixed(2)).join(' ');
  notes.push(
    `${engine}: per round, health / bare ${perRound(([h, b]) => h / b)}; bare with the headers / bare ${perRound(([, b, w]) => w / b)}; health / bare with the headers ${perRound(([h, , w]) => h / w)}`,
    `${engine}: the API headers alone leave ${headersRatio.toFixed(2)} of bare Fastify's rate; health makes ${beyondHeaders.toFixed(2)} of the bare route with the headers`,
  );
};

/** Every load row at HOMES homes: searches, pricing, health against a bare Fastify route. */
const benchLoad = async (engine, server, found) => {
  notes.push(`${engine}: destination "${found.destination}", priced home ${found.homeId}`);
  const targets = [
    ...searchTargets(server.base, found),
    ['instant-pricing', `${server.base}${found.pricing}`],
  ];
  for (const [name, url, requests] of targets) {
    const result = await run(engine, name, url, requests);
    rows.push({ engine, name, ...result });
    if (engine === 'PostgreSQL' && name.startsWith('search')) scale.push({ homes: HOMES, name, ...result });
  }
  if (engine === 'PGlite') await benchHealthDuringSearches(engine, server, found);
  await benchHealth(engine, server);
  await answerSizes(engine, server.base, found);
};

const withServer = async (env, fn) => {
  const server = await startServer(env);
  try {
    return await fn(server);
  } finally {
    await stopChild(server.child);
  }
};

// --- engines -----------------------------------------------------------------------------

const pglite = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-pglite-'));
  dirs.add(dir);
  try {
    const env = { DATA_DIR: dir, DATABASE_URL: '' };
    if (HEALTH_ONLY) return await withServer(env, (server) => benchHealth('PGlite', server));
    await seed(env);
    await withServer(env, async (server) => benchLoad('PGlite', server, await discover(server.base)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    dirs.delete(dir);
  }
};

const adminQuery = (sql) => queryOn(PG_ADMIN_URL, sql);

const dropDatabase = (name) => adminQuery(`drop database if exists ${name} with (force)`);

/**
 * One database grown step by step (seeding tops the catalog up), the host running throughout:
 * its cache sees each step's writes as any other write.
 */
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
    const env = { DATABASE_URL: databaseUrl(PG_ADMIN_URL, name) };
    if (HEALTH_ONLY) return await withServer(env, (server) => benchHealth('PostgreSQL', server));
    await seed(env, SCALE[0]);
    await withServer(env, async (server) => {
      const found = await discover(server.base);
      for (const homes of SCALE) {
        if (homes !== SCALE[0]) await seed(env, homes);
        if (homes === HOMES) await benchLoad('PostgreSQL', server, found);
        else await benchScale('PostgreSQL', server, found, homes);
      }
    });
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

const GOALS = {
  PostgreSQL: { destination: { rps: 1000, p975: 50 }, broad: { rps: 200 } },
  // The embedded database: at least a third of PostgreSQL's rates.
  PGlite: { destination: { rps: 334 }, broad: { rps: 67 } },
};

const verdict = (met) => (met ? 'met' : 'missed');

/** Issue 26's goals for searches that miss the cache. */
const MISS_GOALS = {
  PostgreSQL: { [DISTINCT_DESTINATION]: { rps: 500, p975: 100 }, [DISTINCT_BROAD]: { rps: 150, p975: 300 } },
};
const PGLITE_SEARCHERS_RPS = 150;
const PGLITE_HEALTH_P975 = 50;
const GROWTH_P975 = 150;

const missGoal = ({ rps, p975 }, row) =>
  `>= ${rps} req/s, p97.5 <= ${p975} ms: ${verdict(row.rps >= rps && row.p975 <= p975)}`;

const goalOf = (row) => {
  const goals = GOALS[row.engine];
  const miss = MISS_GOALS[row.engine]?.[row.name];
  if (miss) return missGoal(miss, row);
  if (row.searchersRow)
    return `>= ${PGLITE_SEARCHERS_RPS} req/s: ${verdict(row.rps >= PGLITE_SEARCHERS_RPS)}`;
  if (row.healthDuringRow)
    return `p97.5 <= ${PGLITE_HEALTH_P975} ms: ${verdict(row.p975 <= PGLITE_HEALTH_P975)}`;
  if (row.name.startsWith('search: destination')) {
    const { rps, p975 } = goals.destination;
    const text = p975 ? `>= ${rps} req/s, p97.5 <= ${p975} ms` : `>= ${rps} req/s`;
    return `${text}: ${verdict(row.rps >= rps && (!p975 || row.p975 <= p975))}`;
  }
  if (row.name.startsWith('search: broad')) {
    return `>= ${goals.broad.rps} req/s: ${verdict(row.rps >= goals.broad.rps)}`;
  }
  if (row.name === 'health') return `${row.ratio.toFixed(2)} x bare, >= 0.8: ${verdict(row.ratio >= 0.8)}`;
  // Not a goal: what the header set alone costs, beside it.
  if (row.headersRatio !== undefined) return `${row.headersRatio.toFixed(2)} x bare (the headers alone)`;
  return null;
};

const printReport = () => {
  for (const size of sizes) {
    if (size.goal) size.goal = `${size.goal}: ${verdict(size.gzip <= 30_000 && size.everyMatchMapped)}`;
  }
  printLoadReport({
    rows,
    sizes,
    goals: goalOf,
    homes: HEALTH_ONLY ? 0 : HOMES,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  if (scale.length > 0) printScaleReport(scale, CONNECTIONS);
  const biggest = scale.filter((s) => s.name === DISTINCT_DESTINATION).at(-1);
  if (biggest) {
    const met = biggest.homes >= 100_000 && biggest.p975 <= GROWTH_P975;
    console.log(
      `Growth goal: distinct destination searches at 100,000 homes p97.5 <= ${GROWTH_P975} ms: ${
        biggest.homes >= 100_000 ? `${biggest.p975} ms, ${verdict(met)}` : 'not measured (run with --100k)'
      }`,
    );
  }
  console.log('');
  for (const note of notes) console.log(note);
  console.log(`Load average at the end: ${loadAverage()}`);
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
printReport();
process.exit(failed ? 1 : 0);
