import { expect, type Page, test } from '@playwright/test';
import { dayAt, demoTripPath, issueCardToken, signInAsDemoGuest } from './support/app.js';
import {
  ConsoleErrors,
  DESKTOP,
  guardAtBothWidths,
  guardLayout,
  measure,
  PHONE,
} from './support/layout-guard.js';

/**
 * The layout guard: every route and main state, on a phone (390 px) and a desktop (1280 px),
 * fails on horizontal overflow, overlapping interactive elements, text clipped in buttons and
 * tabs, a broken image or any console error (e2e/support/layout-guard.ts), and attaches a
 * full-page screenshot of each to the test's results. One page per state; both widths in it.
 */

const HOME = 'y4K7DJaRAD'; // a Request Price demo home (server/demo/seed/demo-home-terms.data.ts)
const SERVICE = 'DxugHmeXMs'; // the demo market's Hands-On Cooking Class
const GROCERY_SERVICE = 'BDfVoFTqJa'; // the demo market's Grocery stocking, a grocery list to answer

// Far ahead, so no journey that books nights of its own takes these.
const DATES = `listing_start_date=${dayAt(200)}&listing_end_date=${dayAt(205)}&listing_adults=2`;

const heading = (page: Page, name?: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** A card page's card is centred under the brand, at both widths (never pinned left). */
const cardCentred = async (page: Page, card: string, state: string) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const centreOf = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      return box ? box.x + box.width / 2 : Number.NaN;
    };
    expect(Math.abs((await centreOf(card)) - size.width / 2), `${state} @ ${size.width}px`).toBeLessThan(1);
    expect(Math.abs((await centreOf('.card-page__brand a')) - size.width / 2), state).toBeLessThan(1);
  }
};

