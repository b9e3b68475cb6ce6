import { expect, test } from '@playwright/test';
import { violationsOf } from './listings-steps.js';
import { demoTripPath, openPage, signInAsDemoGuest } from './support/app.js';

/**
 * The routes, the in-app redirects and the ones that leave for the main site
 * (docs/product/routes.md#route-table).
 */

test.describe('in-app redirects', () => {
  test('/ lands a signed-out visitor on the search keeping the query, a signed-in guest on /itineraries', async ({
    page,
  }) => {
    await page.goto('/?utm_source=x&lead=y');
    await expect(page).toHaveURL('/listings?utm_source=x&lead=y');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Homes' })).toBeVisible();
    await signInAsDemoGuest(page);
    await page.goto('/?utm_source=x&lead=y');
    await expect(page).toHaveURL('/itineraries?utm_source=x&lead=y');
    await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  });

  test('a trailing slash is removed', async ({ page }) => {
    await page.goto('/listings/');
    await expect(page).toHaveURL('/listings');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Homes' })).toBeVisible();
  });

  test('a trailing slash is removed keeping the query', async ({ page }) => {
    await page.goto('/itineraries/i1/?tab=explore');
    await expect(page).toHaveURL('/itineraries/i1?tab=explore');
  });

  test("the 'other market' /services goes to /listings keeping the query", async ({ page }) => {
    await page.goto('/services?a=b');
    await expect(page).toHaveURL('/listings?a=b');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Homes' })).toBeVisible();
  });
});

test.describe('leaving for the main site', () => {
  test('/bundle/{id} leaves for the main site root with the query', async ({ page }) => {
    await page.goto('/bundle/abc?q=1');
    await expect(page).toHaveURL('/main-site/?q=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('/destinations/{slug} leaves for the same path on the main site', async ({ page }) => {
    await page.goto('/destinations/aspen?x=1');
    await expect(page).toHaveURL('/main-site/destinations/aspen?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Destination: aspen' })).toBeVisible();
  });

  test('/stays/{slug} leaves for the same path on the main site', async ({ page }) => {
    await page.goto('/stays/beach?x=1');
    await expect(page).toHaveURL('/main-site/stays/beach?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Stays: beach' })).toBeVisible();
  });

  test('leaving replaces the history entry (Back does not bounce the guest out again)', async ({ page }) => {
    await openPage(page, '/listings');
    await page.goto('/stays/desert');
    await expect(page).toHaveURL('/main-site/stays/desert');
    await page.goBack();
    await expect(page).toHaveURL('/listings');
  });
});

test.describe('pages that render in the app', () => {
  test('/stays/content-homes stays in the app', async ({ page }) => {
    await page.goto('/stays/content-homes');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Homes' })).toBeVisible();
    await expect(page).toHaveURL('/stays/content-homes');
  });

  test('/markets/{id}/services renders the service catalog', async ({ page }) => {
    await page.goto('/markets/rocky-mountains/services?product_line=Concierge');
    await expect(page.getByRole('heading', { level: 1, name: 'Services & Experiences' })).toBeVisible();
    await expect(page.getByText('for your stay in Rocky Mountains.')).toBeVisible();
    // The demo market's services, a shelf per category, the promoted private chefs first.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Private Chefs');
    await expect(
      page.getByRole('list', { name: 'Private Chefs' }).getByRole('article').first(),
    ).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('/markets/{id}/readonly-services renders the read-only catalog', async ({ page }) => {
    await page.goto('/markets/rocky-mountains/readonly-services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services & Experiences' })).toBeVisible();
    await expect(page.getByText('to browse in Rocky Mountains.')).toBeVisible();
  });

  test('/listings/{listingRedirectId} of an unknown home says so, with the way back to the search', async ({
    page,
  }) => {
    await page.goto('/listings/abc');
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('We can’t find this home: it may no longer be offered.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/listings');
  });

  test('/itineraries/{id}/listing/{listingRedirectId} of an unknown home leads back to the trip', async ({
    page,
  }) => {
    await page.goto('/itineraries/i1/listing/abc');
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute(
      'href',
      '/itineraries/i1',
    );
  });

  test('/itineraries/{id}?tab=explore selects the Explore tab', async ({ page }) => {
    await page.goto(`${await demoTripPath(page)}?tab=explore`);
    const tabs = page.getByRole('tablist', { name: 'Trip sections' });
    await expect(tabs.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'false');
    const explore = page.getByRole('tabpanel', { name: 'Explore' });
    await expect(explore).toBeVisible();
    // The trip's market services, a shelf per category.
    await expect(explore.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(explore.getByRole('article').first()).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('itinerary tabs follow the keyboard and keep the tab in the URL', async ({ page }) => {
    const tripPath = await demoTripPath(page);
    await page.goto(`${tripPath}?utm_source=x`);
    const tabs = page.getByRole('tablist', { name: 'Trip sections' });
    await tabs.getByRole('tab', { name: 'Itinerary' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Local Favorites' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Local Favorites' })).toBeFocused();
    await expect(page).toHaveURL(`${tripPath}?utm_source=x&tab=local_favorites`);
  });
});
