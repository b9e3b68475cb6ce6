import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The layout guard's checks (e2e/layout-guard.spec.ts): what a screen must never show at any
 * width, measured in the page itself. Each fault is a sentence naming the element, so a
 * failing run says what to fix without opening the screenshot.
 */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const WIDTHS = [PHONE, DESKTOP] as const;

/**
 * Console errors and uncaught exceptions since the page opened (or the last check). A state
 * that provokes a failing request on purpose (a host 404 behind an error page) names that
 * request's address in `expectedFailures`; nothing else is ever let through.
 */
export class ConsoleErrors {
  readonly #errors: string[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      this.#errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => this.#errors.push(`uncaught: ${error.message}`));
  }

  /** The errors since the last call, minus those about a request the state fails on purpose. */
  taken(expectedFailures: readonly RegExp[] = []): string[] {
    const errors = this.#errors.splice(0);
    return errors.filter((error) => !expectedFailures.some((pattern) => pattern.test(error)));
  }
}

/**
 * Runs in the page: horizontal overflow, overlapping interactive elements, text clipped in
 * buttons and tabs, broken images. Overlaps skip an element inside the other (a link in a
 * card that is a link), an open dialog against what lies behind it, and fixed or sticky
 * bars against the page scrolling under them (a fixed bar is checked apart, at the end of the
 * page where nothing can scroll out from under it); a rect is first clipped by every ancestor
 * that hides its overflow (a carousel's cards beyond its edge are not on screen at all).
 */
export const measure = (): string[] => {
  const faults: string[] = [];
  const name = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      '';
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
  };
  const width = window.innerWidth;
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > width) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1,
      )
      .slice(0, 3)
      .map(name);
    faults.push(`horizontal overflow: ${scroller.scrollWidth}px wide in ${width}px (${wide.join(', ')})`);
  }

  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    !element.closest('[aria-hidden="true"], [inert]');
  const clippedRect = (element: Element): DOMRect | null => {
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (let at = element.parentElement; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.position === 'fixed') break;
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = at.getBoundingClientRect();
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
    }
    return right - left > 2 && bottom - top > 2 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };
  // Each fixed or sticky bar is a layer of its own: a sticky panel scrolling on under the
  // sticky navigation bar once its column ends is the page moving under the bar, not an overlap.
  const barLayers = new Map<Element, string>();
  const layer = (element: Element): string => {
    const dialog = element.closest('dialog[open], [role="dialog"], [aria-modal="true"]');
    if (dialog) return 'dialog';
    for (let at: Element | null = element; at; at = at.parentElement) {
      const { position } = getComputedStyle(at);
      if (position === 'fixed' || position === 'sticky') {
        if (!barLayers.has(at)) barLayers.set(at, `bar ${barLayers.size}`);
        return barLayers.get(at) as string;
      }
    }
    return 'page';
  };
  const interactive = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [role="link"], [role="combobox"]',
    ),
  ]
    .filter(shown)
    .map((element) => ({ element, rect: clippedRect(element), layer: layer(element) }))
    .filter((entry): entry is { element: Element; rect: DOMRect; layer: string } => entry.rect !== null);
  for (const [i, a] of interactive.entries()) {
    for (const b of interactive.slice(i + 1)) {
      if (a.layer !== b.layer) continue;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (across > 2 && down > 2)
        faults.push(
          `overlap: ${name(a.element)} and ${name(b.element)} (${Math.round(across)}x${Math.round(down)}px)`,
        );
    }
  }

  // A fixed bar (the phone's booking bar) must leave the page's controls uncovered once the
  // page is scrolled as far as it goes: a bar at the bottom at the end, one at the top at the start.
  // Behind an open modal dialog (the lightbox) the page is out of reach and held still: nothing
  // of it counts as covered then.
  const modalOpen = [...document.querySelectorAll('[aria-modal="true"], dialog[open]')].some(shown);
  const bars = [...document.querySelectorAll('body *')].filter(
    (element) =>
      !modalOpen &&
      getComputedStyle(element).position === 'fixed' &&
      layer(element) !== 'dialog' &&
      shown(element) &&
      element.getBoundingClientRect().width * element.getBoundingClientRect().height <
        (window.innerWidth * window.innerHeight) / 2,
  );
  const pageControls = interactive.filter((entry) => entry.layer === 'page').map((entry) => entry.element);
  const start = window.scrollY;
  for (const end of ['top', 'bottom'] as const) {
    window.scrollTo(0, end === 'top' ? 0 : scroller.scrollHeight);
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      if ((box.top + box.bottom) / 2 < window.innerHeight / 2 !== (end === 'top')) continue;
      for (const control of pageControls) {
        const rect = clippedRect(control);
        if (!rect) continue;
        const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (across > 2 && down > 2)
          faults.push(`covered: ${name(control)} under the fixed ${name(bar)} at the page's ${end}`);
      }
    }
  }
  window.scrollTo(0, start);

  const hides = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  for (const control of document.querySelectorAll('button, [role="tab"], a.button')) {
    if (!shown(control)) continue;
    for (const part of [control, ...control.querySelectorAll('*')]) {
      const box = part as HTMLElement;
      if (!shown(part) || !hides(getComputedStyle(part)) || !box.innerText?.trim()) continue;
      // A visually hidden label (1 px, clipped) is for screen readers: clipped on purpose.
      if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
        faults.push(
          `clipped text: ${name(control)} (${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight})`,
        );
    }
  }

  for (const image of document.images) {
    if (image.complete && image.naturalWidth === 0 && shown(image))
      faults.push(`broken image: ${image.currentSrc || image.src || '(no src)'}`);
  }
  return faults;
};

/** The network quiets down (or 5 s pass: a map may keep loading tiles) and the fonts are in. */
const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/**
 * Checks the screen as it is at the page's current width, attaches a full-page screenshot
 * named `<state> @ <width>px`, and fails (softly, so every state and width is looked at in
 * one run) with every fault found.
 */
export const guardLayout = async (
  page: Page,
  testInfo: TestInfo,
  state: string,
  errors: ConsoleErrors,
  expectedFailures: readonly RegExp[] = [],
): Promise<void> => {
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  const label = `${state} @ ${width}px`;
  // A file in the test's output folder (test-results/), kept after a passing run too.
  const path = testInfo.outputPath(`${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(label, { path, contentType: 'image/png' });
  const faults = [...(await page.evaluate(measure)), ...errors.taken(expectedFailures)];
  expect.soft(faults, label).toEqual([]);
};

/** Looks at the same screen at both widths, the phone first. */
export const guardAtBothWidths = async (
  page: Page,
  testInfo: TestInfo,
  state: string,
  errors: ConsoleErrors,
  expectedFailures: readonly RegExp[] = [],
): Promise<void> => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await guardLayout(page, testInfo, state, errors, expectedFailures);
  }
};
