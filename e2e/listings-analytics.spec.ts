import { expect, type Page, test } from '@playwright/test';
import { matchesHeading, searchBar } from './listings-steps.js';
import { collectAnalytics, openPage } from './support/app.js';

/**
 * The listings pages send their own events, not page views
 * (docs/product/routes.md#page-views). Without an analytics key the app logs each call as
 * `[analytics] track <event> <json>`.
 */

const tracked = (lines: string[], event: string) =>
  lines
    .filter((line) => line.startsWith(`[analytics] track ${event} `))
    .map((line) => JSON.parse(line.slice(`[analytics] track ${event} `.length)) as Record<string, unknown>);

const dragMap = async (page: Page, dx: number, dy: number) => {
  const map = page.getByRole('region', { name: 'Map of homes' }).locator('.home-map__canvas');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
};

test('searching, filtering, moving the map and opening a home each send their event; no page views', async ({
  page,
}) => {
  const lines = collectAnalytics(page);
  await openPage(page, '/listings');
  await searchBar(page).getByRole('combobox', { name: 'Where' }).fill('Aspen');
  await searchBar(page).getByRole('button', { name: 'Search' }).click();
  await expect(matchesHeading(page)).toBeVisible();
  await expect.poll(() => tracked(lines, 'Listings Searched')).toEqual([{ terms: { destination: 'Aspen' } }]);

  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.getByRole('checkbox', { name: 'Hot tub' }).check();
  await panel.getByRole('button', { name: /^Show/ }).click();
  await expect(page).toHaveURL(/filter_amenities=Hot/);
  await expect
    .poll(() => tracked(lines, 'Listings Filters Applied'))
    .toEqual([{ filters: { amenities: ['Hot tub'] }, filterCount: 1 }]);
  await expect.poll(() => tracked(lines, 'Listings Searched').length).toBe(2);

  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByRole('region', { name: 'Map of homes' }).locator('canvas').first()).toBeVisible();
  await dragMap(page, 120, 40);
  await expect(page).toHaveURL(/listing_north=/);
  await expect.poll(() => tracked(lines, 'Listings Map Moved').length).toBe(1);
  const [moved] = tracked(lines, 'Listings Map Moved');
  expect(Object.keys(moved ?? {}).sort()).toEqual(['east', 'north', 'south', 'west']);

  await expect(matchesHeading(page)).toBeVisible();
  // The first card of the exact matches, or of the near ones when the filter left none exact.
  const first = page
    .getByRole('list', { name: /^Homes that/ })
    .first()
    .getByRole('listitem')
    .first()
    .getByRole('link');
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/listings\/[^/?]+\?/);
  const [opened] = tracked(lines, 'Listing Opened');
  expect(opened).toMatchObject({ position: expect.any(Number) });
  expect(['exact', 'partial']).toContain(opened?.from);
  expect(typeof opened?.listingId).toBe('string');
  expect(name).toBeTruthy();
  expect(lines.filter((line) => line.startsWith('[analytics] page '))).toEqual([]);
});
