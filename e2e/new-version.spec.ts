import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsDemoGuest } from './support/app.js';
import { type ConfiguredHost, serveBuild } from './support/configured-host.js';
import { copyBuild, deployNextVersion, NEXT_BUILD } from './support/next-version.js';

/**
 * A new version announces itself and never mixes with the old (issue 32 item 1;
 * docs/architecture/offline.md). A host of its own serves a copy of the build; with the demo
 * guest's My Trips open under the first version's service worker, the next version lands on
 * the host (e2e/support/next-version.ts). The guest opens the app again in another tab, the
 * browser's own check for a new worker on a navigation; the worker installs and waits, the
 * page still open on the old version says 'A new version is available' with Reload, and
 * Reload makes the whole page the new version: its page, its entry, and, offline, a precache
 * holding the new version's files only.
 */

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
/** The folder the journey's host serves: a copy of the build, the next version written over it. */
let served: string;
let host: ConfiguredHost;

test.beforeAll(async () => {
  // A fresh database is seeded first: the suite's own hosts are given 120 s.
  test.setTimeout(240_000);
  served = mkdtempSync(join(tmpdir(), 'keyhaven-versions-'));
  copyBuild(DIST, served);
  host = await serveBuild(served);
});

test.afterAll(async () => {
  await host?.stop();
  if (served) rmSync(served, { recursive: true, force: true });
});

/** Which build the page runs: its HTML's mark and its entry's, null for the first build. */
const buildOf = (page: Page) =>
  page.evaluate(() => ({
    page: document.querySelector('meta[name="keyhaven-build"]')?.getAttribute('content') ?? null,
    entry: document.documentElement.dataset.keyhavenBuild ?? null,
  }));

/** The precache's paths (revision parameters dropped). */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });

const versionContext = (browser: Browser, width: number) =>
  browser.newContext({ baseURL: host.baseURL, viewport: { width, height: 900 }, serviceWorkers: 'allow' });

for (const width of [1280, 390]) {
  test(`at ${width} px: 'A new version is available', and Reload serves the new version only`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Each journey starts from the first version.
    copyBuild(DIST, served);
    const context = await versionContext(browser, width);
    try {
      const page = await context.newPage();
      await signInAsDemoGuest(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
        timeout: 30_000,
      });
      const first = await precached(page);
      expect(await buildOf(page)).toEqual({ page: null, entry: null });

      const { oldEntry, newEntry } = deployNextVersion(served);
      expect(first).toContain(`/${oldEntry}`);

      // The guest opens the app again (another tab, or the installed app): the browser finds the
      // new worker, which installs and waits; the page already open learns of it.
      const again = await context.newPage();
      await again.goto('/itineraries');
      const notice = page.getByText('A new version is available');
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await again.close();
      // Until Reload, the open page stays wholly the old version.
      expect(await buildOf(page)).toEqual({ page: null, entry: null });
      await expect(
        page
          .getByRole('region', { name: 'Upcoming trips' })
          .getByRole('link', { name: 'Rocky Mountains ski week' }),
      ).toBeVisible();

      // Reload: the waiting worker takes over, then the page loads again, whole.
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await buildOf(page)).toEqual({ page: NEXT_BUILD, entry: NEXT_BUILD });
      await expect(page.getByText('A new version is available')).toHaveCount(0);
      await expect(
        page
          .getByRole('region', { name: 'Upcoming trips' })
          .getByRole('link', { name: 'Rocky Mountains ski week' }),
      ).toBeVisible();
      const scripts = await page.evaluate(() =>
        [...document.scripts].map((script) => new URL(script.src || location.href).pathname),
      );
      expect(scripts).toContain(`/${newEntry}`);
      expect(scripts).not.toContain(`/${oldEntry}`);

      // The new worker's precache holds the new version's files, none of the old's.
      await expect.poll(() => precached(page)).toContain(`/${newEntry}`);
      await expect.poll(() => precached(page)).not.toContain(`/${oldEntry}`);

      // Offline, the page comes whole from that precache: the new version, page and entry.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await buildOf(page)).toEqual({ page: NEXT_BUILD, entry: NEXT_BUILD });
    } finally {
      await context.close();
    }
  });
}
