import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/app.js';

/** Steps the home search journeys share (e2e/catalog.spec.ts, e2e/listings-*.spec.ts). */

export const searchBar = (page: Page): Locator => page.getByRole('search', { name: 'Search homes' });

/** A day `days` from today, as the search terms and the address bar carry it. */
export const day = (days: number): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const asDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** 'Wednesday, April 1, 2030': how the grid names a day. */
export const dayName = (iso: string): string =>
  asDate(iso).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** 'April 2030': how the grid names a month. */
export const monthName = (iso: string): string =>
  asDate(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Shows the month of `iso` in the open date dialog with its Next month button, then clicks the day. */
const clickDay = async (dialog: Locator, iso: string) => {
  for (let step = 0; step < 36; step += 1) {
    const shown = await dialog.getByRole('heading', { level: 3 }).textContent();
    if (shown === monthName(iso)) break;
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(dialog.getByRole('grid', { name: monthName(iso) })).toBeVisible();
  await dialog.getByRole('gridcell', { name: new RegExp(`^${dayName(iso)}`) }).click();
};

/** Chooses a stay with the date-range dialog, as a guest with a pointer would. */
export const chooseStay = async (page: Page, checkIn: string, checkOut: string): Promise<void> => {
  await searchBar(page)
    .getByRole('button', { name: /^Check-in/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose check-in date' });
  await expect(dialog).toBeVisible();
  await clickDay(dialog, checkIn);
  await expect(page.getByRole('dialog', { name: 'Choose check-out date' })).toBeVisible();
  await clickDay(page.getByRole('dialog'), checkOut);
  await expect(page.getByRole('dialog')).toBeHidden();
};

/** The day a date field shows (its <time datetime>), or null when it shows none. */
export const fieldDate = (page: Page, label: 'Check-in' | 'Check-out'): Locator =>
  searchBar(page)
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .locator('time');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The WCAG A/AA violations axe finds on the page as it is now. */
export const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
};

export const matchesHeading = (page: Page): Locator =>
  page.getByRole('heading', { level: 2, name: /match(es)? your search$/ });
export const exactList = (page: Page): Locator => page.getByRole('list', { name: 'Homes that match' });

/**
 * Opens the search at `search` and, from it, the first matching home's page, as a guest
 * clicks it; answers the home's name once its page shows it.
 */
export const openFirstHome = async (page: Page, search: string): Promise<string> => {
  await openPage(page, search);
  await expect(matchesHeading(page)).toBeVisible();
  const link = exactList(page).getByRole('listitem').first().getByRole('link');
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
};

/** Every search answered with these stand-in homes, all of them exact matches. */
export const answerSearchWith = async (page: Page, homes: unknown[]) => {
  await page.route('**/api/listings/search?*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        exactMatches: homes,
        partialMatches: [],
        searchResultCount: { numExactMatches: homes.length },
      }),
    }),
  );
};
