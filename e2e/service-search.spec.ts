import { expect, type Page, test } from '@playwright/test';
import { violationsOf } from './listings-steps.js';

/**
 * The services catalog's search, as a guest uses it (docs/product/routes.md#services-catalog-search):
 * typed into the field, its matches replace the shelves; the text lives in the address, so a
 * reload and the way back from a service's details show the same search; cleared, the shelves
 * come back. The expected matches are worked out from the host's own list of the market's
 * services, as the product describes the search, not from the page.
 */

const MARKET = 'rocky-mountains';
const CATALOG = `/markets/${MARKET}/services`;
const WORD = 'chef';

interface WireService {
  name: string;
  description?: string | null;
  siteSection?: string | null;
  categories?: { name: string }[] | null;
}

/** The catalog services of the demo market that hold the word in their name, description or a category. */
const expectedMatches = async (page: Page): Promise<string[]> => {
  const answer = await page.request.get(`/api/markets/${MARKET}/services`);
  expect(answer.ok()).toBe(true);
  const services = (await answer.json()) as WireService[];
  const holds = (text: string | null | undefined) => (text ?? '').toLowerCase().includes(WORD);
  return services
    .filter((service) => service.siteSection === 'catalog')
    .filter(
      (service) =>
        holds(service.name) ||
        holds(service.description) ||
        (service.categories ?? []).some((category) => holds(category.name)),
    )
    .map((service) => service.name);
};

const resultNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test('searching the services catalog: typed, kept in the address, through a reload and back', async ({
  page,
}) => {
  test.slow(); // a reload and a round trip through a service's details
  const expected = await expectedMatches(page);
  expect(expected.length, `the demo market has catalog services about "${WORD}"`).toBeGreaterThan(0);

  await page.goto(`${CATALOG}?utm_source=e2e`);
  await expect(page.getByRole('heading', { level: 1, name: 'Services & Experiences' })).toBeVisible();
  const field = page.getByRole('searchbox', { name: 'Search services' });
  const shelves = await page.getByRole('main').getByRole('heading', { level: 2 }).count();
  expect(shelves).toBeGreaterThan(1);

  await field.fill(WORD);
  const title =
    expected.length === 1 ? `1 service matches "${WORD}"` : `${expected.length} services match "${WORD}"`;
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page).toHaveURL(`${CATALOG}?utm_source=e2e&q=${WORD}`);
  expect((await resultNames(page)).sort()).toEqual([...expected].sort());
  expect(await violationsOf(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(field).toHaveValue(WORD);

  // A match opens its details; back, the same search.
  const first = page.getByRole('main').getByRole('article').first();
  const firstName = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('link', { name: firstName }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(field).toHaveValue(WORD);

  await field.fill('no such service anywhere');
  await expect(page.getByText('No services match "no such service anywhere".')).toBeVisible();

  await field.fill('');
  await expect(page).toHaveURL(`${CATALOG}?utm_source=e2e`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(shelves);
});
