import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { hostPortOf, workerHostPort } from './e2e/support/host-port.js';

/**
 * Journeys in real Chromium against the real host (server/main.ts) serving the built app.
 * The build is the test script's job (`npm run build` runs before `playwright test`).
 */
const CI = Boolean(process.env.CI);
// Two workers on two cores: a journey mostly waits on the browser and the host, and one worker
// left a core idle for most of a CI run. Each worker has a host and a database of its own
// (e2e/support/host-port.ts); this file is read again in every worker, where
// TEST_PARALLEL_INDEX picks that worker's host.
const WORKERS = Number(process.env.E2E_WORKERS || 2);
const BASE_URL = `http://127.0.0.1:${workerHostPort()}`;

// Playwright cannot download its browsers on these machines: Debian's Chromium serves when
// installed; PLAYWRIGHT_CHROMIUM_PATH overrides; otherwise Playwright's own (machines with internet).
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/** A host for one worker: the real host on a fresh PGlite folder (e2e/start-server.mjs). */
const hostFor = (port: number) => ({
  // A fresh PGlite data folder per run (e2e/start-server.mjs); the host seeds the demo accounts.
  command: 'node --import tsx e2e/start-server.mjs',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: !CI,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Every journey signs in from the same client IP: the default 10 attempts a minute
    // would make the suite's outcome depend on its own speed.
    AUTH_RATE_LIMIT_MAX: '1000',
    // The same demo guest opens trips and booking contexts journey after journey.
    GUEST_WRITE_LIMIT_FACTOR: '100',
    // The e2e server always runs on PGlite, even where .ci/run exports DATABASE_URL.
    DATABASE_URL: '',
    // The journeys test behaviour, not capacity: on a busy machine (CI with two workers, each
    // with its browser and host) the load shedding answered a page with its 503 'overloaded'.
    // Off, not merely high: @fastify/under-pressure reads an interval with no event-loop sample
    // (the loop blocked throughout, as while the host seeds) as an infinite delay. The overload
    // test (tests/server) keeps the guard covered.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_POOL_WAITING: '100000',
  },
});

export default defineConfig({
  testDir: 'e2e',
  reporter: 'list',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: WORKERS,
  // A journey's budget, not a wait for the guest: with two workers on two cores, each with its
  // browser and host, a sign-in and a priced stay run past 30 s (about twice their time alone).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // The app's service worker (docs/architecture/offline.md) would answer some reads itself,
    // out of page.route's sight: journeys run without it, but e2e/trip-offline.spec.ts.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => hostFor(hostPortOf(slot))),
});
