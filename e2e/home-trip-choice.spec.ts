import { expect, type Locator, type Page, test } from '@playwright/test';
import { dayAt, signUpNewGuest } from './support/app.js';
import { ConsoleErrors, guardLayout } from './support/layout-guard.js';

/**
 * The trip a home booked from its page joins (docs/product/flows.md#the-trip-a-home-joins), as
 * a guest plans one journey at 1280 and 390 px: a first home saved makes a trip; a second home
 * for nights within it is reserved onto that trip, chosen for them beside the actions; a third
 * goes on a new trip the guest picks in the same step.
 */

// Three Southeast Coast homes no other journey books (grep e2e for their ids), far out.
const HOMES = {
  requestPrice: 'YH02TIFOPR', // Pelican Point Cottage, Request Price
  key: 'PmjJZN1cDR', // Pelican Point Estate, KEY Instant Booking
  keyToo: 'kIzXv4CVTi', // Moonrise Estate, KEY Instant Booking, 3-night minimum
} as const;

const homePath = (home: string, from: number, to: number) =>
  `/listings/${home}?listing_start_date=${dayAt(from)}&listing_end_date=${dayAt(to)}&listing_adults=2`;

/** The booking panel, priced: beside the photos on a desktop, in the bottom bar's sheet on a phone. */
const pricedPanel = async (page: Page): Promise<Locator> => {
  const phone = (page.viewportSize()?.width ?? 1280) < 770;
  if (phone) await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
  const panel = phone
    ? page.getByRole('dialog', { name: 'Your stay' })
    : page.getByRole('complementary', { name: 'Your stay' });
  await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
  return panel;
};

const openHome = async (page: Page, path: string): Promise<Locator> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return pricedPanel(page);
};

/** Reserves from the panel (terms first) and follows 'Review Reservation' to the trip: its id. */
const reserveAndReview = async (page: Page, panel: Locator): Promise<string> => {
  await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
  await panel.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your request is being finalized.' });
  await dialog.getByRole('button', { name: 'Review Reservation' }).click();
  await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
  return new URL(page.url()).pathname.split('/').at(-1) as string;
};

for (const [name, viewport, shift] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }, 0],
  ['a phone (390 px)', { width: 390, height: 844 }, 40],
] as const) {
  test.describe(`the trip a home joins on ${name}`, () => {
    test.use({ viewport });
    // Each width books nights of its own: both runs share one database.
    const day = (offset: number) => 860 + shift + offset;

    test('a home for nights within a trip goes on it, chosen first; another on a new trip picked in one step', async ({
      page,
    }, testInfo) => {
      test.slow();
      const errors = new ConsoleErrors(page);
      // A new guest, so the trips offered are this journey's alone.
      const first = homePath(HOMES.requestPrice, day(0), day(7));
      await page.goto('/listings');
      await page.goto(`/sso/sign-up/?returnUrl=${encodeURIComponent(new URL(first, page.url()).toString())}`);
      await signUpNewGuest(page);
      await page.waitForURL((url) => url.pathname === `/listings/${HOMES.requestPrice}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // No trip in the market yet: nothing to choose, the home makes its trip.
      const cottage = await pricedPanel(page);
      await expect(cottage.getByRole('combobox', { name: 'Trip' })).toHaveCount(0);
      await cottage.getByRole('button', { name: 'Save for later' }).click();
      const saved = page.getByRole('dialog', { name: 'Saved For Later' });
      await expect(saved).toBeVisible();
      await saved.getByRole('button', { name: 'Close' }).click();

      // A home for nights inside that trip: the trip is offered first, chosen, marked.
      const estate = await openHome(page, homePath(HOMES.key, day(2), day(5)));
      const choice = estate.getByRole('combobox', { name: 'Trip' });
      await expect(choice.getByRole('option')).toHaveText([
        /^Pelican Point Cottage stay, .+ \(covers your dates\)$/,
        'A new trip',
      ]);
      await expect(choice.locator('option:checked')).toHaveText(/covers your dates/);
      // The trip's long name never widens the panel past its column (or the phone's sheet).
      expect(
        await estate.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
      await guardLayout(page, testInfo, 'home panel with its trip', errors);
      const covering = await reserveAndReview(page, estate);
      await expect(page.getByText('Pelican Point Estate').first()).toBeVisible();
      await expect(page.getByText('Pelican Point Cottage').first()).toBeVisible();

      // A third home for the same nights, on a new trip the guest picks beside the actions.
      const moonrise = await openHome(page, homePath(HOMES.keyToo, day(2), day(5)));
      await moonrise.getByRole('combobox', { name: 'Trip' }).selectOption({ label: 'A new trip' });
      const fresh = await reserveAndReview(page, moonrise);
      expect(fresh).not.toBe(covering);
      await expect(page.getByText('Moonrise Estate').first()).toBeVisible();
      await expect(page.getByText('Pelican Point Cottage')).toHaveCount(0);
    });
  });
}
