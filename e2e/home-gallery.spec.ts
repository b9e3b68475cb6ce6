import { expect, type Page, test } from '@playwright/test';
import { day, matchesHeading, openFirstHome, violationsOf } from './listings-steps.js';
import { openPage } from './support/app.js';

/**
 * A home's first screen (its photos, facts, price and booking) at a desktop's and a phone's
 * size, the photos' lightbox, and a walk from the search to a home and back that leaves a
 * quiet console: no error, no instant price the host refuses, the list where it was.
 */

const CHECK_IN = day(120);
const CHECK_OUT = day(124);
// Six guests in Aspen: exact matches, and near matches too small for the party.
const SEARCH = `/listings?listing_destination=Aspen&listing_start_date=${CHECK_IN}&listing_end_date=${CHECK_OUT}&listing_adults=6`;

/** What the page logs as errors, and the instant prices the host refuses, from now on. */
const watchQuiet = (page: Page) => {
  const errors: string[] = [];
  const refusedPrices: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.url().includes('/instant-pricing') && response.status() >= 400)
      refusedPrices.push(`${response.status()} ${response.url()}`);
  });
  return { errors, refusedPrices };
};

test.describe('at a desktop size (1280 x 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the first screen holds the photos, the home's facts, its price and the booking panel", async ({
    page,
  }) => {
    await openFirstHome(page, SEARCH);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const showAll = gallery.getByRole('button', { name: /^Show all \d+ photos$/ });
    await expect(showAll).toBeInViewport();
    const count = Number((await showAll.innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(5);
    // The mosaic: one large photo and four small ones, all on screen.
    for (let photo = 1; photo <= 5; photo += 1) {
      await expect(
        gallery.getByRole('img', { name: new RegExp(`^Photo ${photo} of ${count}: `) }),
      ).toBeInViewport();
    }
    await expect(page.getByRole('list', { name: 'At a glance' })).toBeInViewport();
    await expect(page.getByRole('list', { name: 'At a glance' })).toContainText(/Sleeps \d+/);
    const stay = page.getByRole('complementary', { name: 'Your stay' });
    await expect(stay.getByText(/\$[\d,]+ total for 4 nights/)).toBeInViewport();
    await expect(
      stay.getByRole('button', { name: 'Check-in' }).or(stay.getByText('Check-in')).first(),
    ).toBeInViewport();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the lightbox: counts, turns with arrows and keys, keeps the focus, Escape gives it back', async ({
    page,
  }) => {
    const name = await openFirstHome(page, SEARCH);
    const showAll = page.getByRole('button', { name: /^Show all \d+ photos$/ });
    const count = Number((await showAll.innerText()).replace(/\D/g, ''));
    await showAll.click();
    const lightbox = page.getByRole('dialog', { name: `Photos of ${name}` });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 of ${count}`)).toBeVisible();
    await expect(lightbox.getByRole('img', { name: `Photo 1 of ${count}: ${name}` })).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await violationsOf(page)).toEqual([]);

    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(lightbox.getByText(`2 of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`3 of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`${count} of ${count}`)).toBeVisible();
    // Tab stays inside the dialog.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(showAll).toBeFocused();
  });

  test('a walk from the search to a home and back: no console error, no refused price, the list where it was', async ({
    page,
  }) => {
    const quiet = watchQuiet(page);
    await openPage(page, SEARCH);
    await expect(matchesHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Homes that almost match' })).toBeVisible();
    // Down the list, past the near matches' first cards (each on screen asks for its price, or not).
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(800); // the cards now on screen ask for their prices
    const link = page.locator('.home-card__link').filter({ visible: true });
    const onScreen = await link.evaluateAll((links) =>
      links.findIndex((each) => {
        const box = each.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight;
      }),
    );
    expect(onScreen).toBeGreaterThanOrEqual(0);
    const name = (await link.nth(onScreen).innerText()).trim();
    const href = await link.nth(onScreen).getAttribute('href');
    await link.nth(onScreen).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(matchesHeading(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);
    // The card the guest opened is on screen again (names may repeat: found by its address).
    await expect(page.locator(`a[href="${href}"]`)).toBeInViewport();
    expect(quiet.errors).toEqual([]);
    expect(quiet.refusedPrices).toEqual([]);
  });
});

test('a dead session cookie is asked about once: refused, it goes, and the next pages do not ask again', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'sso_session', value: 'r:no-such-session', url: baseURL ?? '' }]);
  const asked: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/auth/current-user') asked.push(response.status());
  });
  await openPage(page, '/listings');
  await expect.poll(() => asked).toEqual([401]);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'sso_session')).toBe(false);
  await openPage(page, SEARCH);
  await expect(matchesHeading(page)).toBeVisible();
  expect(asked).toEqual([401]);
});

test('the map, pointed at and clicked, does not warn about reading its canvas back', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await openPage(page, `${SEARCH}&listing_view=map`);
  const canvas = page.getByRole('region', { name: 'Map of homes' }).locator('.home-map__canvas');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map has no box');
  for (let step = 0; step < 20; step += 1) {
    await page.mouse.move(box.x + (box.width * step) / 20, box.y + box.height / 2);
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(500);
  expect(warnings.filter((text) => /willReadFrequently|readback/i.test(text))).toEqual([]);
});

test.describe('at a phone size (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first screen: one photo with its count, then the title, the price and the booking action', async ({
    page,
  }) => {
    const name = await openFirstHome(page, SEARCH);
    const gallery = page.getByRole('region', { name: `Photos of ${name}` });
    const first = gallery.getByRole('img', { name: new RegExp(`^Photo 1 of \\d+: ${name}$`) });
    await expect(first).toBeInViewport();
    const count = Number((await first.getAttribute('alt'))?.match(/of (\d+)/)?.[1]);
    await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
    await expect(gallery.getByRole('img', { name: `Photo 2 of ${count}: ${name}` })).not.toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    await expect(page.getByText(/^\$[\d,]+ total$/)).toBeInViewport();
    await expect(page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ })).toBeInViewport();
    // The title comes after the photo.
    const photoBox = await first.boundingBox();
    const titleBox = await page.getByRole('heading', { level: 1, name }).boundingBox();
    expect(titleBox?.y ?? 0).toBeGreaterThan((photoBox?.y ?? 0) + (photoBox?.height ?? 0) - 1);

    // Swiping the strip shows the next photo and counts it.
    await gallery.getByRole('list').evaluate((strip) => strip.scrollTo({ left: strip.clientWidth }));
    await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    // A photo opens the lightbox; a sideways swipe there turns it.
    await gallery.getByRole('button', { name: `Photo 2 of ${count}: ${name}` }).click();
    const lightbox = page.getByRole('dialog', { name: `Photos of ${name}` });
    await expect(lightbox.getByText(`2 of ${count}`)).toBeVisible();
    // Nothing of the lightbox runs off the phone's right edge: Close is whole, inside the screen.
    const close = lightbox.getByRole('button', { name: 'Close' });
    await expect(close).toHaveText('Close');
    const closeBox = await close.boundingBox();
    expect(closeBox?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((closeBox?.x ?? 0) + (closeBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    expect(await close.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    const frame = await lightbox.boundingBox();
    expect((frame?.x ?? 0) + (frame?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    const photo = lightbox.getByRole('img', { name: `Photo 2 of ${count}: ${name}` });
    const photoFits = await photo.boundingBox();
    expect((photoFits?.x ?? 0) + (photoFits?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    const box = await photo.boundingBox();
    if (!box) throw new Error('the photo has no box');
    const y = box.y + box.height / 2;
    await photo.dispatchEvent('pointerdown', {
      clientX: box.x + box.width * 0.8,
      clientY: y,
      pointerType: 'touch',
    });
    await photo.dispatchEvent('pointerup', {
      clientX: box.x + box.width * 0.2,
      clientY: y,
      pointerType: 'touch',
    });
    await expect(lightbox.getByText(`3 of ${count}`)).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();
  });
});
