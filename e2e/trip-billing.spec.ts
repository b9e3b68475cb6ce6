import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_GUEST, demoTripPath, signIn, signUpNewGuest } from './support/app.js';

/**
 * A trip's billing and documents, and trip links (docs/product/roles.md#trip-links), on a
 * desktop and a phone: the demo trip's folio with its balance, its documents downloaded from
 * the host, a signed-out guest signing in through the portal and landing back on the trip,
 * and another guest's trip refused in the trip's words. The demo trip is only read here.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

for (const [name, viewport] of [
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
  ['a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test.describe(`a trip's billing and documents on ${name}`, () => {
    test.use({ viewport });
    // Each journey signs in through the portal, some twice, and runs axe on a page or two: more
    // than the default 30 s when the machine is busy.
    test.describe.configure({ timeout: 90_000 });

    test('the folio with its balance, and the cards on file', async ({ page }) => {
      const tripPath = await demoTripPath(page);
      await page
        .getByRole('navigation', { name: 'More about this trip' })
        .getByRole('link', { name: 'Billing' })
        .click();
      await expect(page).toHaveURL(`${tripPath}/billing`);
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Charges and payments of this trip' });
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row').nth(2)).toContainText('Payment, card ending 4242');
      await expect(table.getByRole('row').nth(2)).toContainText(/-\$[\d,]+\.\d{2}/);
      const folio = page.getByRole('region', { name: 'Folio' });
      await expect(folio.getByText(/^Balance due$/)).toBeVisible();
      // The balance is what the charges and payments leave owing.
      const dollars = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
      const amounts = await table.getByRole('cell').filter({ hasText: /\$/ }).allTextContents();
      const owed = amounts.map(dollars).reduce((sum, amount) => sum + amount, 0);
      await expect(folio.getByText('Balance due').locator('..')).toHaveText(
        `Balance due $${owed.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      const cards = page.getByRole('region', { name: 'Your cards' });
      await expect(cards.getByRole('link', { name: 'Add a card to this trip' })).toHaveAttribute(
        'href',
        `/card-addition?itineraryId=${tripPath.split('/').at(-1)}`,
      );
      // The folio fits the screen: nothing hides off its side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await violationsOf(page)).toEqual([]);
    });

    test('a document downloaded from the host, and the house manual', async ({ page }) => {
      const tripPath = await demoTripPath(page);
      await page
        .getByRole('navigation', { name: 'More about this trip' })
        .getByRole('link', { name: 'Documents' })
        .click();
      await expect(page).toHaveURL(`${tripPath}/documents`);
      const whole = page.getByRole('region', { name: 'For the whole trip' });
      const summary = whole.getByRole('link', { name: 'Trip summary.pdf' });
      await expect(summary).toBeVisible();
      // Each document with its type, size and date, and a preview of its first words.
      const summaryRow = whole.getByRole('listitem').filter({ hasText: 'Trip summary.pdf' });
      await expect(summaryRow).toContainText(/PDF document · [\d.]+ (KB|bytes) · added /);
      await expect(summaryRow.locator('svg.document-icon--pdf')).toBeVisible();
      await summaryRow.getByText('Preview', { exact: true }).click();
      await expect(summaryRow.locator('pre')).toContainText('Rocky Mountains ski week: trip summary');
      const manualRow = whole.getByRole('listitem').filter({ hasText: 'House manual.md' });
      await manualRow.getByText('Preview', { exact: true }).click();
      await expect(manualRow.locator('pre')).toContainText(/^# .+: house manual/);
      expect(await violationsOf(page)).toEqual([]);

      const [pdf] = await Promise.all([page.waitForEvent('download'), summary.click()]);
      expect(pdf.suggestedFilename()).toBe('Trip summary.pdf');
      const bytes = await readFile((await pdf.path()) ?? '');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain('Rocky Mountains ski week: trip summary');

      const [manual] = await Promise.all([
        page.waitForEvent('download'),
        whole.getByRole('link', { name: 'House manual.md' }).click(),
      ]);
      expect(manual.suggestedFilename()).toBe('House manual.md');
      expect((await readFile((await manual.path()) ?? '')).toString('utf8')).toMatch(/^# .+: house manual\n/);

      // The file is the trip owner's only: without the session, the host refuses it.
      const href = (await summary.getAttribute('href')) ?? '';
      expect((await page.request.get(href, { headers: { cookie: '' } })).status()).toBe(401);
    });

    test('a signed-out guest opening a trip link signs in through the portal and lands back on it', async ({
      page,
    }) => {
      const tripPath = await demoTripPath(page);
      await page.context().clearCookies();
      await page.goto(`${tripPath}?tab=explore`);
      const notice = page.getByRole('region', { name: 'Sign in to see this trip' });
      await expect(notice).toBeVisible();
      await expect(page.getByRole('heading', { name: /^401/ })).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);
      await notice.getByRole('link', { name: 'Sign in' }).click();
      await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
      await expect(page).toHaveURL(`${tripPath}?tab=explore`);
      await expect(page.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
    });

    test("another guest's trip cannot be viewed, nor its billing, documents or items", async ({ page }) => {
      const tripPath = await demoTripPath(page);
      const itemLink = page.locator(`a[href^="${tripPath}/items/"]`).first();
      await expect(itemLink).toBeVisible();
      const itemPath = (await itemLink.getAttribute('href')) ?? '';
      // Signed out from the nav bar, then a new guest of our own.
      await page.context().clearCookies();
      await page.goto('/itineraries');
      await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await signUpNewGuest(page);
      await expect(page).toHaveURL('/itineraries');

      await page.goto(tripPath);
      const notice = page.getByRole('region', { name: 'This trip cannot be viewed' });
      await expect(notice).toBeVisible();
      await expect(page.getByText(/change this itinerary/)).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);

      await page.goto(`${tripPath}/billing`);
      const unauthorized = page.getByRole('region', { name: 'Unauthorized' });
      await expect(unauthorized).toBeVisible();
      await expect(unauthorized.getByText(/belongs to another account/)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);

      await page.goto(`${tripPath}/documents`);
      await expect(page.getByRole('region', { name: 'This trip cannot be viewed' })).toBeVisible();

      // An item of the trip reads as the trip does, not as the host's '403 Forbidden'.
      await page.goto(itemPath);
      await expect(page.getByRole('region', { name: 'This trip cannot be viewed' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^403/ })).toHaveCount(0);
    });
  });
}
