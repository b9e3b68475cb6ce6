// What the benchmark scripts (api.mjs, soak.mjs, web-inp.mjs, web-map.mjs) share: child
// processes run under tsx from the repository root, free ports, waiting for the host's
// /api/health, the built app's host on a PGlite folder, a stop that lets main.ts close its
// database, and one-off statements on the PostgreSQL admin connection.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The children still running, so a cleanup can stop them all. */
export const children = new Set();

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export const nodeTsx = (script, args, env, stdio) => {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio,
  });
  children.add(child);
  child.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  child.exited.then(() => children.delete(child));
  return child;
};

/**
 * Waits for the host at `base` to answer /api/health (or `url`, another server of the same
 * child). PGlite opens in seconds on a quiet
 * machine, but a first start (initdb, every migration) took over a minute at load average 15.
 */
export const waitForHealth = async (child, base, url = `${base}/api/health`) => {
  for (let i = 0; i < 720; i++) {
    if (children.has(child) === false) throw new Error('the server exited while starting');
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within 3 minutes`);
};

// SIGTERM lets main.ts close its database cleanly; SIGKILL only if it hangs.
export const stopChild = async (child) => {
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
};

/** One statement on a connection of its own (create or drop a database cannot share a transaction). */
export const adminQuery = async (url, sql, values = []) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
};

/** The URL of database `name` on the server of `adminUrl`. */
export const databaseUrl = (adminUrl, name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};

/**
 * The built app served by its host on a fresh PGlite folder (`dataDir`, the caller's to remove)
 * with the demo data, for the browser benchmarks: builds first unless BENCH_NO_BUILD=1 says
 * dist/ is current. The first start on a fresh folder runs initdb and seeds.
 */
export const startBuiltHost = async (dataDir) => {
  if (process.env.BENCH_NO_BUILD !== '1') {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const host = nodeTsx(
    'server/main.ts',
    [],
    { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    ['ignore', 'ignore', 'inherit'],
  );
  await waitForHealth(host, base);
  return { host, base };
};

/** The machine's load averages (1, 5 and 15 minutes), printed beside a figure: other work shares the cores. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
