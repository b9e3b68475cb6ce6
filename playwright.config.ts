import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in real Chromium against the real host (server/main.ts) serving the built app.
 * The build is the test script's job (`npm run build` runs before `playwright test`).
 */
const PORT = Number(process.env.E2E_PORT || 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

// Playwright cannot download its browsers on these machines: Debian's Chromium serves when
// installed; PLAYWRIGHT_CHROMIUM_PATH overrides; otherwise Playwright's own (machines with internet).
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

export default defineConfig({
  testDir: 'e2e',
  reporter: 'list',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    // A fresh PGlite data folder per run (e2e/start-server.mjs); the host seeds the demo accounts.
    command: 'node --import tsx e2e/start-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every journey signs in from the same client IP: the default 10 attempts a minute
      // would make the suite's outcome depend on its own speed.
      AUTH_RATE_LIMIT_MAX: '1000',
      // The same demo guest opens trips and booking contexts journey after journey.
      GUEST_WRITE_LIMIT_FACTOR: '100',
      // The e2e server always runs on PGlite, even where .ci/run exports DATABASE_URL.
      DATABASE_URL: '',
    },
  },
});
