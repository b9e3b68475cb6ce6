import { expect, test } from '@playwright/test';
import { collectAnalytics, openPage } from './support/app.js';

/**
 * Page views go to analytics with utm_source and lead, except on the paths whose screens send
 * their own events (docs/product/routes.md#page-views). Without an analytics key the app logs
 * each call to the console as `[analytics] page <name> <json>`.
 */

const pageViews = (lines: string[]) =>
  lines
    .filter((line) => line.startsWith('[analytics] page '))
    .map((line) => {
      const match = /^\[analytics\] page (\S+) (.*)$/.exec(line);
      return { name: match?.[1], properties: JSON.parse(match?.[2] ?? 'null') as Record<string, string> };
    });

test('a page view with utm_source and lead is sent on /itineraries', async ({ page }) => {
  const lines = collectAnalytics(page);
  await openPage(page, '/itineraries?utm_source=a&lead=b');
  await expect.poll(() => pageViews(lines).length).toBeGreaterThan(0);
  expect(pageViews(lines)).toContainEqual({
    name: 'itineraries',
    properties: { path: '/itineraries', utm_source: 'a', lead: 'b' },
  });
});

test("the itinerary view's page is named 'itinerary'", async ({ page }) => {
  const lines = collectAnalytics(page);
  await openPage(page, '/itineraries/i1?utm_source=a');
  await expect
    .poll(() => pageViews(lines))
    .toContainEqual({
      name: 'itinerary',
      properties: { path: '/itineraries/i1', utm_source: 'a' },
    });
});

test('no generic page view is sent on /listings', async ({ page }) => {
  const lines = collectAnalytics(page);
  await openPage(page, '/listings?utm_source=a&lead=b');
  // A page view is logged as the path is entered, before the view's heading renders; give a
  // late one time to arrive, then check that none came.
  await page.waitForTimeout(500);
  expect(pageViews(lines)).toEqual([]);
});

test('a client-side navigation sends one page view for the new path', async ({ page }) => {
  const lines = collectAnalytics(page);
  await openPage(page, '/listings?utm_source=a');
  await page.getByRole('contentinfo').getByRole('link', { name: 'My Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  await expect.poll(() => pageViews(lines).map((view) => view.name)).toEqual(['itineraries']);
});
