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

// A home and a service give their sharing card their first photo at the sharing width, 1280
// (docs/product/overview.md#page-metadata).
for (const { path, what } of [
  { path: '/listings/y4K7DJaRAD', what: 'a home' }, // a Request Price demo home
  { path: '/markets/rocky-mountains/services/DxugHmeXMs', what: 'a service' }, // the Hands-On Cooking Class
]) {
  test(`${what}'s page shares its photo at 1280 wide`, async ({ page }) => {
    await openPage(page, path);
    const image = page.locator('head meta[property="og:image"]');
    await expect(image).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/.+\/1280\/[^/]+$/);
    await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute('content', '1280');
    const url = await image.getAttribute('content');
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', url ?? '');
    // The picture the card names is there to fetch.
    expect((await page.request.get(url ?? '')).status()).toBe(200);
  });
}
