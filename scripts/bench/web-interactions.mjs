// The interaction figures of `npm run bench:web` (scripts/bench/web.mjs): interaction to next
// paint of a guest's scripted steps at 4x CPU slowdown, and the frame rate of panning a map of
// 10,000 points drawn by WebGL and by a 2D canvas.

/** The browser the web benchmarks drive: the system's Chromium unless PLAYWRIGHT_CHROMIUM_PATH says. */
export const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
// The same flags as playwright.config.ts: no sandbox in containers, no background traffic
// that would show up in the network figures. --disable-gpu: WebGL is SwiftShader's (software).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The home whose page the interactions use: the first demo home (server/demo/seed/demo-home-terms.data.ts). */
export const DEMO_HOME_PATH = '/listings/EQvKStykn4';

/** Chromium's CPU slowdown for the INP figures, as Lighthouse's mobile preset uses. */
export const CPU_SLOWDOWN = 4;

// In the page before any script: every 'event' timing entry of an interaction (one with an
// interactionId), kept so a step can read the longest one of its own.
const RECORD_INTERACTIONS = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

/**
 * The interaction to next paint of one step: the longest event duration (input delay,
 * processing and presentation, as the Event Timing API gives it) of the interactions the step
 * made, the way web-vitals takes INP from a page with few interactions. Entries come after
 * the next paint, so the step waits for them.
 */
const inpOf = async (page, step) => {
  await page.evaluate(() => {
    window.__interactions.length = 0;
  });
  await step();
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(() => window.__interactions);
  if (entries.length === 0) return { ms: 0, events: 0, slowest: 'none over 16 ms', interactions: [] };
  const slowest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  // Each interaction in order, by its longest event, so a slow step shows which click it was.
  const byId = new Map();
  for (const entry of entries) {
    const known = byId.get(entry.id);
    if (!known || entry.duration > known.ms) byId.set(entry.id, { ms: entry.duration, name: entry.name });
  }
  return {
    ms: slowest.duration,
    events: byId.size,
    slowest: slowest.name,
    interactions: [...byId.values()],
  };
};

const slowed = async (browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(RECORD_INTERACTIONS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { page, cdp, close: () => context.close() };
};

/** A day `days` from today, as the search terms carry it. */
const dayAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dayName = (iso) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const monthName = (iso) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const clickDay = async (dialog, iso) => {
  for (let step = 0; step < 24; step += 1) {
    if ((await dialog.getByRole('grid', { name: monthName(iso) }).count()) > 0) break;
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await dialog.getByRole('gridcell', { name: new RegExp(`^${dayName(iso)}`) }).click();
};

/**
 * The scripted interactions of /listings and a home's page, each measured on its own at
 * CPU_SLOWDOWN once the page has loaded unthrottled (load is Lighthouse's figure, not this one).
 */
export const measureInteractions = async (browser, baseUrl, homePath) => {
  const figures = [];
  const { page, cdp, close } = await slowed(browser);
  const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await page.goto(`${baseUrl}/listings`, { waitUntil: 'networkidle' });
    const bar = page.getByRole('search', { name: 'Search homes' });
    await page.waitForTimeout(500); // a guest reads before typing; the load is Lighthouse's figure
    await throttle(CPU_SLOWDOWN);
    figures.push({
      step: '/listings: typing a destination',
      ...(await inpOf(page, async () => {
        await bar.getByRole('combobox', { name: 'Where' }).click();
        await page.keyboard.type('Aspen', { delay: 120 });
      })),
    });
    await page.keyboard.press('Escape');
    await throttle(1);
    await page.goto(`${baseUrl}/listings?listing_destination=Aspen`, { waitUntil: 'networkidle' });
    await throttle(CPU_SLOWDOWN);
    figures.push({
      step: '/listings: opening the date dialog, choosing dates',
      ...(await inpOf(page, async () => {
        await bar.getByRole('button', { name: /^Check-in/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await clickDay(dialog, dayAhead(30));
        await page.getByRole('dialog', { name: 'Choose check-out date' }).waitFor();
        await clickDay(page.getByRole('dialog'), dayAhead(37));
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      })),
    });
    figures.push({
      step: '/listings: toggling a filter',
      ...(await inpOf(page, async () => {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const panel = page.getByRole('region', { name: 'Filters' });
        await panel.getByRole('checkbox', { name: 'Pets allowed' }).click();
      })),
    });
    await throttle(1);
    await page.goto(`${baseUrl}/listings?listing_destination=Aspen&listing_view=map`, {
      waitUntil: 'networkidle',
    });
    const canvas = page.locator('.home-map__canvas');
    await canvas.locator('canvas').first().waitFor();
    await page.waitForTimeout(1000);
    await throttle(CPU_SLOWDOWN);
    figures.push({
      step: '/listings: panning the map',
      ...(await inpOf(page, async () => {
        const box = await canvas.boundingBox();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x - 150, y + 80, { steps: 12 });
        await page.mouse.up();
      })),
    });

    await throttle(1);
    // A stay the home is free for: the demo calendar books some weeks (seeded relative to today).
    const panel = page.getByRole('complementary', { name: 'Your stay' });
    const breakdown = panel.getByRole('button', { name: 'Price breakdown' });
    for (const ahead of [30, 44, 58, 72, 86, 100]) {
      const stay = `listing_start_date=${dayAhead(ahead)}&listing_end_date=${dayAhead(ahead + 7)}&listing_adults=2`;
      await page.goto(`${baseUrl}${homePath}?${stay}`, { waitUntil: 'networkidle' });
      await panel
        .getByText(/total for 7 nights|unavailable|could not price/)
        .first()
        .waitFor();
      if ((await breakdown.count()) > 0) break;
    }
    await breakdown.waitFor({ timeout: 1000 });
    await throttle(CPU_SLOWDOWN);
    figures.push({
      step: "a home's page: changing guests",
      ...(await inpOf(page, async () => {
        await panel.getByRole('button', { name: /^Guests/ }).click();
        await panel.getByRole('button', { name: 'Increase Adults' }).click();
      })),
    });
    await panel.getByRole('button', { name: 'Price breakdown' }).waitFor();
    figures.push({
      step: "a home's page: opening the price breakdown",
      ...(await inpOf(page, () => panel.getByRole('button', { name: 'Price breakdown' }).click())),
    });
  } finally {
    await close();
  }
  return figures;
};

/** 10,000 homes on a grid round Aspen, as a search answer (the host answers at most 1,000). */
export const tenThousandHomes = () => {
  const homes = [];
  for (let i = 0; i < 10_000; i += 1) {
    const row = Math.floor(i / 100);
    const column = i % 100;
    homes.push({
      objectId: `bench-${i}`,
      name: `Bench Home ${i}`,
      primaryDestination: { name: 'Aspen' },
      bookingSetting: 'Request Price',
      images: [],
      bedrooms: 3,
      bathrooms: 2,
      nightlyRate: 900,
      latLngLocation: { lat: 38.7 + row * 0.01, lng: -107.4 + column * 0.012 },
    });
  }
  return {
    exactMatches: homes,
    partialMatches: [],
    searchResultCount: { numExactMatches: homes.length },
  };
};

// Makes the page believe WebGL is missing, so the map keeps its 2D canvas points: the
// app's own fallback, measured against WebGL on the same page.
const NO_WEBGL = () => {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
    return /webgl/i.test(kind) ? null : getContext.call(this, kind, ...rest);
  };
};
// The app draws points on a 2D canvas where WebGL is emulated on the CPU (webgl-support.ts);
// the WebGL figure keeps WebGL whatever the machine, through the app's own switch.
const FORCE_WEBGL = () => localStorage.setItem('map-points', 'webgl');

/** The browser's WebGL renderer (WEBGL_debug_renderer_info): a GPU's name, or SwiftShader's. */
const rendererName = (page) =>
  page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'no WebGL';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });

