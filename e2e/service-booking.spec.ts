import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_GUEST, dayAt, signIn } from './support/app.js';

/**
 * Booking a service from its page, as a guest would, on a desktop and a phone: when by the
 * service's date field type, what by its pricing, the total before committing, promo codes,
 * request price, reserve, save for later and add to trip in the product's words, and the
 * signed-out path.
 */

const MARKET = 'rocky-mountains';
// Demo services of the market (server/demo/seed/demo-services-templates.data.ts), by template.
const SERVICES = {
  chef: 'WQ9hqzsBvd', // Private Chef Dinner: 'Date + Time', flat rate '+ cost of groceries', 48 h notice
  yacht: 'AGVKk7iDC7', // Yacht charter: 'Date + Time', per hour, extra fee 'Fuel surcharge'
  cruise: 'ZZbN6iYJMl', // Sunset cruise: 'Date Only', per person or a private boat
  suv: '8tiSPbeMyE', // SUV rental: 'Date Range', per day, extra fee 'Delivery and pickup'
  groceries: 'BDfVoFTqJa', // Grocery stocking: 'Date Only', the grocery list
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violationsOf = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
};

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const pathOf = (service: string) => `/markets/${MARKET}/services/${service}`;

// Far enough ahead for every lead time and past the demo's blocked days; each journey its own.
const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);
const dayName = (iso: string) =>
  asDate(iso).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const monthName = (iso: string) =>
  asDate(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Shows the month of `iso` in the open date dialog, then clicks the day. */
const clickDay = async (dialog: Locator, iso: string) => {
  for (let step = 0; step < 36; step += 1) {
    if ((await dialog.getByRole('heading', { level: 3 }).textContent()) === monthName(iso)) break;
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await dialog.getByRole('gridcell', { name: new RegExp(`^${dayName(iso)}`) }).click();
};

/** Signs the demo guest in through the portal and comes back to `path`. */
const signedInAt = async (page: Page, path: string) => {
  await page.goto(path);
  await page.goto(`/sso/login/?returnUrl=${encodeURIComponent(new URL(path, page.url()).toString())}`);
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** The panel the guest sees: beside the details on a desktop, the sheet the bottom bar opens on a phone. */
const panelAt = async (page: Page, phone: boolean): Promise<Locator> => {
  if (!phone) return page.getByRole('complementary', { name: /^Book / });
  await page.getByRole('button', { name: 'Book this service' }).click();
  const sheet = page.getByRole('dialog', { name: /^Book / });
  await expect(sheet).toBeVisible();
  return sheet;
};

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  const phone = width === 'phone';
  test.describe(`booking a service on a ${width} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('Date + Time and a flat rate: a dinner reserved with its slot, the plus-cost label shown, axe clean', async ({
      page,
    }) => {
      await signedInAt(page, pathOf(SERVICES.chef));
      const panel = await panelAt(page, phone);
      await expect(panel.getByText('+ cost of groceries').first()).toBeVisible();
      await expect(panel.getByRole('status').filter({ hasText: 'total' })).toContainText('$1,095');
      await panel.getByLabel('Day').fill(dayAt(phone ? 51 : 50));
      await panel.getByRole('radio', { name: 'No preference' }).check();
      await panel.getByRole('textbox', { name: 'Allergies or dietary needs' }).fill('Shellfish');
      expect(await violationsOf(page, phone ? '.booking-sheet' : '.service-booking__aside')).toEqual([]);
      await panel.getByRole('button', { name: 'Reserve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your request has been sent!' });
      await expect(dialog).toContainText(
        'Your request is pending and a confirmation email will be sent to you.',
      );
      expect(await violationsOf(page)).toEqual([]);
      await dialog.getByRole('link', { name: 'Open your trip' }).click();
      await expect(page).toHaveURL(/\/itineraries\//);
    });

    test('a rate per hour with an extra fee: the total for the hours, then a price request', async ({
      page,
    }) => {
      await signedInAt(page, pathOf(SERVICES.yacht));
      const panel = await panelAt(page, phone);
      await panel.getByLabel('Day').fill(dayAt(phone ? 53 : 52));
      await panel.getByRole('radio').first().check();
      await panel.getByRole('spinbutton', { name: 'Number of hours' }).fill('4');
      await expect(panel.getByRole('status').filter({ hasText: 'total' })).toContainText('$2,329.60');
      await expect(panel.getByText('Fuel surcharge')).toBeVisible();
      await panel.getByRole('button', { name: 'Request price' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submitted' });
      await expect(dialog).toContainText(
        'Your request has been received. We will email you shortly with availability and pricing.',
      );
    });

    test('add to trip: the dinner put on the trip and nothing booked, then opened from the panel’s link', async ({
      page,
    }) => {
      await signedInAt(page, pathOf(SERVICES.chef));
      const panel = await panelAt(page, phone);
      const day = dayAt(phone ? 57 : 56);
      await panel.getByLabel('Day').fill(day);
      await panel.getByRole('radio', { name: 'No preference' }).check();
      await panel.getByRole('button', { name: 'Add to trip' }).click();
      await expect(panel.getByText('Private Chef Dinner is on your trip.')).toBeVisible();
      await expect(page.getByRole('dialog', { name: /request|reservation|Saved/i })).toHaveCount(0);
      expect(await violationsOf(page, phone ? '.booking-sheet' : '.service-booking__aside')).toEqual([]);
      await panel.getByRole('link', { name: 'See it on your trip' }).click();
      await expect(page).toHaveURL(/\/itineraries\/[^/]+\/items\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Private Chef Dinner');
      // On the trip and not asked about: no status of a request, reserve or save.
      await expect(page.getByText(/Price Requested|Pending Confirmation|Saved For Later|Booked/)).toHaveCount(
        0,
      );
    });

    test('Date Only, a rate per person and a promo code: saved for later with its last day', async ({
      page,
    }) => {
      await signedInAt(page, pathOf(SERVICES.cruise));
      const panel = await panelAt(page, phone);
      await panel.getByLabel('Day').fill(dayAt(phone ? 55 : 54));
      await panel.getByRole('radio', { name: /Shared boat/ }).check();
      await panel.getByRole('spinbutton', { name: 'Number of people' }).fill('2');
      await expect(panel.getByRole('status').filter({ hasText: 'total' })).toContainText('$220');
      await panel.getByRole('textbox', { name: /promo code/i }).fill('OLD5');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByText(/expired/i)).toBeVisible();
      await panel.getByRole('textbox', { name: /promo code/i }).fill('SKI10');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'total' })).toContainText('$198');
      await panel.getByRole('button', { name: 'Save for later' }).click();
      const dialog = page.getByRole('dialog', { name: 'Saved For Later' });
      await expect(dialog).toContainText(
        /You have until \w+day, \w+ \d+, \d{4} to complete the reservation\./,
      );
    });
  });
}

test.describe('a range and the grocery list on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Date Range: the days chosen in the date dialog price a rental by the day', async ({ page }) => {
    await signedInAt(page, pathOf(SERVICES.suv));
    const panel = page.getByRole('complementary', { name: /^Book / });
    await panel.getByRole('button', { name: /^Check-in/ }).click();
    await clickDay(page.getByRole('dialog', { name: 'Choose check-in date' }), dayAt(60));
    await clickDay(page.getByRole('dialog', { name: 'Choose check-out date' }), dayAt(63));
    await expect(panel.getByRole('spinbutton', { name: 'Number of days' })).toHaveValue('3');
    await expect(panel.getByText('Delivery and pickup')).toBeVisible();
    await panel.getByRole('button', { name: 'Request price' }).click();
    await expect(page.getByRole('dialog', { name: 'Submitted' })).toBeVisible();
  });

  test('the grocery list is answered from the grocery items', async ({ page }) => {
    await signedInAt(page, pathOf(SERVICES.groceries));
    const panel = page.getByRole('complementary', { name: /^Book / });
    await panel.getByLabel('Day').fill(dayAt(62));
    const list = panel.getByRole('group', { name: 'Grocery list' });
    // Shelved by aisle, each grocery a checkbox named by it, the list in the panel's own flow.
    await expect(list.getByRole('group').first()).toBeVisible();
    // No box between the list and the page scrolls on its own.
    expect(
      await list.evaluate((group) => {
        const scrolling: string[] = [];
        for (let at: Element | null = group; at && at !== document.body; at = at.parentElement)
          if (['auto', 'scroll'].includes(getComputedStyle(at).overflowY)) scrolling.push(at.className);
        return scrolling;
      }),
    ).toEqual([]);
    const first = list.getByRole('checkbox').first();
    const name = (await first.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent)) ?? '';
    expect(name).not.toBe('');
    await list.getByRole('checkbox', { name, exact: true }).check();
    await list.getByRole('button', { name: `More ${name}` }).click();
    await expect(list.getByRole('status', { name: `${name}: how many` })).toHaveText('2');
    await expect(list.getByText('2 chosen')).toBeVisible();
    await panel.getByRole('button', { name: 'Save for later' }).click();
    await expect(page.getByRole('dialog', { name: 'Saved For Later' })).toBeVisible();
  });
});

test.describe('signed out', () => {
  test.use({ viewport: DESKTOP });

  test('the choices and the reserve wait for sign-in, and the request is sent on return', async ({
    page,
  }) => {
    const path = pathOf(SERVICES.chef);
    await page.goto(path);
    const panel = page.getByRole('complementary', { name: /^Book / });
    await panel.getByLabel('Day').fill(dayAt(70));
    await panel.getByRole('radio', { name: /PM/ }).first().check();
    await panel.getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/sso\/login\//);
    await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.getByRole('dialog', { name: 'Your request has been sent!' })).toBeVisible();
  });
});
