import { expect, test } from '@playwright/test';
import { openPage } from './support/app.js';

/** Default title, description, noindex and the sharing card type (docs/product/overview.md#page-metadata). */

const meta = (name: string) => `head meta[name="${name}"]`;

for (const { path, title } of [
  { path: '/itineraries', title: 'My Trips | Keyhaven' },
  { path: '/listings', title: 'Explore Homes | Keyhaven' },
  { path: '/no-such-page', title: 'Page Not Found | Keyhaven' },
]) {
  test(`${path} carries the product's head (title '${title}')`, async ({ page }) => {
    await openPage(page, path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator(meta('description'))).toHaveAttribute(
      'content',
      'Unforgettable Vacations, Made Effortless',
    );
    await expect(page.locator(meta('robots'))).toHaveAttribute('content', 'noindex');
    await expect(page.locator(meta('twitter:card'))).toHaveAttribute('content', 'summary_large_image');
  });
}

test('before any page names itself, the title is the product short name', async ({ request }) => {
  const response = await request.get('/itineraries', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<title>Keyhaven</title>');
  // The host marks every answer noindex as well (docs/product/overview.md#page-metadata:
  // pages are marked noindex).
  expect(response.headers()['x-robots-tag']).toBe('noindex');
});

test('the title follows client-side navigation', async ({ page }) => {
  await openPage(page, '/itineraries');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Explore Homes' }).click();
  await expect(page).toHaveTitle('Explore Homes | Keyhaven');
});

test('the portal pages carry the same head', async ({ page }) => {
  await page.goto('/sso/login/');
  await expect(page).toHaveTitle('Sign In | Keyhaven');
  await expect(page.locator(meta('robots'))).toHaveAttribute('content', 'noindex');
  await expect(page.locator(meta('description'))).toHaveAttribute(
    'content',
    'Unforgettable Vacations, Made Effortless',
  );
});
