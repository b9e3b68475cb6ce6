import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_GUEST, dayAt, demoTripPath, signIn } from './support/app.js';
import { ConsoleErrors, guardLayout } from './support/layout-guard.js';

/**
 * Issue 28 items 1 and 2 on a desktop and a phone: every item of a trip offers the next step its
 * status allows, on its row and its page (docs/product/flows.md#finishing-from-the-trip), the
 * demo trip's own home included; and a service booked from the market's catalog joins the
 * guest's trip that covers its day (docs/product/flows.md#service-booking). The demo trip is
 * shared by the journeys of this file, which run in order: each changes a different item.
 */

const MARKET = 'rocky-mountains';
const CHEF = 'WQ9hqzsBvd'; // Private Chef Dinner (server/demo/seed/demo-services-templates.data.ts)
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// The demo trip runs from 21 to 28 days after the host's first day (server/demo/seed/demo-trips.data.ts).
/** The row of the trip's section whose item shows `status`. */
const rowWith = (section: Locator, page: Page, status: string) =>
  section
    .getByRole('listitem')
    .filter({ has: page.getByText(status, { exact: true }) })
    .first();

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`finishing a trip on a ${width} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the demo trip shows each status with its step, its own home with status, price and link', async ({
      page,
    }, testInfo) => {
      const errors = new ConsoleErrors(page);
      const tripPath = await demoTripPath(page);
      const homes = page.getByRole('region', { name: /^Your homes?$/ });
      const home = rowWith(homes, page, 'Saved For Later');
      await expect(home.getByText(/ total|From /).first()).toBeVisible();
      await expect(home.getByRole('button', { name: /^Request price: / })).toBeVisible();
      const services = page.getByRole('region', { name: 'Services & experiences' });
      await expect(
        rowWith(services, page, 'Quote Provided').getByRole('button', { name: /^Reserve at the quote: / }),
      ).toBeVisible();
      await expect(
        rowWith(services, page, 'Not Available').getByRole('button', { name: /^Request price: / }),
      ).toBeVisible();
      await expect(
        rowWith(services, page, 'Booked').getByRole('button', {
          name: /^(Reserve|Request price|Save for later)/,
        }),
      ).toHaveCount(0);
      await expect(
        rowWith(services, page, 'Price Requested').getByRole('button', { name: /^Save for later: / }),
      ).toHaveCount(0);
      await guardLayout(page, testInfo, 'trip with its steps', errors);
      // The home's link opens its page, which offers the same step.
      await home.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${tripPath}/listing-items/[^/]+$`));
      await expect(
        page.getByRole('region', { name: 'Status' }).getByRole('button', { name: /^Request price: / }),
      ).toBeVisible();
    });

    test("a service from the market's catalog joins the trip covering its day; saved, then asked about from its page", async ({
      page,
    }, testInfo) => {
      const errors = new ConsoleErrors(page);
      const path = `/markets/${MARKET}/services/${CHEF}`;
      await page.goto(path);
      await page.goto(`/sso/login/?returnUrl=${encodeURIComponent(new URL(path, page.url()).toString())}`);
      await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
      await page.waitForURL((url) => url.pathname === path);
      let panel = page.getByRole('complementary', { name: /^Book / });
      if (width === 'phone') {
        await page.getByRole('button', { name: 'Book this service' }).click();
        panel = page.getByRole('dialog', { name: /^Book / });
      }
      await panel.getByLabel('Day', { exact: true }).fill(dayAt(width === 'phone' ? 24 : 23));
      await panel.getByRole('radio', { name: 'No preference' }).check();
      // The trip covering the day is chosen beside the actions; another or a new one could be.
      const trip = panel.getByRole('combobox', { name: 'Trip' });
      await expect(trip.locator('option:checked')).toHaveText(
        /^Rocky Mountains ski week, .* \(covers your dates\)$/,
      );
      await expect(trip.getByRole('option', { name: 'A new trip' })).toHaveCount(1);
      // The trip's long name never widens the panel past its column (or the phone's sheet).
      expect(
        await panel.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
      await guardLayout(page, testInfo, 'service panel with its trip', errors);
      await panel.getByRole('button', { name: 'Add to trip' }).click();
      await panel.getByRole('link', { name: 'See it on your trip' }).click();
      await expect(page).toHaveURL(/\/itineraries\/[^/]+\/items\/[^/]+$/);
      // The guest's ski week covers the day: no new trip named after the service.
      await expect(page.getByRole('link', { name: 'Back to Rocky Mountains ski week' })).toBeVisible();
      const status = page.getByRole('region', { name: 'Status' });
      // No price chosen yet: asked about or saved, not reserved.
      await expect(status.getByRole('button', { name: 'Reserve: Private Chef Dinner' })).toHaveCount(0);
      await status.getByRole('button', { name: 'Save for later: Private Chef Dinner' }).click();
      await expect(status.getByRole('status')).toContainText('Saved For Later');
      await expect(status.locator('.itinerary-item__status')).toHaveText('Saved For Later');
      await status.getByRole('button', { name: 'Request price: Private Chef Dinner' }).click();
      await expect(status.getByRole('status')).toContainText('Submitted');
      await expect(status.locator('.itinerary-item__status')).toHaveText('Price Requested');
      await guardLayout(page, testInfo, 'item page after its steps', errors);
    });

    // The desktop reserves the demo trip's saved service from its row; the phone, with that one
    // reserved, asks a price from a row. The trip's quote stays for the journeys that read it
    // (its row's 'Reserve at the quote' is checked above and in the UI tests).
    test(
      width === 'desktop'
        ? 'a saved item is reserved from its row on the trip'
        : "an item's price is asked from its row on the trip",
      async ({ page }, testInfo) => {
        const errors = new ConsoleErrors(page);
        await demoTripPath(page);
        const services = page.getByRole('region', { name: 'Services & experiences' });
        const step = width === 'desktop' ? 'Reserve' : 'Request price';
        const row = services
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: new RegExp(`^${step}: `) }) })
          .first();
        await expect(row.getByText('Quote Provided', { exact: true })).toHaveCount(0);
        const name = (await row.getByRole('heading').textContent())?.trim() ?? '';
        await row.getByRole('button', { name: `${step}: ${name}` }).click();
        const done = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
        if (step === 'Request price') {
          await expect(done.getByRole('status')).toContainText('Submitted');
          await expect(done.getByText('Price Requested', { exact: true })).toBeVisible();
          await guardLayout(page, testInfo, 'a price asked from the row', errors);
          return;
        }
        const form = services.getByRole('form', { name: `${step}: ${name}` });
        await expect(form.getByRole('button', { name: 'Confirm reservation' })).toBeFocused();
        await guardLayout(page, testInfo, 'reserve confirmed on the row', errors);
        await form.getByRole('button', { name: 'Confirm reservation' }).click();
        await expect(done.getByRole('status')).toContainText('Your request has been sent!');
        await expect(done.getByText('Pending Confirmation — We will be in touch shortly')).toBeVisible();
      },
    );
  });
}
