import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { itemDatesOf, slotsOf, type WhenRules } from '../src/core/service/service-when.rule.js';
import { dayAt, demoTripPath, sessionHeaders, signUpNewGuest } from './support/app.js';

/**
 * A trip's items open their details (docs/product/routes.md#item-details) and the trip shows
 * its total (docs/product/flows.md#trip-total), on a desktop and a phone. The demo trip is
 * only read (other journeys share it); what changes items is tried on a new guest's trip: a
 * home whose price was requested from its page and a service added to the trip, each quoted
 * by the concierge through the host's concierge calls.
 */

const CONCIERGE = { email: 'concierge@keyhaven.test', password: 'concierge-demo-1' } as const;
const REQUEST_PRICE_HOME = 'y4K7DJaRAD'; // Request Price (server/demo/seed/demo-home-terms.data.ts)
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

const conciergeHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/login/', {
    data: { username: CONCIERGE.email, password: CONCIERGE.password },
  });
  expect(login.status()).toBe(200);
  return { 'X-Session-Token': ((await login.json()) as { sessionToken: string }).sessionToken };
};

const statusOf = (page: Page): Locator => page.getByRole('region', { name: 'Status' });

/** The row on the trip whose status reads `label`, and the link that opens it. */
const rowLink = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Services & experiences' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first()
    .getByRole('link');

interface CatalogService extends WhenRules {
  id: string;
  name: string;
  listingRedirectId?: string | null;
  fields?: { id: string; type: string; name?: string }[];
  servicePricingConfig?: {
    configuration: {
      objectId: string;
      configuration: { pricingOptions: { objectId: string; configs: { objectId: string }[] }[] }[];
    }[];
  };
}

/** The first price a service offers, as the guest would choose it. */
const firstPrice = (service: CatalogService) => {
  const header = service.servicePricingConfig?.configuration[0];
  const option = header?.configuration[0]?.pricingOptions[0];
  const config = option?.configs[0];
  if (!header || !option || !config) throw new Error(`${service.name} has no price`);
  return [
    {
      pricingHeaderId: header.objectId,
      pricingOptionId: option.objectId,
      pricingConfigId: config.objectId,
      quantity: 2,
    },
  ];
};

