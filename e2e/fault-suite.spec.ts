import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { DEMO_GUEST, dayAt, demoTripPath, issueCardToken, signIn } from './support/app.js';

/**
 * The fault suite: nine faults on each of the six calls a guest leans on most, 54 cases. Each
 * case opens the screen that makes the call with the fault injected on that call only, checks
 * the guest sees the product's designed screen or words for it (docs/product/errors.md#load-failures,
 * docs/product/errors.md#error-page-catalogue, docs/product/errors.md#dialogs,
 * docs/product/errors.md#token-screens, docs/product/errors.md#instant-pricing-failure and
 * docs/product/roles.md#trip-links), that no uncaught error reached the page, and that the
 * page comes back once the fault is gone, retried as a guest would.
 */

const FAULTS = [
  'timeout',
  'dropped connection',
  '500',
  '503',
  '401',
  '403',
  '404',
  'malformed JSON',
  'undecodable answer',
] as const;
type Fault = (typeof FAULTS)[number];

// The first demo homes take each booking setting in turn (server/demo/seed/demo-home-terms.data.ts).
const KEY_HOME = 'k2isMgpa3l'; // KEY Instant Booking: reserved without a card, then finalized

/** What every case needs ready: a signed-in guest, their trip, and a card token that is still good. */
interface Ready {
  readonly storage: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
  readonly tripPath: string;
  readonly cardToken: string;
}

const stayAt = (offset: number) =>
  `?listing_start_date=${dayAt(offset)}&listing_end_date=${dayAt(offset + 7)}&listing_adults=2`;

/** One sign-in per worker: every case starts from the same signed-in storage state. */
const test = base.extend<{ pageErrors: Error[] }, { ready: Ready }>({
  ready: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      const tripPath = await demoTripPath(page);
      const storage = await context.storageState();
      const cardToken = await issueCardToken(context.request);
      await context.close();
      await use({ storage, tripPath, cardToken });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ ready }, use) => use(ready.storage),
  viewport: { width: 1280, height: 800 },
  // Uncaught errors in the page, from the first load to the end of the recovery.
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

/** The app gives up on a request after 30 s (src/adapters/rest/rest-client.ts, DEFAULT_TIMEOUT_MS). */
const APP_TIMEOUT_MS = 30_000;

interface Call {
  readonly name: string;
  readonly matches: (url: URL) => boolean;
  readonly method: 'GET' | 'POST';
  /** What the host says when it does not know the thing asked for. */
  readonly notFound: string;
  /** Valid JSON, but not the answer this call's codec reads. */
  readonly undecodable: unknown;
}

/** The answer each fault gives in place of the host's; 'timeout' and the drop never answer. */
const fulfil = (route: Route, call: Call, fault: Exclude<Fault, 'timeout' | 'dropped connection'>) => {
  const json = (status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  switch (fault) {
    // A gateway in front of the host answers its own page, with nothing the app can read.
    case '500':
      return route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<h1>500 Internal Server Error</h1>',
      });
    case '503':
      return route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<h1>503 Service Unavailable</h1>',
      });
    // The host's own refusals, in its words (server/auth/authenticate.ts and the routes' 404s).
    case '401':
      return json(401, { message: 'User is not signed in.' });
    case '403':
      return json(403, { message: 'User does not have required role.' });
    case '404':
      return json(404, { message: call.notFound });
    case 'malformed JSON':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"objectId": "abc", "na' });
    case 'undecodable answer':
      return json(200, call.undecodable);
  }
};

interface Injected {
  /** Settles once the faulty answer was given (for 'timeout': once the request is held). */
  readonly hit: Promise<void>;
  /** The fault is gone: the call reaches the host again. */
  readonly remove: () => Promise<void>;
}

/** The fault on this call only: other calls, and this call's other methods, pass untouched. */
const injectFault = async (page: Page, call: Call, fault: Fault): Promise<Injected> => {
  let hit: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    hit = resolve;
  });
  const held: Route[] = [];
  const matches = (url: URL) => call.matches(url);
  const handler = async (route: Route) => {
    if (route.request().method() !== call.method) return route.fallback();
    if (fault === 'timeout') held.push(route);
    else if (fault === 'dropped connection') await route.abort('connectionreset');
    else await fulfil(route, call, fault);
    hit();
  };
  await page.route(matches, handler);
  return {
    hit: seen,
    remove: async () => {
      await page.unroute(matches, handler);
      // The page gave up on these long ago; nothing is left to answer.
      for (const route of held) await route.abort().catch(() => undefined);
    },
  };
};

