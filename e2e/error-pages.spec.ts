import { expect, type Page, type Route, test } from '@playwright/test';
import { BUGS_EMAIL, openPage } from './support/app.js';

/**
 * Not-found page, error boundary, generic error page (docs/product/routes.md#not-found-page,
 * docs/product/routes.md#error-boundary and docs/product/errors.md#error-page-catalogue).
 */

test('an unknown path shows the not-found page with a homepage link', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you are looking for.")).toBeVisible();
  const home = page.getByRole('main').getByRole('link', { name: 'Go to the homepage' });
  await home.click();
  // The homepage ('/') leads a signed-out visitor to the search (docs/product/routes.md).
  await expect(page).toHaveURL('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Homes' })).toBeVisible();
});

/*
 * Fault injection for the error boundary. Each route's view is its own lazily loaded chunk
 * under /static/js/async/ (rsbuild's code splitting of the routes' dynamic imports), while
 * the shell (router, layout, nav bar, error boundary) lives in the initial bundle under
 * /static/js/. Aborting every request to /static/js/async/** therefore breaks exactly the
 * views and nothing else:
 *  - webpack/rspack's chunk loader rejects the import() at once (a network error fires the
 *    script's error event; no 120 s chunk timeout is involved), and forgets the failed
 *    chunk, so every retry of lazyView() requests it again: we count those requests;
 *  - route interception also turns the HTTP cache off, so a chunk loaded earlier in the
 *    browser cannot slip through (each test has a fresh context anyway);
 *  - after 1 try + 5 retries, 1 s apart (~5 s), the failure reaches the error boundary.
 * Nothing depends on chunk file names, which change with every build.
 */
const ASYNC_CHUNKS = '**/static/js/async/**';

const breakLazyViews = async (page: Page): Promise<string[]> => {
  const aborted: string[] = [];
  await page.route(ASYNC_CHUNKS, async (route: Route) => {
    aborted.push(new URL(route.request().url()).pathname);
    await route.abort('failed');
  });
  return aborted;
};

const expectErrorBoundary = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByText('Try refreshing the page, if the problem persists, please contact'),
  ).toBeVisible();
  // No market is known on these pages, so the boundary names the default bugs address.
  await expect(page.getByRole('link', { name: BUGS_EMAIL })).toHaveAttribute('href', `mailto:${BUGS_EMAIL}`);
};

/**
 * One chunk was requested once and retried 5 times
 * (docs/product/routes.md#scroll-and-lazy-views), and no more.
 */
const expectSixAttemptsOfOneChunk = (aborted: string[]) => {
  const attempts = new Map<string, number>();
  for (const path of aborted) attempts.set(path, (attempts.get(path) ?? 0) + 1);
  expect(Math.max(...attempts.values())).toBe(6);
};

test('a view whose chunk never loads ends in the error boundary after 5 retries (client-side navigation)', async ({
  page,
}) => {
  // The shell and the first view load normally...
  await openPage(page, '/itineraries');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  // ...then the network loses every view chunk, and the guest follows an in-app link (the
  // footer's links are client-side; the nav bar's open a new tab from here).
  const aborted = await breakLazyViews(page);
  const started = Date.now();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Explore Homes' }).click();
  await expect(page).toHaveURL('/listings');

  await expectErrorBoundary(page);
  // 5 retries 1 second apart: about 5 s from the click, never at once.
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  expectSixAttemptsOfOneChunk(aborted);
  // The boundary sits inside the layout: the nav bar stays, so the guest can go on.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a deep link whose view chunk never loads ends in the error boundary', async ({ page }) => {
  const aborted = await breakLazyViews(page);
  await page.goto('/listings');
  await expectErrorBoundary(page);
  expectSixAttemptsOfOneChunk(aborted);
});

test('the boundary is left behind on the next page once the network is back', async ({ page }) => {
  await openPage(page, '/itineraries');
  await breakLazyViews(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Explore Homes' }).click();
  await expectErrorBoundary(page);
  await page.unroute(ASYNC_CHUNKS);
  await page.getByRole('contentinfo').getByRole('link', { name: 'My Trips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toHaveCount(0);
});

// The generic error page ('{code} {header}', docs/product/errors.md#error-page-catalogue):
// the standalone service catalog loads its market, and a market the host does not know is a
// page-load error (docs/product/errors.md#load-failures).
test('a market the host does not know shows the generic error page with the host message', async ({
  page,
}) => {
  await page.goto('/markets/atlantis/services');
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByText('Market not found')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL('/listings');
  // The app error clears on path change (docs/product/flows.md#app-error).
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Homes' })).toBeVisible();
});

test("a host that fails outright shows the catalogue's Internal Error with its status", async ({ page }) => {
  await page.route('**/api/market/**', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.goto('/markets/rocky-mountains/services');
  await expect(page.getByRole('heading', { level: 1, name: '502 Internal Error' })).toBeVisible();
  await expect(
    page.getByText(
      'The system encountered an unexpected error. If the problem persists, please contact support.',
    ),
  ).toBeVisible();
});

test("once a market is known, the error boundary names its product line's support e-mail", async ({
  page,
}) => {
  await openPage(page, '/markets/rocky-mountains/services?product_line=Lite');
  await expect(page.getByText(/in Rocky Mountains\./)).toBeVisible();
  await breakLazyViews(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Explore Homes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible({
    timeout: 20_000,
  });
  const email = 'lite.rocky-mountains@keyhaven.test';
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
});
