import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * What the configured-map journeys need beyond the suite's own host: PUBLIC_* values are
 * inlined at build time, so a map source is tried on a build of its own, served by a host of
 * its own with the same values (which set its page policy), next to a file host on another
 * origin standing in for the map provider.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface FileHost {
  readonly origin: string;
  /** The paths asked for, with the answer's status, in order. */
  readonly requests: { path: string; status: number }[];
  close(): Promise<void>;
}

/**
 * Files on an origin of their own, answered as a map provider's CDN does: to any origin
 * (CORS), byte ranges included (a PMTiles archive is read by ranges).
 */
export const serveFiles = async (
  files: () => Record<string, { type: string; body: Uint8Array | string }>,
) => {
  const requests: { path: string; status: number }[] = [];
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Range');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Length');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? '/', 'http://files').pathname;
    const file = files()[path];
    if (!file) {
      requests.push({ path, status: 404 });
      response.writeHead(404).end();
      return;
    }
    const body = typeof file.body === 'string' ? Buffer.from(file.body) : Buffer.from(file.body);
    const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '');
    if (!range) {
      requests.push({ path, status: 200 });
      response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': body.length }).end(body);
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
    requests.push({ path, status: 206 });
    response
      .writeHead(206, {
        'Content-Type': file.type,
        'Content-Range': `bytes ${start}-${end}/${body.length}`,
        'Content-Length': end - start + 1,
      })
      .end(body.subarray(start, end + 1));
  };
  const server = createHttpServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies FileHost;
};

export interface ConfiguredHost {
  readonly baseURL: string;
  stop(): Promise<void>;
}

/**
 * A host of its own (a fresh embedded database, seeded) serving the build in `staticDir` with
 * these variables. `stop` ends the host; the folder stays the caller's.
 */
export const serveBuild = async (
  staticDir: string,
  env: Record<string, string> = {},
): Promise<ConfiguredHost> => {
  const port = await freePort();
  const host: ChildProcess = spawn('node', ['--import', 'tsx', 'e2e/start-server.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      STATIC_DIR: staticDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      DATABASE_URL: '',
      // As the suite's own hosts (playwright.config.ts): no load shedding in the journeys.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (host.exitCode === null) {
      const exited = new Promise((resolve) => host.once('exit', resolve));
      host.kill('SIGTERM');
      await exited;
    }
  };
  // A fresh embedded database is migrated and seeded first: the suite's host is given 120 s.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (host.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the host of ${staticDir} on ${baseURL} did not start`);
};

/** Builds the app with these variables into a folder of its own, and serves it with them. */
export const buildAndServe = async (env: Record<string, string>): Promise<ConfiguredHost> => {
  const staticDir = mkdtempSync(join(tmpdir(), 'keyhaven-map-build-'));
  try {
    await run('npx', ['rsbuild', 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, STATIC_DIR: staticDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    const host = await serveBuild(staticDir, env);
    return {
      baseURL: host.baseURL,
      stop: async () => {
        await host.stop();
        rmSync(staticDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(staticDir, { recursive: true, force: true });
    throw error;
  }
};