/**
 * Waits until the guest sees `designed`, the first sign of the fault's designed outcome. For
 * a 'timeout' the request is held, and the page's clock (installed before the page loaded,
 * see `open`) jumps past the app's own 30 s request timeout, so the app's real timeout path
 * runs without the suite waiting 30 s: the app's timeout is not configurable, and an
 * abort('timedout') would reach the app as a dropped connection (a fetch TypeError), never as
 * its timeout. The clock jumps until the outcome shows, because the request held may be the
 * host's preload of the call (server/http/page-preloads.ts), made before the app asks and
 * starts its timer.
 */
const faultHappens = async (page: Page, injected: Injected, fault: Fault, designed: Locator) => {
  await injected.hit;
  if (fault !== 'timeout') return expect(designed).toBeVisible();
  await expect(async () => {
    await page.clock.fastForward(APP_TIMEOUT_MS + 1_000);
    await expect(designed).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
};

/** Opens the screen; the page's clock is faked only for a 'timeout' (time still runs on its own). */
const open = async (page: Page, path: string, fault: Fault) => {
  if (fault === 'timeout') await page.clock.install();
  await page.goto(path, { waitUntil: 'domcontentloaded' });
};

const internalError = (fault: Fault) => (fault === '503' ? '503 Internal Error' : '500 Internal Error');

interface Case {
  readonly call: Call;
  /** What the guest should see for this fault, in a few words (the test's title says it). */
  readonly expected: (fault: Fault) => string;
  readonly run: (page: Page, ready: Ready, fault: Fault, index: number) => Promise<{ saw: string }>;
}

const SEARCH: Case = {
  call: {
    name: 'catalog search',
    matches: (url) => url.pathname === '/api/listings/search',
    method: 'GET',
    notFound: 'Not Found',
    undecodable: { exactMatches: 'none', partialMatches: 3 },
  },
  // A failed search is reported and ignored: what was shown stays (docs/product/errors.md#load-failures).
  expected: () => 'search ignored, destinations stay',
  run: async (page, _ready, fault) => {
    const injected = await injectFault(page, SEARCH.call, fault);
    await open(page, '/listings?listing_destination=Aspen', fault);
    await faultHappens(
      page,
      injected,
      fault,
      page.getByRole('heading', { level: 2, name: 'Explore by destination' }),
    );
    await expect(page.getByRole('heading', { level: 2, name: /match your search$/ })).toHaveCount(0);
    await expect(
      page.getByRole('search', { name: 'Search homes' }).getByRole('combobox', { name: 'Where' }),
    ).toHaveValue('Aspen');
    await injected.remove();
    // No retry button, and the same search submitted again is not searched again: a reload.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(
      page.getByRole('heading', { level: 2, name: /^[\d,]+ homes? match(es)? your search$/ }),
    ).toBeVisible();
    return { saw: 'destinations, no results' };
  },
};

const PRICING: Case = {
  call: {
    name: 'instant pricing',
    matches: (url) => /^\/api\/listing\/[^/]+\/instant-pricing$/.test(url.pathname),
    method: 'GET',
    notFound: 'Home not found',
    undecodable: { reliability: 42, pricing: 'free' },
  },
  // Any failure but a 400 is a price of unknown reliability (docs/product/errors.md#instant-pricing-failure).
  expected: () => "'could not price', request price offered",
  run: async (page, _ready, fault) => {
    const injected = await injectFault(page, PRICING.call, fault);
    await open(page, `/listings/${KEY_HOME}${stayAt(300)}`, fault);
    const panel = page.getByRole('complementary', { name: 'Your stay' });
    await faultHappens(
      page,
      injected,
      fault,
      panel.getByRole('status').filter({
        hasText:
          /^We could not price these dates right now\. You can still request a price: the concierge replies with one\.$/,
      }),
    );
    await expect(panel.getByRole('button', { name: 'Request price' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
    await injected.remove();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(panel.getByRole('status')).toContainText(/\$[\d,]+ total for 7 nights/);
    await expect(panel.getByRole('button', { name: 'Reserve' })).toBeVisible();
    return { saw: 'could not price, request price' };
  },
};

const HOME: Case = {
  call: {
    name: "a home's details",
    matches: (url) => /^\/api\/guest-listing\/[^/]+$/.test(url.pathname),
    method: 'GET',
    notFound: 'Home not found',
    undecodable: { objectId: 42, name: ['not', 'a', 'name'] },
  },
  expected: (fault) =>
    fault === '404'
      ? "'404 Not Found', home not offered"
      : fault === '401'
        ? "'401 Unauthorized', could not load"
        : fault === '403'
          ? "'403 Forbidden', could not load"
          : `'${internalError(fault)}', could not load`,
  run: async (page, _ready, fault) => {
    const injected = await injectFault(page, HOME.call, fault);
    await open(page, `/listings/${KEY_HOME}`, fault);
    const title =
      fault === '404'
        ? '404 Not Found'
        : fault === '401'
          ? '401 Unauthorized'
          : fault === '403'
            ? '403 Forbidden'
            : internalError(fault);
    await faultHappens(
      page,
      injected,
      fault,
      page.getByRole('heading', { level: 1, name: title, exact: true }),
    );
    await expect(
      page.getByText(
        fault === '404'
          ? 'We can’t find this home: it may no longer be offered.'
          : 'This home could not be loaded. Please try again in a moment.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the search' })).toBeVisible();
    await injected.remove();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('list', { name: 'At a glance' })).toContainText('bedroom');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^\d{3} /);
    return { saw: title };
  },
};

const ITINERARY: Case = {
  call: {
    name: 'the itinerary',
    matches: (url) => /^\/api\/guest-itinerary\/[^/]+$/.test(url.pathname),
    method: 'GET',
    notFound: 'Itinerary not found',
    undecodable: { objectId: 42, itineraryName: { text: 'not a name' } },
  },
  expected: (fault) =>
    fault === '401'
      ? 'sign-in offered'
      : fault === '403'
        ? "'This trip cannot be viewed'"
        : fault === '404'
          ? "'404 Not Found' page"
          : `'${internalError(fault)}' page`,
  run: async (page, ready, fault) => {
    const injected = await injectFault(page, ITINERARY.call, fault);
    await open(page, ready.tripPath, fault);
    const saw =
      fault === '401'
        ? 'Sign in to see this trip'
        : fault === '403'
          ? 'This trip cannot be viewed'
          : fault === '404'
            ? '404 Not Found'
            : internalError(fault);
    // The refusals are the trip page's own (level 2, under 'Your Trip'); the rest the error page.
    const level = fault === '401' || fault === '403' ? 2 : 1;
    await faultHappens(page, injected, fault, page.getByRole('heading', { level, name: saw, exact: true }));
    if (fault === '401') {
      await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    } else if (fault === '403') {
      await expect(page.getByRole('link', { name: 'Sign in with another account' })).toBeVisible();
    } else {
      await expect(page.getByText('Oops!')).toBeVisible();
      await expect(
        page.getByText(
          fault === '404'
            ? 'Itinerary not found'
            : 'The system encountered an unexpected error. If the problem persists, please contact support.',
          { exact: true },
        ),
      ).toBeVisible();
    }
    await injected.remove();
    if (fault === '401') {
      // The page's own way on: the portal's sign-in, then straight back to the trip.
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
      await page.waitForURL((url) => url.pathname === ready.tripPath);
    } else {
      await page.reload({ waitUntil: 'domcontentloaded' });
    }
    await expect(page.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Rocky Mountains ski week').first()).toBeVisible();
    return { saw };
  },
};

const RESERVE: Case = {
  call: {
    name: 'reserve',
    matches: (url) => /^\/api\/listings\/[^/]+\/reserve-listing$/.test(url.pathname),
    method: 'POST',
    notFound: 'Home not found',
    undecodable: { data: { bookingResponse: { updatedItem: 'reserved', updatedItinerary: 7 } } },
  },
  expected: (fault) =>
    fault === '401'
      ? 'sign-in offered, reserve kept'
      : fault === '403'
        ? "'Oh no!' with the host's refusal"
        : fault === '404'
          ? "'Oh no!' 'Home not found'"
          : "'Oh no!' try again later",
  run: async (page, _ready, fault, index) => {
    const injected = await injectFault(page, RESERVE.call, fault);
    // Nights of its own for each case: a reserve that went through holds them.
    await open(page, `/listings/${KEY_HOME}${stayAt(200 + index * 8)}`, fault);
    const panel = page.getByRole('complementary', { name: 'Your stay' });
    await expect(panel.getByRole('status')).toContainText(/total for 7 nights/);
    await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
    await panel.getByRole('button', { name: 'Reserve' }).click();
    let saw: string;
    if (fault === '401') {
      // The host no longer knows the session: sign in again, the reserve waits for it.
      await faultHappens(page, injected, fault, page.getByRole('form', { name: 'Sign in' }));
      await expect(page).toHaveURL(/\/sso\/login\/\?returnUrl=/);
      saw = 'portal sign-in';
      await injected.remove();
      await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
      await page.waitForURL((url) => url.pathname === `/listings/${KEY_HOME}`);
    } else {
      const dialog = page.getByRole('dialog', { name: 'Oh no!' });
      const words =
        fault === '403'
          ? 'User does not have required role.'
          : fault === '404'
            ? 'Home not found'
            : "We can't seem to process your request at this time. Please refresh the page and try again.";
      await faultHappens(page, injected, fault, dialog);
      await expect(dialog).toContainText(words);
      saw =
        fault === '403' || fault === '404' ? `Oh no! ${words}` : "Oh no! can't process, refresh and retry";
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await injected.remove();
      // The guest presses Reserve again.
      await panel.getByRole('button', { name: 'Reserve' }).click();
    }
    await expect(page.getByRole('dialog', { name: 'Your request is being finalized.' })).toBeVisible();
    return { saw };
  },
};

const CARD_TOKEN: Case = {
  call: {
    name: 'card-token status',
    matches: (url) => /^\/api\/creditCardToken\/[^/]+$/.test(url.pathname),
    method: 'GET',
    notFound: 'Not Found',
    undecodable: { status: 42 },
  },
  // A failed fetch gives the invalid screen (docs/product/flows.md#card-token-flow).
  expected: () => "'Token Invalid'",
  run: async (page, ready, fault) => {
    const injected = await injectFault(page, CARD_TOKEN.call, fault);
    await open(page, `/card-addition?token=${ready.cardToken}`, fault);
    await faultHappens(page, injected, fault, page.getByRole('heading', { level: 2, name: 'Token Invalid' }));
    await expect(page.getByText('This link to add a card is not valid: it may be incomplete.')).toBeVisible();
    await injected.remove();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('form', { name: 'Billing details' })).toBeVisible();
    return { saw: 'Token Invalid' };
  },
};

const CASES: readonly Case[] = [SEARCH, PRICING, HOME, ITINERARY, RESERVE, CARD_TOKEN];

// The cases share nothing but the signed-in state (each reserve books nights of its own): both
// workers take them, which keeps the suite's time within a few minutes on two cores.
test.describe.configure({ mode: 'parallel' });

const CASE_ORDER = CASES.flatMap((kase) => FAULTS.map((fault) => `${kase.call.name} / ${fault}`));

/**
 * Every case's outcome goes to one file of this run (the output folder is emptied when a run
 * starts), so whichever worker ends last prints the whole table, in the cases' order.
 */
const outcomesFile = (outputDir: string) => join(outputDir, 'fault-suite-outcomes.jsonl');

interface Outcome {
  readonly call: string;
  readonly fault: Fault;
  readonly saw: string;
  readonly recovered: boolean;
}

const tableOf = (outcomes: readonly Outcome[]): string => {
  const row = (cells: readonly string[]) =>
    cells.map((cell, i) => cell.padEnd([18, 18, 52, 9][i] ?? 0)).join(' | ');
  const sorted = [...outcomes].sort(
    (a, b) => CASE_ORDER.indexOf(`${a.call} / ${a.fault}`) - CASE_ORDER.indexOf(`${b.call} / ${b.fault}`),
  );
  const header = row(['call', 'fault', 'the guest saw', 'recovered']);
  return [
    `Fault suite: ${outcomes.length} of ${CASE_ORDER.length} cases, ${outcomes.filter((o) => o.recovered).length} as designed and recovered`,
    header,
    '-'.repeat(header.length),
    ...sorted.map((o) => row([o.call, o.fault, o.saw, o.recovered ? 'yes' : 'no'])),
  ].join('\n');
};

test.afterAll(async ({ browserName: _browser }, testInfo) => {
  const file = outcomesFile(testInfo.project.outputDir);
  if (!existsSync(file)) return;
  const outcomes = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Outcome);
  console.log(`\n${tableOf(outcomes)}`);
});

for (const kase of CASES) {
  FAULTS.forEach((fault, index) => {
    test(`${kase.call.name} / ${fault}: ${kase.expected(fault)}`, async ({
      page,
      ready,
      pageErrors,
    }, testInfo) => {
      const outcome = { call: kase.call.name, fault, saw: 'not what was designed', recovered: false };
      try {
        outcome.saw = (await kase.run(page, ready, fault, index)).saw;
        expect(pageErrors.map((error) => error.message)).toEqual([]);
        outcome.recovered = true;
      } finally {
        appendFileSync(outcomesFile(testInfo.project.outputDir), `${JSON.stringify(outcome)}\n`);
        console.log(
          `[fault] ${kase.call.name} / ${fault}: ${outcome.saw}; recovered ${outcome.recovered ? 'yes' : 'no'}`,
        );
      }
    });
  });
}
