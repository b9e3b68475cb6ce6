import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { navBar, navLink, signInAsDemoGuest } from './support/app.js';

/**
 * The trip's documents and its conversation offline (issue 32 item 1;
 * docs/architecture/offline.md): a document the demo guest opened online opens again with the
 * browser context offline, from the signed-in guest's cache, which signing out empties; one
 * never opened says why it does not; the conversation reads offline, and its forms are disabled
 * with the reason (nothing waits to be sent behind the guest's back).
 */

const TRIP = 'Rocky Mountains ski week';

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('keyhaven-trips')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** Opens a document by its link, as the guest does, and answers the file's text. */
const opened = async (page: Page, name: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect(await download.failure()).toBeNull();
  return (await readFile((await download.path()) ?? '')).toString('latin1');
};

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    // The worker answers here (playwright.config.ts blocks it for the other journeys).
    test.use({ viewport: { width, height: 900 }, serviceWorkers: 'allow' });
    test.describe.configure({ timeout: 120_000 });

    test('a document opened online opens again offline; the conversation reads, its forms wait for a connection', async ({
      page,
      context,
    }) => {
      await signInAsDemoGuest(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
        timeout: 20_000,
      });
      await page.reload();
      await page.getByRole('region', { name: 'Upcoming trips' }).getByRole('link', { name: TRIP }).click();
      await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
      const tripPath = new URL(page.url()).pathname;
      const sections = page.getByRole('navigation', { name: 'More about this trip' });
      await sections.getByRole('link', { name: 'Documents' }).click();
      await expect(page).toHaveURL(`${tripPath}/documents`);
      const whole = page.getByRole('region', { name: 'For the whole trip' });
      await expect(whole.getByRole('link', { name: 'Trip summary.pdf' })).toBeVisible();

      // The guest opens the trip summary online: the worker keeps the file.
      const online = await opened(page, 'Trip summary.pdf');
      expect(online).toContain(`${TRIP}: trip summary`);
      const summaryHref =
        (await whole.getByRole('link', { name: 'Trip summary.pdf' }).getAttribute('href')) ?? '';
      const manualHref =
        (await whole.getByRole('link', { name: 'House manual.md' }).getAttribute('href')) ?? '';
      await expect.poll(() => cachedPaths(page)).toContain(new URL(summaryHref, page.url()).pathname);
      // Only what the guest opened: the manual was not.
      expect(await cachedPaths(page)).not.toContain(new URL(manualHref, page.url()).pathname);

      // The conversation, read once online.
      await page.goto(`${tripPath}/conversation`);
      await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();

      await context.setOffline(true);
      await page.goto(`${tripPath}/documents`);
      await expect(page.getByText(/^Saved \d{2}:\d{2} — you're offline$/)).toBeVisible();
      await expect(whole.getByRole('link', { name: 'Trip summary.pdf' })).toBeVisible();
      const offline = await opened(page, 'Trip summary.pdf');
      expect(offline).toBe(online);
      // The manual was never opened here: its row says so, and the page stays.
      const manualRow = whole.getByRole('listitem').filter({ hasText: 'House manual.md' });
      await manualRow.getByRole('link', { name: 'House manual.md' }).click();
      await expect(manualRow.getByRole('alert')).toHaveText(
        "You're offline, and House manual.md was not opened on this device before: it opens once you're back online.",
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Trip documents' })).toBeVisible();

      // The conversation offline: it reads, and its forms say why they wait.
      await page.goto(`${tripPath}/conversation`);
      await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();
      await expect(
        page.getByText("You're offline: messages need a connection, and nothing is sent later without you."),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add note' })).toBeDisabled();
      await expect(page.getByLabel('Your message')).toBeDisabled();

      // Back online, the forms are back.
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
      await expect(page.getByText(/messages need a connection/)).toHaveCount(0);

      // Signing out deletes the kept documents with the rest of the guest's caches.
      if (width <= 769) await navBar(page).getByRole('button', { name: 'Menu' }).click();
      await navLink(page, 'Sign Out').click();
      await expect(page).toHaveURL(/\/listings|\/itineraries/, { timeout: 15_000 });
      await expect.poll(() => cachedPaths(page)).toEqual([]);
      expect(
        await page.evaluate(async () =>
          (await caches.keys()).filter((name) => name.startsWith('keyhaven-trips')),
        ),
      ).toEqual([]);
    });
  });
}
