import { expect, type Page, test } from '@playwright/test';
import { navBar, navLink, signInAsDemoGuest } from './support/app.js';

/**
 * The trip offline (issue 32 item 1; docs/architecture/offline.md): once the demo guest has
 * opened My Trips and the demo trip with the service worker in charge, both read with the
 * browser context offline, the page says it is offline and since when, booking actions are
 * disabled with the reason, and signing out leaves no cached trip answer nor IndexedDB.
 */

const TRIP = 'Rocky Mountains ski week';

const tripCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('keyhaven-trips')));

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('keyhaven-trips')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    // The one journey with the app's service worker (the others block it: playwright.config.ts).
    test.use({ viewport: { width, height: 900 }, serviceWorkers: 'allow' });
    // Sign-in, the worker's first install and three reloads: past the default 30 s on a busy
    // machine (the run took 45 to 60 s with other journeys' hosts alongside).
    test.describe.configure({ timeout: 90_000 });

    test('My Trips and the trip read offline, booking is disabled, sign-out empties the caches', async ({
      page,
      context,
    }) => {
      await signInAsDemoGuest(page);
      // The worker registers after the first paint and takes the page over (clientsClaim).
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
        timeout: 20_000,
      });

      // A visit with the worker in charge: My Trips, then the trip.
      await page.reload();
      const upcoming = page.getByRole('region', { name: 'Upcoming trips' });
      await upcoming.getByRole('link', { name: TRIP }).click();
      await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
      const services = page.getByRole('region', { name: 'Services & experiences' });
      await expect(services.getByText('Booked', { exact: true }).first()).toBeVisible();
      const tripUrl = page.url();
      const kept = await cachedUrls(page);
      expect(kept).toContain('/api/itinerary');
      expect(kept.some((path) => /^\/api\/itinerary\/[^/]+\/items$/.test(path))).toBe(true);
      // Never a card or payment answer.
      expect(kept.filter((path) => /card|payment|folio/i.test(path))).toEqual([]);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Trip' })).toBeVisible();
      await expect(page.getByText(/^Saved \d{2}:\d{2} — you're offline$/).first()).toBeVisible();
      await expect(services.getByText('Booked', { exact: true }).first()).toBeVisible();
      await expect(page.getByText("You're offline: booking changes need a connection").first()).toBeVisible();
      const quoted = services
        .getByRole('listitem')
        .filter({ has: page.getByText('Quote Provided', { exact: true }) })
        .first();
      await expect(quoted.getByRole('button', { name: /^Remove / })).toBeDisabled();

      // My Trips too, opened offline.
      await page.goto('/itineraries');
      await expect(
        page.getByRole('region', { name: 'Upcoming trips' }).getByRole('link', { name: TRIP }),
      ).toBeVisible();
      await expect(page.getByText(/^Saved \d{2}:\d{2} — you're offline$/).first()).toBeVisible();

      // Back online: no notice, booking actions back.
      await context.setOffline(false);
      await page.goto(tripUrl);
      await expect(services.getByText('Booked', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/you're offline/)).toHaveCount(0);
      await expect(quoted.getByRole('button', { name: /^Remove / })).toBeEnabled();

      // Signing out deletes every cached trip answer and the app's IndexedDB.
      expect(await tripCaches(page)).not.toEqual([]);
      // The guest's own way out: the bar's Sign Out (behind Menu at the phone's width).
      if (width <= 769) await navBar(page).getByRole('button', { name: 'Menu' }).click();
      await navLink(page, 'Sign Out').click();
      await expect(page).toHaveURL(/\/listings|\/itineraries/, { timeout: 15_000 });
      await expect.poll(() => tripCaches(page)).toEqual([]);
      expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    });
  });
}
