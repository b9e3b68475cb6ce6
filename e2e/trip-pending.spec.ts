import { expect, type Page, test } from '@playwright/test';
import { demoTripPath } from './support/app.js';

/**
 * Pending, honestly (issue 32 item 3, docs/product/pending.md) on the demo trip, on a desktop
 * and a phone: the summary counts booked, pending and saved with the total split the same
 * way; what the concierge owes says by when, an overdue one gives the concierge's contact; an
 * item's details show every status it went through, when and by whom. Only reads the demo
 * trip (other journeys share it).
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

for (const [name, viewport] of [
  ['a desktop (1280 px)', DESKTOP],
  ['a phone (390 px)', PHONE],
] as const) {
  test.describe(`pending, honestly, on ${name}`, () => {
    test.use({ viewport });

    test("the demo trip's summary, what the concierge owes, and an item's history", async ({ page }) => {
      const tripPath = await demoTripPath(page);

      const total = page.getByRole('region', { name: 'Trip total' });
      await expect(total).toContainText(/1 booked, 3 pending, 3 saved\./);
      const stands = total.getByRole('table', { name: 'Where it stands' });
      await expect(stands.getByRole('row', { name: /^Booked \(1 item\) \$[1-9]/ })).toBeVisible();
      await expect(stands.getByRole('row', { name: /^Pending \(3 items\) \$[1-9]/ })).toBeVisible();
      await expect(stands.getByRole('row', { name: /^Saved \(3 items\) \$/ })).toBeVisible();

      const waiting = page.getByRole('region', { name: 'Waiting on the concierge' });
      const [price, confirmation] = [
        waiting.getByRole('listitem').filter({ hasText: 'owes you a price' }),
        waiting.getByRole('listitem').filter({ hasText: 'owes you a confirmation' }),
      ];
      await expect(price).toBeVisible();
      await expect(price).not.toContainText('Overdue');
      await expect(confirmation).toContainText('Overdue: we are late.');
      await expect(confirmation.getByRole('link', { name: /^\(?\d/ })).toHaveAttribute('href', /^tel:/);
      await expect(confirmation.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await noSideways(page);

      await page
        .getByRole('region', { name: 'Services & experiences' })
        .getByRole('listitem')
        .filter({ has: page.getByText('Booked', { exact: true }) })
        .first()
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(new RegExp(`${tripPath}/items/[^/]+$`));
      const history = page.getByRole('region', { name: 'History' });
      const steps = history.getByRole('listitem');
      await expect(steps).toHaveCount(6);
      await expect(steps.first()).toContainText('Added to your trip, by you.');
      await expect(steps.nth(3)).toContainText('Quote Provided, by the concierge.');
      await expect(steps.last()).toContainText('Booked, by the concierge.');
      await noSideways(page);
    });
  });
}
