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
      // The demo trip as seeded holds each case (1 booked, 3 pending, 4 saved); journeys on the
      // same host may have moved some on since, so the summary is read and the rows must agree.
      const summary = total.getByText(/^\d+ booked, \d+ pending, \d+ saved\.$/);
      await expect(summary).toBeVisible();
      const [booked, pending, saved] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
      expect([booked, pending, saved].every((count) => (count ?? 0) >= 1)).toBe(true);
      const items = (count = 0) => `\\(${count} items?\\)`;
      const stands = total.getByRole('table', { name: 'Where it stands' });
      await expect(
        stands.getByRole('row', { name: new RegExp(`^Booked ${items(booked)} \\$[1-9]`) }),
      ).toBeVisible();
      await expect(
        stands.getByRole('row', { name: new RegExp(`^Pending ${items(pending)} \\$[1-9]`) }),
      ).toBeVisible();
      await expect(stands.getByRole('row', { name: new RegExp(`^Saved ${items(saved)} \\$`) })).toBeVisible();

      const waiting = page.getByRole('region', { name: 'Waiting on the concierge' });
      const [price, confirmation] = [
        // Other journeys on this host may add requests of their own, all fresh: the demo's
        // price request is on time like them, and its reservation, 60 hours old, the overdue one.
        waiting.getByRole('listitem').filter({ hasText: 'owes you a price' }).first(),
        waiting
          .getByRole('listitem')
          .filter({ hasText: 'owes you a confirmation' })
          .filter({ hasText: 'Overdue' }),
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
