import { expect, type Page, test } from '@playwright/test';
import { dayAt } from './support/app.js';

/**
 * Issue 28 item 6, words and keys: Escape closes the guests popovers and the phone menu (the
 * focus back on their button), a home's guests stepper stays open after + or −, and the terms
 * link opens the home's cancellation policy with its check-in and check-out times.
 */

const KEY_HOME = 'k2isMgpa3l';
const homePath = `/listings/${KEY_HOME}?listing_start_date=${dayAt(700)}&listing_end_date=${dayAt(707)}&listing_adults=2`;

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 770;

const panelOf = async (page: Page) => {
  if (phone(page)) await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
  const panel = phone(page)
    ? page.getByRole('dialog', { name: 'Your stay' })
    : page.getByRole('complementary', { name: 'Your stay' });
  await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
  return panel;
};

for (const [name, viewport] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }],
  ['a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test.describe(`words and keys on ${name}`, () => {
    test.use({ viewport });

    test('a home’s guests stepper stays open after + and −, and Escape closes it, the focus on its button', async ({
      page,
    }) => {
      await page.goto(homePath);
      const panel = await panelOf(page);
      const guests = panel.getByRole('button', { name: /^Guests/ });
      await guests.click();
      await panel.getByRole('button', { name: 'Increase Adults' }).click();
      await expect(page).toHaveURL(/listing_adults=3/);
      await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
      await expect(guests).toHaveAttribute('aria-expanded', 'true');
      await panel.getByRole('button', { name: 'Decrease Adults' }).click();
      await expect(page).toHaveURL(/listing_adults=2/);
      await expect(guests).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(guests).toHaveAttribute('aria-expanded', 'false');
      await expect(guests).toBeFocused();
    });

    test('the terms link opens the home’s cancellation policy with its check-in and check-out times', async ({
      page,
    }) => {
      await page.goto(homePath);
      const panel = await panelOf(page);
      await panel.getByRole('link', { name: 'cancellation policy' }).click();
      const terms = page.getByRole('region', { name: 'Check-in, check-out and cancellation policy' });
      await expect(terms).toBeInViewport();
      await expect(terms).toBeFocused();
      await expect(terms).toContainText('Check-in from 4:00 PM');
      await expect(terms).toContainText('Check-out by 10:00 AM');
      await expect(terms.getByRole('heading', { name: 'Cancellation policy', exact: true })).toBeVisible();
    });

    test('the portal’s sign in offers Forgot password?, which asks the concierge for a set-password link', async ({
      page,
    }) => {
      await page.goto('/sso/login/?returnUrl=%2Flistings');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/sso\/forgot-password\/\?returnUrl=%2Flistings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    });

    test('Escape closes the search’s guests popover, and the phone menu', async ({ page }) => {
      await page.goto('/listings');
      await expect(page.getByRole('heading', { level: 1, name: 'Explore Homes' })).toBeVisible();
      const who = page.getByRole('search', { name: 'Search homes' }).getByRole('button', { name: /Who/ });
      await who.click();
      await expect(who).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(who).toHaveAttribute('aria-expanded', 'false');
      await expect(who).toBeFocused();
      if (phone(page)) {
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeFocused();
      }
    });
  });
}
