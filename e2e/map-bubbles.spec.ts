import { expect, type Page, test } from '@playwright/test';
import { answerSearchWith } from './listings-steps.js';
import { bubbleOnScreen, grid, mapCanvas, openMap, webglRenderer } from './map-steps.js';

/**
 * Many homes at low zoom (issue 28 item 5: "243 unclustered dots"): homes close together are
 * one bubble with their count, whichever renderer draws the points, and a bubble clicked
 * zooms in to its homes (docs/product/routes.md#home-search). 289 stand-in homes on a grid
 * round Aspen, framed by the map.
 */

/** The map with its points shown. */
const openPoints = async (page: Page) => {
  await answerSearchWith(page, grid(17));
  await openMap(page);
  await expect(mapCanvas(page)).toHaveAttribute('data-markers', 'points');
};

/** The renderer drawing the points, bubbles among them. */
const drawnBy = async (page: Page, renderer: 'canvas' | 'webgl') => {
  await expect(mapCanvas(page)).toHaveAttribute('data-renderer', renderer, { timeout: 15_000 });
  await expect
    .poll(async () => Number(await mapCanvas(page).getAttribute('data-bubbles')))
    .toBeGreaterThan(0);
};

/** Finds a bubble on screen (its disc and count), points at it, clicks it: the map zooms in. */
const bubbleZoomsIn = async (page: Page) => {
  let bubble: { x: number; y: number } | null = null;
  await expect(async () => {
    bubble = await bubbleOnScreen(page);
    expect(bubble, 'a bubble with its count on screen').not.toBeNull();
  }).toPass({ timeout: 10_000 });
  const { x, y } = bubble ?? { x: 0, y: 0 };
  await page.mouse.move(x, y);
  await expect
    .poll(() => mapCanvas(page).evaluate((map) => (map as HTMLElement).style.cursor))
    .toBe('pointer');
  expect(new URL(page.url()).searchParams.get('listing_north')).toBeNull();
  await page.mouse.click(x, y);
  // The map zoomed in (the guest's move): its new box is searched, no home was chosen.
  await expect(page).toHaveURL(/listing_north=/);
  const box = new URL(page.url()).searchParams;
  const span = Number(box.get('listing_north')) - Number(box.get('listing_south'));
  expect(span, 'the box searched is smaller than the grid of homes (0.48° high)').toBeLessThan(0.48);
  await expect(page.getByRole('button', { name: /^Close / })).toHaveCount(0);
};

test('on the 2D canvas, homes close together are bubbles with their count; one clicked zooms in', async ({
  page,
}) => {
  // WebGL hidden from the page, as on a browser without it: the app's own fallback.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      return /webgl/i.test(kind) ? null : getContext.call(this, kind as '2d', ...(rest as []));
    } as typeof getContext;
  });
  await openPoints(page);
  await drawnBy(page, 'canvas');
  await bubbleZoomsIn(page);
});

test('with WebGL drawing the points, homes close together are bubbles with their count too; one clicked zooms in', async ({
  page,
}) => {
  // The page's own switch (webgl-support.ts): WebGL even where it is emulated on the CPU.
  await page.addInitScript(() => localStorage.setItem('map-points', 'webgl'));
  await openPoints(page);
  test.skip((await webglRenderer(page)) === '', 'this Chromium has no WebGL at all');
  await drawnBy(page, 'webgl');
  // WebGL draws the discs; a 2D canvas over them the counts (and nothing for lone points).
  expect(await mapCanvas(page).locator('canvas').count()).toBeGreaterThan(1);
  await bubbleZoomsIn(page);
});
