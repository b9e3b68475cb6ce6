import { expect, type Locator, type Page, test } from '@playwright/test';
import { violationsOf } from './listings-steps.js';
import { demoTripPath } from './support/app.js';

/**
 * A service's details, as a guest opens them: from the standalone catalog, the read-only
 * catalog (no action at all), a trip's Explore tab (the services already on the trip marked),
 * and a similar service; a service that is a home opens the home
 * (docs/product/routes.md#service-details). On a desktop and a phone.
 */

const MARKET = 'rocky-mountains';
const CATALOG = `/markets/${MARKET}/services`;
const READ_ONLY = `/markets/${MARKET}/readonly-services`;

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

interface WireService {
  id: string;
  name: string;
  listingRedirectId?: string | null;
}

/** The demo market's services as the host lists them. */
const marketServices = async (page: Page): Promise<WireService[]> => {
  const answer = await page.request.get(`/api/markets/${MARKET}/services`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as WireService[];
};

const shelvesOf = (page: Page): Locator => page.getByRole('main').getByRole('article');

/**
 * Opens a card by clicking the middle of the card, away from its name: the whole card is the
 * link (the name's link covers it), so the click lands on the link wherever it falls.
 */
const openCard = async (card: Locator) => {
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not on screen');
  // Low in the card, where its words are, well below its name.
  await card.click({ position: { x: box.width / 2, y: box.height * 0.85 } });
};

const detailsOf = (page: Page, name: string): Locator => page.getByRole('article', { name });

for (const { name: device, size } of VIEWPORTS) {
  test.describe(`service details on a ${device}`, () => {
    test.use({ viewport: size });

    test('opened from the standalone catalog, with similar services opening their own details', async ({
      page,
    }) => {
      await page.goto(`${CATALOG}?utm_source=e2e`);
      await expect(page.getByRole('heading', { level: 1, name: 'Services & Experiences' })).toBeVisible();
      const card = shelvesOf(page)
        .filter({ has: page.locator('.service-card__description') })
        .first();
      const name = (await card.getByRole('link').textContent()) ?? '';
      await openCard(card);
      await expect(page).toHaveURL(new RegExp(`^[^?]*${CATALOG}/[^/?]+\\?utm_source=e2e$`));
      const details = detailsOf(page, name);
      await expect(details.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(details.getByRole('list', { name: 'At a glance' })).toContainText(
        /Book at least \d+ (days?|hours?)/,
      );
      await expect(details.getByRole('region', { name: 'About this service' })).toBeVisible();
      await expect(details.getByRole('region', { name: 'Price and booking' })).toContainText(
        'Starting from $',
      );
      await expect(details.getByRole('region', { name: 'Cancellation terms' })).toBeVisible();
      await expect(details.getByRole('region', { name: 'What guests say' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      const similar = details.getByRole('region', { name: 'Similar services' });
      const other = similar.getByRole('link').first();
      const otherName = (await other.textContent()) ?? '';
      await other.click();
      await expect(page).toHaveURL(new RegExp(`${CATALOG}/[^/?]+\\?utm_source=e2e$`));
      await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();

      await page.getByRole('link', { name: /Back to all services/ }).click();
      await expect(page).toHaveURL(`${CATALOG}?utm_source=e2e`);
    });

    test('opened from the read-only catalog: the same details, and no action at all', async ({ page }) => {
      await page.goto(READ_ONLY);
      const card = shelvesOf(page)
        .filter({ has: page.locator('.service-card__description') })
        .first();
      const name = (await card.getByRole('link').textContent()) ?? '';
      await openCard(card);
      await expect(page).toHaveURL(new RegExp(`${READ_ONLY}/[^/?]+$`));
      const details = detailsOf(page, name);
      await expect(details.getByRole('region', { name: 'About this service' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);
      // Similar services stay read-only.
      await details.getByRole('region', { name: 'Similar services' }).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${READ_ONLY}/[^/?]+$`));
    });

    test('a service that is a home opens the home, from its card and from its own address', async ({
      page,
    }) => {
      const stay = (await marketServices(page)).find((service) => service.listingRedirectId);
      if (!stay?.listingRedirectId) throw new Error('the demo market has no service standing for a home');
      await page.goto(`${CATALOG}/${stay.id}?utm_source=e2e`);
      await expect(page).toHaveURL(`/listings/${stay.listingRedirectId}?utm_source=e2e`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto(CATALOG);
      const card = page.getByRole('link', { name: stay.name }).first();
      await expect(card).toHaveAttribute('href', `/listings/${stay.listingRedirectId}`);
    });

    test('an unknown service is the host’s 404', async ({ page }) => {
      await page.goto(`${CATALOG}/no-such-service`);
      await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    });

    test('a photo that fails shows the designed empty panel', async ({ page }) => {
      const [service] = (await marketServices(page)).filter((candidate) => !candidate.listingRedirectId);
      if (!service) throw new Error('the demo market has no services');
      await page.route('**/media/services/**', (route) => route.abort());
      await page.goto(`${CATALOG}/${service.id}`);
      const hero = page.getByRole('img', { name: new RegExp(`^Photo 1 of \\d+: ${service.name}$`) });
      await expect(hero).toBeVisible();
      await expect(hero).toHaveClass(/home-photo--empty/);
      // Designed, not blank: the tint, a picture icon and the service's name.
      await expect(hero).toHaveText(service.name);
      await expect(hero.locator('svg')).toBeVisible();
      await expect(hero).toHaveCSS('background-image', /linear-gradient/);
    });

    test("opened from a trip's Explore tab, which marks the services already on the trip", async ({
      page,
    }) => {
      const tripPath = await demoTripPath(page);
      await page.goto(`${tripPath}?tab=explore`);
      const panel = page.getByRole('tabpanel', { name: 'Explore' });
      const marked = panel.getByRole('article').filter({ hasText: 'On your trip' });
      await expect(marked.first()).toBeVisible();
      await expect(marked.first()).toContainText(
        /On your trip( · (Price Requested|Quote Provided|Saved For Later|Pending Confirmation — We will be in touch shortly|Booked|Canceled|Not Available))?/,
      );
      // Services not on the trip carry no mark.
      await expect(panel.getByRole('article').filter({ hasNotText: 'On your trip' }).first()).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      const link = marked.first().getByRole('link');
      const name = (await link.textContent()) ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${tripPath}/services/[^/?]+$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The details say so too.
      await expect(detailsOf(page, name).getByText(/^On your trip/)).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('link', { name: /Back to the trip/ }).click();
      await expect(page).toHaveURL(new RegExp(`${tripPath}\\?tab=(explore|local_favorites)$`));
    });
  });
}

test.describe('shelves fill the desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** For every shelf, each row of cards spans the shelf's whole width. */
  const rowGaps = async (page: Page) =>
    page.getByRole('main').evaluate((main) =>
      [...main.querySelectorAll('.service-shelf ul')].flatMap((list) => {
        const box = list.getBoundingClientRect();
        const rows = new Map<number, { left: number; right: number }>();
        for (const item of list.querySelectorAll(':scope > li')) {
          const card = item.getBoundingClientRect();
          const top = Math.round(card.top);
          const row = rows.get(top) ?? { left: card.left, right: card.right };
          rows.set(top, { left: Math.min(row.left, card.left), right: Math.max(row.right, card.right) });
        }
        return [...rows.values()].map((row) => Math.round(box.width - (row.right - row.left)));
      }),
    );

  for (const path of [CATALOG, READ_ONLY]) {
    test(`no row of ${path} leaves the shelf's width empty`, async ({ page }) => {
      await page.goto(path);
      await expect(shelvesOf(page).first()).toBeVisible();
      const gaps = await rowGaps(page);
      expect(gaps.length).toBeGreaterThan(0);
      // Each row's cards reach from the shelf's left edge to its right (a pixel for rounding).
      expect(gaps.filter((gap) => gap > 1)).toEqual([]);
    });
  }

  test("no row of a trip's Explore tab leaves the shelf's width empty", async ({ page }) => {
    const tripPath = await demoTripPath(page);
    await page.goto(`${tripPath}?tab=explore`);
    await expect(page.getByRole('tabpanel', { name: 'Explore' }).getByRole('article').first()).toBeVisible();
    const gaps = await rowGaps(page);
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.filter((gap) => gap > 1)).toEqual([]);
  });
});
