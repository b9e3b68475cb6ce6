import { expect, test } from '@playwright/test';
import { day, dayName, fieldDate, monthName, searchBar, violationsOf } from './listings-steps.js';
import { openPage } from './support/app.js';

/** The stay's dates by keyboard alone (W3C APG date picker dialog), in real Chromium. */

const focusedDayName = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

test('a guest chooses check-in and check-out with the keyboard; the dialog has no WCAG A/AA violations', async ({
  page,
}) => {
  const today = day(0);
  await openPage(page, '/listings?listing_destination=Aspen');
  const checkInButton = searchBar(page).getByRole('button', { name: 'Check-in Add date' });
  await checkInButton.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Choose check-in date' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('grid', { name: monthName(today) })).toBeVisible();
  await expect.poll(() => focusedDayName(page)).toBe(dayName(today));
  expect(await violationsOf(page)).toEqual([]);

  // A week on, then a month on: the month heading follows (and is announced).
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedDayName(page)).toBe(dayName(day(7)));
  await page.keyboard.press('PageDown');
  const checkIn = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(monthName(checkIn));
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Enter');

  // Check-out next: nothing chosen for the guest, the check-in itself not choosable.
  const outDialog = page.getByRole('dialog', { name: 'Choose check-out date' });
  await expect(outDialog).toBeVisible();
  await expect(outDialog.getByRole('gridcell', { name: `${dayName(checkIn)}, check-in` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(outDialog.getByRole('gridcell', { selected: true })).toHaveCount(1);
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight'); // the next week's Sunday
  const checkOut = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  expect(checkOut > checkIn).toBe(true);
  await page.keyboard.press(' ');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The focus is back where the guest started; the search runs on Search, with the URL parameters as before.
  await expect(searchBar(page).getByRole('button', { name: /^Check-in/ })).toBeFocused();
  await expect(fieldDate(page, 'Check-in')).toHaveAttribute('datetime', checkIn);
  await expect(fieldDate(page, 'Check-out')).toHaveAttribute('datetime', checkOut);
  await searchBar(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    `/listings?listing_destination=Aspen&listing_start_date=${checkIn}&listing_end_date=${checkOut}`,
  );
});

test('Escape closes the dialog without a change and returns the focus; Tab stays inside it', async ({
  page,
}) => {
  const checkIn = day(30);
  const checkOut = day(33);
  await openPage(
    page,
    `/listings?listing_destination=Aspen&listing_start_date=${checkIn}&listing_end_date=${checkOut}`,
  );
  const checkOutButton = searchBar(page).getByRole('button', { name: /^Check-out/ });
  await checkOutButton.click();
  const dialog = page.getByRole('dialog', { name: 'Choose check-out date' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedDayName(page)).toBe(`${dayName(checkOut)}, check-out`);
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(checkOutButton).toBeFocused();
  await expect(fieldDate(page, 'Check-out')).toHaveAttribute('datetime', checkOut);
});

test.describe('at the mobile width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the open dialog fits the screen and has no WCAG A/AA violations', async ({ page }) => {
    await openPage(page, '/listings');
    await searchBar(page)
      .getByRole('button', { name: /^Check-in/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Choose check-in date' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await violationsOf(page)).toEqual([]);
  });
});
