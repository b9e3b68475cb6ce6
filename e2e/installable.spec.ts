import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The guest app is installable (issue 32 item 1, docs/architecture/offline.md): its page links a
 * manifest made at build time, the host serves it and every icon it names, and Chromium's own
 * installability check (the one behind its install prompt and Lighthouse's) finds nothing wrong.
 */
test('the app links its manifest, and the host serves it and every icon it names', async ({ page }) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14213d');

  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as { start_url: string; icons: { src: string; sizes: string }[] };
  expect(manifest.start_url).toBe('/itineraries');
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});

/**
 * Chromium's own installability check, `Page.getInstallabilityErrors` over the DevTools
 * protocol: what Lighthouse's installable-manifest audit ran before Lighthouse 12 dropped its
 * PWA audits. Playwright's usual contexts are incognito, where Chromium installs nothing
 * ('in-incognito'), so this one runs in a profile of its own on disk, as a guest's browser
 * does, with the service worker allowed: it must find no error at all.
 */
test('Chromium finds the app installable in an ordinary profile: no installability error', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'keyhaven-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/listings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    // The browser fetches the manifest and its icons on its own time: asked again until it has.
    await expect
      .poll(
        async () => {
          const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          };
          return installabilityErrors.map((error) => error.errorId);
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
