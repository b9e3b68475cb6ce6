import { expect, type Locator, type Page } from '@playwright/test';
import { exactList, matchesHeading } from './listings-steps.js';
import { openPage } from './support/app.js';

/**
 * Steps the map journeys share (e2e/listings-map.spec.ts, e2e/map-bubbles.spec.ts): stand-in
 * homes laid out round Aspen (answered by listings-steps.ts's answerSearchWith), and the map
 * read from the screen.
 */

export const CENTER = { lat: 39.19, lng: -106.82 };

export const home = (id: string, name: string, lat: number, lng: number) => ({
  objectId: id,
  name,
  primaryDestination: { name: 'Aspen' },
  bookingSetting: 'Request Price',
  images: [],
  bedrooms: 3,
  bathrooms: 2,
  nightlyRate: 900,
  latLngLocation: { lat, lng },
});

/** A square grid of homes (odd sides, so one sits on the centre), the centre one last. */
export const grid = (side: number) => {
  const half = (side - 1) / 2;
  const homes = [];
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      if (row === half && column === half) continue;
      const at = row * side + column;
      homes.push(
        home(
          `grid-${at}`,
          `Grid Home ${at}`,
          CENTER.lat + (row - half) * 0.03,
          CENTER.lng + (column - half) * 0.04,
        ),
      );
    }
  }
  homes.push(home('centre', 'Centre Lodge', CENTER.lat, CENTER.lng));
  return homes;
};

export const mapCanvas = (page: Page): Locator =>
  page.getByRole('region', { name: 'Map of homes' }).locator('.home-map__canvas');

/** Clicks the middle of the map, where the framed results have their centre. */
export const clickMapCentre = async (page: Page) => {
  await mapCanvas(page).scrollIntoViewIfNeeded();
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
};

export const openMap = async (page: Page) => {
  await openPage(page, '/listings?listing_destination=Aspen');
  await expect(matchesHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(mapCanvas(page).locator('canvas').first()).toBeVisible();
};

export const highlightedCard = (page: Page) => exactList(page).locator('.home-card--highlighted');

/** The browser's WebGL renderer, as the map's check reads it ('' without WebGL). */
export const webglRenderer = (page: Page) =>
  page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : '';
  });

type Clip = { x: number; y: number; width: number; height: number };

/**
 * The pixels of a part of the page as the guest sees them (a screenshot: WebGL's canvas cannot
 * be read back from the page), decoded by the browser; `rgb` takes CSS pixels from the clip's corner.
 */
const screenPixels = async (page: Page, clip: Clip) => {
  const png = (await page.screenshot({ clip })).toString('base64');
  const raw = await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const shot = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(shot.width, shot.height).getContext('2d');
    if (!context) throw new Error('no 2D canvas to decode the screenshot');
    context.drawImage(shot, 0, 0);
    const pixels = context.getImageData(0, 0, shot.width, shot.height).data;
    let text = '';
    for (let i = 0; i < pixels.length; i += 0x8000)
      text += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { width: shot.width, rgba: btoa(text) };
  }, png);
  const rgba = Buffer.from(raw.rgba, 'base64');
  const scale = raw.width / clip.width;
  return (x: number, y: number): [number, number, number] => {
    const i = (Math.round(y * scale) * raw.width + Math.round(x * scale)) * 4;
    return [rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0];
  };
};

const near = (colour: readonly number[], [r, g, b]: readonly [number, number, number], by: number) =>
  Math.abs((colour[0] ?? 0) - r) < by &&
  Math.abs((colour[1] ?? 0) - g) < by &&
  Math.abs((colour[2] ?? 0) - b) < by;
/** The markers' ink and the chosen home's colour (src/ui/catalog/map-marker-styles.ts). */
const INK = [20, 33, 61] as const;
const CHOSEN = [180, 65, 15] as const;

const mapBox = async (page: Page): Promise<Clip> => {
  await mapCanvas(page).scrollIntoViewIfNeeded();
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('the map has no box');
  return box;
};

/**
 * A bubble as the guest sees it, whatever draws it (2D canvas or WebGL): a disc of the
 * markers' ink at least 9 px round (a lone point is 5 px) with white (its count) in its
 * middle. Its page coordinates, or null.
 */
export const bubbleOnScreen = async (page: Page): Promise<{ x: number; y: number } | null> => {
  const box = await mapBox(page);
  const rgb = await screenPixels(page, box);
  const ink = (x: number, y: number) => near(INK, rgb(x, y), 12);
  const white = (x: number, y: number) => rgb(x, y).every((channel) => channel > 200);
  const r = 9;
  for (let y = r; y < box.height - r; y += 1)
    for (let x = r; x < box.width - r; x += 1) {
      if (!(ink(x - r, y) && ink(x + r, y) && ink(x, y - r) && ink(x, y + r))) continue;
      for (let dy = -4; dy <= 4; dy += 1)
        for (let dx = -4; dx <= 4; dx += 1) if (white(x + dx, y + dy)) return { x: box.x + x, y: box.y + y };
    }
  return null;
};

/** Whether the chosen home's colour (the highlighted marker's) is drawn on the map: a marker's worth of it. */
export const chosenColourOnMap = async (page: Page): Promise<boolean> => {
  const box = await mapBox(page);
  const rgb = await screenPixels(page, box);
  let seen = 0;
  for (let y = 0; y < box.height; y += 1)
    for (let x = 0; x < box.width; x += 1) if (near(rgb(x, y), CHOSEN, 14)) seen += 1;
  return seen >= 40;
};
