import { expect, test } from '@playwright/test';

/**
 * The guest app is installable (issue 32 item 1, docs/architecture/offline.md): its page links a
 * manifest made at build time, the host serves it and every icon it names, and Chromium's own
 * installability check (the one behind its install prompt and Lighthouse's) finds nothing wrong.
 */
test('the app links its manifest, its icons load, and Chromium finds it installable', async ({ page }) => {
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

  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Playwright's contexts are incognito ones, where Chromium installs nothing: that error is
      // the test browser's, not the app's. Any other (manifest, icons, start URL) would show.
      return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});
