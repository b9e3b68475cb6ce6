import { expect, type Page, test } from '@playwright/test';
import { matchesHeading, openFirstHome } from './listings-steps.js';
import { openPage } from './support/app.js';

/**
 * Issue 28, item 7: a brand that reads as luxury, as a guest sees it at a desktop's and a
 * phone's size. Headings are set in the display face this host serves (swapped in, so the
 * first paint never waits for it) on a scale that grows with the screen; the pictures are
 * composed as photographs (light, relief, haze, grain), not filled with flat colours
 * (docs/product/pictures.md).
 */

const SEARCH = '/listings?listing_destination=Aspen&listing_adults=2';

/**
 * How the lower third of a shown picture is coloured, drawn as the page shows it: how many
 * distinct colours, and the share of the commonest. A flat drawing's ground is a handful of
 * fills, one of them covering much of it (about 400 colours, edges included); a photograph's has
 * thousands (7,000 to 8,000 here), none of them common.
 */
const groundColours = (page: Page, name: RegExp) =>
  page.getByRole('img', { name }).evaluate(async (element) => {
    const image = element as HTMLImageElement;
    await image.decode();
    const { width, height } = image.getBoundingClientRect();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width);
    canvas.height = Math.round(height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const top = Math.round((canvas.height * 2) / 3);
    const { data } = context.getImageData(0, top, canvas.width, canvas.height - top);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const colour = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    return { distinct: counts.size, commonest: Math.max(...counts.values()) / (data.length / 4) };
  });

for (const [size, viewport] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }],
  ['a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('headings are in the display face, served by this host and swapped in', async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await openPage(page, SEARCH);
      const heading = matchesHeading(page);
      await expect(heading).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
        /^"?Playfair Display"?, /,
      );
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', '') === 'Playfair Display')
          .map(({ display, status, weight }) => ({ display, status, weight })),
      );
      // One weight of one face, loaded; 'swap' paints the fallback serif first.
      expect(faces).toEqual([{ display: 'swap', status: 'loaded', weight: '600' }]);
      expect(fonts).toHaveLength(1);
      expect(new URL(fonts[0] ?? '').origin).toBe(new URL(page.url()).origin);
      expect(fonts[0]).toMatch(/\.woff2$/);
    });

    test("a home's first photo is composed as a photograph, not flat fills", async ({ page }) => {
      await openFirstHome(page, SEARCH);
      const ground = await groundColours(page, /^Photo 1 of \d+: /);
      expect(ground.distinct).toBeGreaterThan(2000);
      expect(ground.commonest).toBeLessThan(0.05);
    });
  });
}

test("the headings' scale grows with the screen while the body text stays the same", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFirstHome(page, SEARCH);
  const sizes = () =>
    page.evaluate(() => ({
      title: Number.parseFloat(getComputedStyle(document.querySelector('h1') as Element).fontSize),
      body: Number.parseFloat(getComputedStyle(document.body).fontSize),
    }));
  const phone = await sizes();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await sizes()).title).toBeGreaterThan(phone.title);
  const desktop = await sizes();
  expect(desktop.body).toBe(phone.body);
  expect(desktop.title).toBeGreaterThan(desktop.body * 1.5);
});