test.describe('the layout guard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('home search: results, with dates, and the map', async ({ page }, testInfo) => {
    const errors = new ConsoleErrors(page);
    await page.goto('/listings?listing_destination=Aspen');
    await heading(page);
    await expect(page.getByRole('list', { name: 'Homes that match' })).toBeVisible();
    await guardAtBothWidths(page, testInfo, 'search results', errors);

    await page.goto(`/listings?listing_destination=Aspen&${DATES}`);
    await expect(page.getByRole('list', { name: 'Homes that match' })).toBeVisible();
    await guardAtBothWidths(page, testInfo, 'search results with dates', errors);

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/listings?listing_destination=Aspen');
      await page.getByRole('button', { name: 'Show map' }).click();
      await expect(
        page.getByRole('region', { name: 'Map of homes' }).locator('canvas').first(),
      ).toBeVisible();
      // On a phone the map takes the list's place: it starts in the first half of the screen,
      // not below a screen of search form.
      if (size === PHONE) {
        const top = (await page.getByRole('region', { name: 'Map of homes' }).boundingBox())?.y ?? Infinity;
        expect(top).toBeLessThan(size.height / 2);
      }
      await guardLayout(page, testInfo, 'map', errors);
    }
  });

  test('a search that finds nothing: its ways out, and the wider search they lead to', async ({
    page,
  }, testInfo) => {
    const errors = new ConsoleErrors(page);
    // A map area in the Pacific: no home matches, none almost matches.
    await page.goto(
      '/listings?listing_view=map&listing_adults=2&listing_north=30.5&listing_west=-140.5&listing_south=29.5&listing_east=-139.5',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'No homes match your search' })).toBeVisible();
    const ways = page.getByRole('list', { name: 'Ways to widen the search' });
    await expect(ways.getByRole('link')).toHaveText(['Search beyond this map area']);
    await guardAtBothWidths(page, testInfo, 'a search that finds nothing', errors);
    await ways.getByRole('link', { name: 'Search beyond this map area' }).click();
    await expect(page.getByRole('list', { name: 'Homes that match' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('listing_north')).toBeNull();
    expect(new URL(page.url()).searchParams.get('listing_view')).toBe('map');
  });

  test("a home's page with dates, its booking panel and the phone's sheet", async ({ page }, testInfo) => {
    const errors = new ConsoleErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/listings/${HOME}?${DATES}`);
    await heading(page);
    await expect(
      page.getByRole('complementary', { name: 'Your stay' }).getByRole('button', { name: 'Price breakdown' }),
    ).toBeVisible();
    await guardLayout(page, testInfo, 'a home with its booking panel', errors);
    // Scrolled, the panel is kept in view below the sticky navigation bar, never under it.
    await page.evaluate(() => window.scrollTo(0, 400));
    const top = (selector: string, edge: 'top' | 'bottom') =>
      page.locator(selector).evaluate((element, side) => element.getBoundingClientRect()[side], edge);
    await expect
      .poll(() => top('.home-details__stay', 'top'))
      .toBeGreaterThanOrEqual(await top('.nav-bar', 'bottom'));

    await page.setViewportSize(PHONE);
    await guardLayout(page, testInfo, 'a home with its booking panel', errors);
    await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Your stay' }).getByRole('button', { name: 'Price breakdown' }),
    ).toBeVisible();
    await guardLayout(page, testInfo, "the phone's booking sheet", errors);
  });

  test("a service's page", async ({ page }, testInfo) => {
    const errors = new ConsoleErrors(page);
    await page.goto(`/markets/rocky-mountains/services/${SERVICE}`);
    await expect(page.getByRole('article', { name: 'Hands-On Cooking Class' })).toBeVisible();
    await guardAtBothWidths(page, testInfo, 'a service', errors);
  });

  test("the demo trip's tabs, its card form and the guest's contact information", async ({
    page,
  }, testInfo) => {
    const errors = new ConsoleErrors(page);
    const tripPath = await demoTripPath(page);
    const tabs = page.getByRole('tablist', { name: 'Trip sections' });
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    const names = await tabs.getByRole('tab').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      await page.setViewportSize(DESKTOP);
      const tab = tabs.getByRole('tab', { name: name.trim() });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      // The tab's own content, not its loading line: the services' cards and pictures are guarded.
      await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
      await guardAtBothWidths(page, testInfo, `the trip's ${name.trim()} tab`, errors);
    }

    const itineraryId = tripPath.split('/').at(-1);
    await page.goto(`/card-addition?itineraryId=${itineraryId}`);
    await expect(
      page.getByRole('form', { name: 'Card details' }).getByRole('button', { name: 'Add Card' }),
    ).toBeEnabled();
    await guardAtBothWidths(page, testInfo, "the trip's card form", errors);
    await cardCentred(page, '.card-form', "the trip's card form");

    await page.goto('/sso/contact-info/');
    await heading(page);
    await guardAtBothWidths(page, testInfo, 'portal: contact information', errors);
  });

  test("a trip item's pages, a service's and a home's, entered by their address", async ({
    page,
  }, testInfo) => {
    const errors = new ConsoleErrors(page);
    const tripPath = await demoTripPath(page);
    const itemPages: [RegExp, string][] = [
      [/^Your homes?$/, "a home's item page"],
      [/^Services/, "a service's item page"],
    ];
    for (const [section, state] of itemPages) {
      await page.goto(tripPath);
      await page.getByRole('region', { name: section }).getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${tripPath}/(listing-)?items/[^/]+$`));
      // Entered by its address, not from the trip: the page brings its own styles.
      await page.reload();
      const status = page.getByRole('region', { name: 'Status' });
      await expect(status).toBeVisible();
      const photo = page.getByRole('img', { name: /^Photo of / }).first();
      await expect(photo).toBeVisible();
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        const photoBox = await photo.boundingBox();
        const statusBox = await status.boundingBox();
        if (!photoBox || !statusBox) throw new Error(`${state}: photo or status not laid out`);
        if (size === PHONE)
          expect(photoBox.y, `${state}: the photo leads on a phone`).toBeLessThan(statusBox.y);
        else
          expect(photoBox.x, `${state}: the photo beside the rest`).toBeGreaterThan(
            statusBox.x + statusBox.width,
          );
        // No button left grey as the browser draws it: each wears the app's styles.
        const greyButtons = await page
          .locator('main button')
          .evaluateAll((buttons) =>
            buttons
              .filter((button) => getComputedStyle(button).backgroundColor === 'rgb(239, 239, 239)')
              .map((button) => button.textContent),
          );
        expect(greyButtons, state).toEqual([]);
        // Lists and their terms lose the browser's indent.
        const indents = await page
          .locator('main ol, main ul, main dd')
          .evaluateAll((lists) =>
            lists.map((list) => getComputedStyle(list).paddingLeft + getComputedStyle(list).marginLeft),
          );
        expect(
          indents.every((indent) => indent === '0px0px'),
          `${state}: ${indents}`,
        ).toBe(true);
      }
      await guardAtBothWidths(page, testInfo, state, errors);
    }
  });

  test("a home's 'Change dates': the home page's date-range calendar, not native date inputs", async ({
    page,
  }, testInfo) => {
    const errors = new ConsoleErrors(page);
    const tripPath = await demoTripPath(page);
    await page
      .getByRole('region', { name: /^Your homes?$/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${tripPath}/listing-items/[^/]+$`));
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const change = page.getByRole('button', { name: /^Change dates for / });
      await change.click();
      const dialog = page.getByRole('dialog', { name: /^Change dates for / });
      await expect(dialog.getByRole('button', { name: /^Check-in [A-Z][a-z]{2} \d+, \d{4}$/ })).toBeFocused();
      await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
      await guardLayout(page, testInfo, 'the change-dates dialog', errors);
      await dialog.getByRole('button', { name: /^Check-out / }).click();
      const calendar = page.getByRole('dialog', { name: 'Choose check-out date' });
      await expect(calendar.getByRole('grid')).toBeVisible();
      await guardLayout(page, testInfo, "the change-dates dialog's calendar", errors);
      // Escape closes the calendar alone, then the dialog, whose opener takes the focus back.
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(change).toBeFocused();
    }
  });

  test("the reservation overlay's collage: interest pictures with their name once, beside, never clipped", async ({
    page,
  }, testInfo) => {
    const errors = new ConsoleErrors(page);
    await signInAsDemoGuest(page);
    await page.setViewportSize(DESKTOP);
    // A KEY Instant Booking home, on nights no other journey books (the fault suite takes days
    // 200 to 300 of this home, words-and-keys 700, the sign-in choices 500 and 520).
    await page.goto(
      `/listings/k2isMgpa3l?listing_start_date=${dayAt(720)}&listing_end_date=${dayAt(727)}&listing_adults=2`,
    );
    const panel = page.getByRole('complementary', { name: 'Your stay' });
    await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
    await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
    // The reserve is held while the overlay is looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/reserve-listing', async (route) => {
      await held;
      await route.continue();
    });
    await panel.getByRole('button', { name: 'Reserve' }).click();
    const overlay = page.getByRole('dialog', { name: 'Confirming Reservation...' });
    const figures = overlay.getByRole('figure');
    await expect(figures.first()).toBeVisible();
    await expect
      .poll(() =>
        overlay
          .locator('img')
          .evaluateAll((images) =>
            images.every(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
    // Each picture shows the interest and names nothing in itself: the caption is its one name.
    const sources = await overlay
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const svg = await (await page.request.get(source)).text();
      expect(svg, source).toContain('<svg');
      expect(svg, source).not.toContain('<text');
    }
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const clipped = await overlay.locator('figcaption').evaluateAll((captions) =>
        captions
          .filter((caption) => {
            const box = caption.getBoundingClientRect();
            const tile = (caption.closest('figure') as HTMLElement).getBoundingClientRect();
            return (
              caption.scrollWidth > caption.clientWidth + 1 ||
              caption.scrollHeight > caption.clientHeight + 1 ||
              box.bottom > tile.bottom + 1 ||
              box.height < 16
            );
          })
          .map((caption) => caption.textContent),
      );
      expect(clipped, `captions clipped @ ${size.width}px`).toEqual([]);
      await guardLayout(page, testInfo, "the reservation overlay's collage", errors);
    }
    release();
    await expect(page.getByRole('dialog', { name: 'Your request is being finalized.' })).toBeVisible();
  });

  test('the portal screens, each card centred under the brand', async ({ page }, testInfo) => {
    const errors = new ConsoleErrors(page);
    for (const [path, state] of [
      ['/sso/login/', 'portal: sign in'],
      ['/sso/sign-up/', 'portal: sign up'],
      ['/sso/set-password/?email=guest%40keyhaven.test&token=layout', 'portal: set password'],
      ['/sso/finalize-account/?email=guest%40keyhaven.test&token=layout', 'portal: finalize account'],
      ['/sso/forgot-password/', 'portal: forgot password'],
      // A link without its e-mail and token says so in a long line, which once pushed the card aside.
      ['/sso/set-password/', 'portal: set password, broken link'],
      ['/sso/finalize-account/', 'portal: finalize account, broken link'],
    ] as const) {
      await page.goto(path);
      await heading(page);
      await guardAtBothWidths(page, testInfo, state, errors);
      const centreOf = async (selector: string) => {
        const box = await page.locator(selector).boundingBox();
        return box ? box.x + box.width / 2 : Number.NaN;
      };
      expect(
        Math.abs((await centreOf('.portal__card')) - (await centreOf('.portal__brand'))),
        state,
      ).toBeLessThan(1);
      expect(Math.abs((await centreOf('.portal__card')) - DESKTOP.width / 2), state).toBeLessThan(1);
    }
    // Once sent, 'Forgot password?' says the link is on its way (to an e-mail without an account: nothing leaves).
    await page.goto('/sso/forgot-password/');
    await page.getByLabel('E-mail').fill('nobody@keyhaven.test');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toContainText('is on its way');
    await guardAtBothWidths(page, testInfo, 'portal: forgot password, link on its way', errors);
  });

  test('the card screens: a valid token, an expired one, Thank you', async ({ page, request }, testInfo) => {
    const errors = new ConsoleErrors(page);
    await page.goto('/card-addition?token=demo-card-token-expired');
    await expect(page.getByRole('heading', { level: 2, name: 'Token Expired' })).toBeVisible();
    // The host answers 410 Gone for a spent token: the status the screen is made of.
    await guardAtBothWidths(page, testInfo, 'card token expired', errors, [
      /\/api\/creditCardToken\/demo-card-token-expired/,
    ]);
    await cardCentred(page, '.card-message', 'card token expired');

    await page.goto(`/card-addition?token=${await issueCardToken(request)}`);
    const form = page.getByRole('form', { name: 'Billing details' });
    await expect(form.getByRole('button', { name: 'Add Card' })).toBeEnabled();
    await guardAtBothWidths(page, testInfo, 'card token form', errors);

    await form.getByLabel('Cardholder Name').fill('Ava Guest');
    await form.getByLabel('City').fill('Vail');
    await form.getByLabel('Zip Code').fill('81657');
    await page.getByLabel('Credit Card Number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration Date').fill('12/34');
    await page.getByLabel('Security Code').fill('123');
    await cardCentred(page, '.card-form', 'card token form');
    await form.getByRole('button', { name: 'Add Card' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you' })).toBeVisible();
    await guardAtBothWidths(page, testInfo, 'card added: Thank you', errors);
    await cardCentred(page, '.card-message', 'card added: Thank you');
  });

  test("the trip's conversation, its documents with a preview open, a grocery list and the phone's lightbox", async ({
    page,
  }, testInfo) => {
    const errors = new ConsoleErrors(page);
    const tripPath = await demoTripPath(page);

    await page.goto(`${tripPath}/conversation`);
    await expect(
      page.getByRole('list', { name: 'Messages and updates' }).getByRole('listitem').first(),
    ).toBeVisible();
    await guardAtBothWidths(page, testInfo, "the trip's conversation", errors);

    await page.goto(`${tripPath}/documents`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByRole('link', { name: 'Trip summary.pdf' })).toBeVisible();
    for (const preview of await documents.getByText('Preview', { exact: true }).all()) await preview.click();
    await expect(documents.locator('pre').first()).toBeVisible();
    await guardAtBothWidths(page, testInfo, "the trip's documents, previews open", errors);

    await page.goto(`/markets/rocky-mountains/services/${GROCERY_SERVICE}`);
    const groceries = page.getByRole('group', { name: 'Grocery list' }).first();
    await expect(groceries.getByRole('checkbox').first()).toBeVisible();
    await groceries.getByRole('checkbox').first().check();
    await expect(groceries.getByRole('status').first()).toHaveText('1');
    // Ticking scrolled the page; the guard looks from its top, as a guest arrives.
    await page.evaluate(() => window.scrollTo(0, 0));
    await guardAtBothWidths(page, testInfo, 'a grocery list, one chosen', errors);

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/listings/${HOME}`);
      await heading(page);
      await page
        .getByRole('region', { name: /^Photos of / })
        .getByRole('button', { name: /^(Show all \d+ photos|Photo 1 of \d+: .+)$/ })
        .first()
        .click();
      const lightbox = page.getByRole('dialog', { name: /^Photos of / });
      await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
      await guardLayout(page, testInfo, "the photos' lightbox", errors);
      const close = await lightbox.getByRole('button', { name: 'Close' }).boundingBox();
      expect(
        (close?.x ?? 0) + (close?.width ?? Number.POSITIVE_INFINITY),
        'Close inside the screen',
      ).toBeLessThanOrEqual(size.width);
    }
  });

  test('the error pages', async ({ page }, testInfo) => {
    const errors = new ConsoleErrors(page);
    await page.goto('/no-such-page');
    await heading(page, '404 Page Not Found');
    await guardAtBothWidths(page, testInfo, 'not found', errors);

    // The host answers 404 for a market it does not know: that one failed request is the point.
    await page.goto('/markets/atlantis/services');
    await heading(page);
    await guardAtBothWidths(page, testInfo, 'error page', errors, [/\/api\/markets?\/atlantis/]);

    await page.goto('/sso/no-such-screen');
    await heading(page);
    await guardAtBothWidths(page, testInfo, 'portal: not found', errors);
  });
});

test('the guard itself finds each kind of fault', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.setContent(`
    <style>body { margin: 0 } .tight { width: 3rem; overflow: hidden; white-space: nowrap }</style>
    <header style="position: sticky; top: 0; height: 40px; z-index: 1">
      <button style="position: absolute; left: 200px; width: 60px">Three</button>
      <button style="position: absolute; left: 230px; width: 60px">Four</button>
    </header>
    <aside style="position: sticky; top: 0; margin-top: -40px"><button style="margin-left: 200px; width: 60px">Under</button></aside>
    <div style="width: 500px">too wide</div>
    <button style="position: absolute; top: 100px; left: 0; width: 80px">One</button>
    <a href="#" style="position: absolute; top: 110px; left: 40px; width: 80px; display: block">Two</a>
    <button class="tight">A label far too long</button>
    <div role="tablist"><span role="tab" class="tight" style="display: block">Another long label</span></div>
    <img alt="" src="data:image/png;base64,AAAA">
    <a href="#" style="display: block; margin-top: 1200px">Last link</a>
    <nav style="position: fixed; bottom: 0; left: 0; right: 0; height: 60px"><a href="#">Bar</a></nav>
    <button style="position: absolute; top: 300px; left: 0">Apart <span style="position: absolute; width: 1px; height: 1px; overflow: hidden">hidden words</span></button>
  `);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const faults = await page.evaluate(measure);
  expect(faults).toEqual([
    expect.stringMatching(/^horizontal overflow: 500px wide in 390px/),
    // Within one bar an overlap counts; a sticky panel passing under another bar does not.
    expect.stringMatching(/^overlap: <button> "Three" and <button> "Four"/),
    expect.stringMatching(/^overlap: <button> "One" and <a> "Two"/),
    expect.stringMatching(/^covered: <a> "Last link" under the fixed <nav> "Bar" at the page's bottom/),
    expect.stringMatching(/^clipped text: <button.tight> "A label far too long"/),
    expect.stringMatching(/^clipped text: <span.tight> "Another long label"/),
    expect.stringMatching(/^broken image: data:image\/png/),
  ]);
  const errors = new ConsoleErrors(page);
  await page.evaluate(() => console.error('a fault'));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('thrown');
    }),
  );
  const seen: string[] = [];
  await expect.poll(() => seen.push(...errors.taken()) && seen.length).toBeGreaterThanOrEqual(2);
  expect(seen).toEqual(expect.arrayContaining(['console error: a fault', 'uncaught: thrown']));
});
