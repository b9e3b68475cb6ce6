#!/usr/bin/env node
/**
 * `npm run dev`: the API server (PORT 3001, pages not served) and the rsbuild dev server
 * (PORT 3000, hot reload, proxying /api, /auth, /main-site and /media to the API; see
 * rsbuild.config.ts). Ctrl+C stops both; if either exits, the other is stopped too.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.PORT || '3000';
const apiUrl = process.env.DEV_API_URL || `http://localhost:${apiPort}`;

// rsbuild's own bin through node (rather than npx) so signals reach it directly.
const require = createRequire(import.meta.url);
const rsbuildBin = join(
  dirname(require.resolve('@rsbuild/core/package.json', { paths: [root] })),
  'bin',
  'rsbuild.js',
);

const children = [
  {
    name: 'api',
    process: spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, SERVE_STATIC: 'false' },
    }),
  },
  {
    name: 'web',
    process: spawn(process.execPath, [rsbuildBin, 'dev'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: webPort, DEV_API_URL: apiUrl },
    }),
  },
];

let interrupted = false;
/** The exit code of whichever child ended first: that is what `npm run dev` reports. */
let firstExitCode;
const running = (child) => child.process.exitCode === null && child.process.signalCode === null;
const stopAll = (signal) => {
  for (const child of children) if (running(child)) child.process.kill(signal);
};

for (const child of children) {
  child.process.on('exit', (code, signal) => {
    if (firstExitCode === undefined) {
      firstExitCode = code ?? 1;
      if (!interrupted)
        console.error(`[dev] ${child.name} exited (${signal ?? code}); stopping the other one`);
      stopAll('SIGTERM');
    }
    if (!children.some(running)) process.exit(interrupted ? 0 : firstExitCode);
  });
  child.process.on('error', (error) => {
    console.error(`[dev] could not start ${child.name}: ${error.message}`);
    firstExitCode ??= 1;
    stopAll('SIGTERM');
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    stopAll(signal);
  });
}