for (const [name, viewport, shift] of [
  ['a desktop (1280 px)', DESKTOP, 0],
  ['a phone (390 px)', PHONE, 30],
] as const) {
  test.describe(`a trip's items on ${name}`, () => {
    test.use({ viewport });

    test("the demo trip's total, and its services' details with their status and next step", async ({
      page,
    }) => {
      const tripPath = await demoTripPath(page);
      const total = page.getByRole('region', { name: 'Trip total' });
      await expect(total.locator('p.trip-total__figure')).toHaveText(/^\$[\d,]+(\.\d\d)?( so far)?$/);
      await expect(total).toContainText(/\d+ booked, \d+ pending, \d+ saved\./);
      const stands = total.getByRole('table', { name: 'Where it stands' });
      for (const share of ['Booked', 'Pending', 'Saved'])
        await expect(
          stands.getByRole('row', { name: new RegExp(`^${share} \\(\\d+ items?\\) \\$`) }),
        ).toBeVisible();

      await rowLink(page, 'Quote Provided').click();
      await expect(page).toHaveURL(new RegExp(`${tripPath}/items/[^/]+$`));
      await expect(statusOf(page).getByText('Quote Provided', { exact: true })).toBeVisible();
      await expect(statusOf(page)).toContainText('What comes next: Reserve it to book it at this price.');
      await expect(statusOf(page).getByRole('button', { name: /^Reserve / })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Price' }).getByRole('row', { name: /^Total/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Your answers' }).getByRole('term').first(),
      ).toBeVisible();
      // The concierge's notes on this item, as the host keeps them.
      await expect(page.getByText(/^The price includes travel and setup\./)).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to Rocky Mountains ski week' }).click();
      await rowLink(page, 'Price Requested').click();
      await expect(statusOf(page)).toContainText('What comes next: The concierge prices it');
    });

    test("a new guest's home and service: answers kept, quotes reserved, the total, an item removed", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // A home's price requested from its page makes the trip around it.
      const stay = `?listing_start_date=${dayAt(200 + shift)}&listing_end_date=${dayAt(207 + shift)}&listing_adults=2`;
      await page.goto('/listings');
      const home = new URL(`/listings/${REQUEST_PRICE_HOME}${stay}`, page.url()).toString();
      await page.goto(`/sso/sign-up/?returnUrl=${encodeURIComponent(home)}`);
      await signUpNewGuest(page);
      await page.waitForURL((url) => url.pathname === `/listings/${REQUEST_PRICE_HOME}`);
      if (viewport === PHONE)
        await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
      const panel =
        viewport === PHONE
          ? page.getByRole('dialog', { name: 'Your stay' })
          : page.getByRole('complementary', { name: 'Your stay' });
      await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
      await panel.getByRole('button', { name: 'Request price' }).click();
      await page
        .getByRole('dialog', { name: 'Your request has been received!' })
        .getByRole('link', { name: 'Open your trip' })
        .click();
      await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
      const tripPath = new URL(page.url()).pathname;
      const itineraryId = tripPath.split('/').at(-1) ?? '';

      // A service of the trip's market with a text question, added and priced as the guest would.
      const headers = await sessionHeaders(page);
      const trip = (await (
        await page.request.get(`/api/guest-itinerary/${itineraryId}`, { headers })
      ).json()) as {
        market: { objectId: string };
      };
      const services = (await (
        await page.request.get(`/api/markets/${trip.market.objectId}/services`)
      ).json()) as CatalogService[];
      const service = services.find(
        (candidate) =>
          !candidate.listingRedirectId &&
          candidate.fields?.some((field) => field.type === 'text') &&
          candidate.servicePricingConfig?.configuration.length,
      );
      if (!service) throw new Error('no service with a text question');
      const question = service.fields?.find((field) => field.type === 'text')?.name ?? '';
      // Its dates as the app places them (service-when.rule.ts): a timed service's first time
      // slot, a range's first and last days, else the day (the host takes no other time).
      const slot = slotsOf(service).findIndex((candidate) => !candidate.isNoPreference);
      const dates = itemDatesOf(service, {
        startDay: dayAt(201 + shift),
        endDay: dayAt(202 + shift),
        slot: slot >= 0 ? slot : null,
      });
      const added = await page.request.post(`/api/itinerary/${itineraryId}/service/${service.id}`, {
        headers,
        data: { itemStartDate: dates.itemStartDate, itemEndDate: dates.itemEndDate },
      });
      expect(added.status()).toBe(201);
      const itemId = ((await added.json()) as { id: string }).id;
      const requested = await page.request.post(`/api/services/${service.id}/request-price-next`, {
        headers,
        data: { targetEntityIds: { itemId, itineraryId }, itineraryItemPricing: firstPrice(service) },
      });
      expect(requested.status()).toBe(200);

      // The home: its details say the concierge prices it next.
      await page.goto(tripPath);
      await page
        .getByRole('region', { name: /^Your homes?$/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${tripPath}/listing-items/[^/]+$`));
      const listingItemId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await expect(statusOf(page).getByText('Price Requested', { exact: true })).toBeVisible();
      await expect(statusOf(page)).toContainText('The concierge prices it');

      // The concierge quotes both.
      const concierge = await conciergeHeaders(page.request);
      const quotedService = await page.request.post(`/api/concierge/items/${itemId}/quote`, {
        headers: concierge,
        data: { adjustments: [{ adjustmentAmount: -15, adjustmentReason: 'Welcome credit' }] },
      });
      expect(quotedService.status()).toBe(200);
      const quotedHome = await page.request.post(`/api/concierge/items/${listingItemId}/quote`, {
        headers: concierge,
        data: {
          pricing: {
            totalBaseRate: 2100,
            pricingFees: [{ name: 'Cleaning', amount: 180 }],
            taxes: 215.25,
            securityDeposit: 500,
          },
        },
      });
      expect(quotedHome.status()).toBe(200);

      // The quoted home, reserved from its details after accepting the terms.
      await page.reload();
      await expect(statusOf(page).getByText('Quote Provided', { exact: true })).toBeVisible();
      const price = page.getByRole('region', { name: 'Price' });
      await expect(price.getByRole('row', { name: /^Total/ })).toContainText('$2,995.25');
      expect(await violationsOf(page)).toEqual([]);
      await statusOf(page)
        .getByRole('button', { name: /^Reserve / })
        .click();
      await page.getByRole('checkbox', { name: 'I accept the reservation terms' }).check();
      await page.getByRole('button', { name: 'Confirm reservation' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your request is being finalized.' }),
      ).toBeVisible();
      await expect(
        statusOf(page).getByText('Pending Confirmation — We will be in touch shortly', { exact: true }),
      ).toBeVisible();

      // The service: an answer changed, refused without a letter, kept across a reload.
      await page.goto(`${tripPath}/items/${itemId}`);
      await expect(statusOf(page).getByText('Quote Provided', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Price' })).toContainText('Welcome credit');
      const answers = page.getByRole('region', { name: 'Your answers' });
      await answers.getByRole('button', { name: 'Change answers' }).click();
      const box = answers.getByRole('textbox', { name: question });
      await box.fill('1234');
      await answers.getByRole('button', { name: 'Save answers' }).click();
      await expect(answers.getByRole('alert')).toHaveText(
        `${question}: please answer in words (at least one letter).`,
      );
      await box.fill('No shellfish, please');
      await answers.getByRole('button', { name: 'Save answers' }).click();
      await expect(answers.getByText('No shellfish, please')).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Your answers' }).getByText('No shellfish, please'),
      ).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      // The quoted service, reserved at its quote.
      await page.getByRole('button', { name: `Reserve at the quote: ${service.name}` }).click();
      await page.getByRole('button', { name: 'Confirm reservation' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your request has been sent!' })).toBeVisible();
      await expect(statusOf(page)).toContainText('The concierge confirms it');

      // The trip's total: both wait for the concierge now.
      await page.getByRole('link', { name: /^Back to / }).click();
      const total = page.getByRole('region', { name: 'Trip total' });
      await expect(
        total
          .getByRole('table', { name: 'Where it stands' })
          .getByRole('row', { name: /^Booked \(0 items\) \$0(\.00)?$/ }),
      ).toBeVisible();
      await expect(
        total
          .getByRole('table', { name: 'Where it stands' })
          .getByRole('row', { name: /^Pending \(\d+ items?\) \$[1-9]/ }),
      ).toBeVisible();

      // The service removed from its details.
      await page
        .getByRole('region', { name: 'Services & experiences' })
        .getByRole('link', { name: service.name })
        .click();
      await page.getByRole('button', { name: `Remove ${service.name}` }).click();
      await page
        .getByRole('alertdialog', { name: `Remove ${service.name}?` })
        .getByRole('button', { name: 'Remove service' })
        .click();
      await expect(page.getByRole('status')).toHaveText(`${service.name} was removed from your trip.`);
      await page.getByRole('link', { name: /^Back to / }).click();
      await expect(
        page
          .getByRole('region', { name: 'Services & experiences' })
          .getByText('No services on this trip yet.'),
      ).toBeVisible();
    });

    test('an item the trip does not hold says so', async ({ page }) => {
      const tripPath = await demoTripPath(page);
      await page.goto(`${tripPath}/items/no-such-item`);
      await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        'The itinerary item could not be located on this itinerary.',
      );
      expect(await violationsOf(page)).toEqual([]);
    });
  });
}

test("the demo trip's pictures: each row shows its picture, or a designed stand-in, never a blank box", async ({
  page,
}) => {
  const tripPath = await demoTripPath(page);
  const row = page
    .getByRole('region', { name: 'Services & experiences' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Private Ski Lessons' }) });
  const photo = row.locator('.itinerary-item__photo');
  // The trip's last row loads its picture lazily; until then its box is tinted, with an icon.
  await expect(photo).toHaveCSS('background-image', /data:image\/svg\+xml.*linear-gradient/);
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      photo.evaluate((img) => (img instanceof HTMLImageElement && img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);

  // A picture that does not load: the stand-in names the item (routing also bypasses the cache).
  await page.route('**/media/services/**', (route) => route.abort());
  await page.goto(tripPath);
  // Scrolled near, the lazy picture is asked for, fails, and gives way to the stand-in.
  await row.scrollIntoViewIfNeeded();
  const standIn = row.locator('.photo-fallback');
  await expect(standIn).toHaveText('Private Ski Lessons');
  await expect(standIn.locator('svg')).toBeVisible();
  expect((await standIn.boundingBox())?.height).toBeGreaterThan(50);
  expect(await violationsOf(page)).toEqual([]);
});