/**
 * Frames a second while a map of 10,000 points is dragged back and forth along the same path
 * (six legs of 30 pointer moves), counted by requestAnimationFrame in the page over the drag;
 * `renderer` is what the map reports it drew with, `gpu` the browser's WebGL renderer.
 * Playwright waits for the page to take each move, so a slow renderer also drags slower: the
 * figure is frames over the drag's own time. `trace` (a file path) records a Chrome
 * performance trace of the drag.
 */
export const panFrameRate = async (browser, baseUrl, { forceCanvas, trace }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(forceCanvas ? NO_WEBGL : FORCE_WEBGL);
  const answer = JSON.stringify(tenThousandHomes());
  await context.route('**/api/listings/search?*', (route) =>
    route.fulfill({ contentType: 'application/json', body: answer }),
  );
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/listings?listing_destination=Aspen&listing_view=map`, {
      waitUntil: 'networkidle',
    });
    const gpu = forceCanvas ? 'none (WebGL hidden)' : await rendererName(page);
    const canvas = page.locator('.home-map__canvas');
    await canvas.locator('canvas').first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('.home-map__canvas')?.getAttribute('data-markers') === 'points',
    );
    if (!forceCanvas) {
      // WebGL's check and layer swap: a fixed wait lost this race on a busy machine, which then
      // measured the canvas twice.
      await page
        .waitForFunction(
          () => document.querySelector('.home-map__canvas')?.dataset.renderer === 'webgl',
          null,
          {
            timeout: 20_000,
          },
        )
        .catch(() => undefined);
    }
    await page.waitForTimeout(1000); // the points' first frame; the basemap settles
    const renderer = await canvas.getAttribute('data-renderer');
    const box = await canvas.boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.evaluate(() => {
      window.__frames = 0;
      const count = () => {
        window.__frames += 1;
        if (window.__counting) requestAnimationFrame(count);
      };
      window.__counting = true;
      window.__started = performance.now();
      requestAnimationFrame(count);
    });
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Back and forth, so the points stay in view the whole time.
    for (let leg = 0; leg < 6; leg += 1) {
      const dx = leg % 2 === 0 ? -200 : 200;
      await page.mouse.move(x + (leg % 2 === 0 ? dx : 0), y + (leg % 2 === 0 ? 60 : 0), { steps: 30 });
    }
    await page.mouse.up();
    const { frames, seconds } = await page.evaluate(() => {
      window.__counting = false;
      return { frames: window.__frames, seconds: (performance.now() - window.__started) / 1000 };
    });
    if (trace) await browser.stopTracing();
    return { renderer, gpu, fps: frames / seconds, seconds };
  } finally {
    await context.close();
  }
};
