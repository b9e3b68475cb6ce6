import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mainNav, navBar, openPage } from './support/app.js';

/** WCAG 2.1 A and AA, checked by axe-core on the rendered pages. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Violations in a form that names the rule and the elements, so a failure says what to fix. */
const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
};

for (const path of ['/itineraries', '/itineraries/i1', '/listings', '/no-such-page', '/card-addition']) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await openPage(page, path);
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('the portal sign-in page has no WCAG A/AA violations, also with an error shown', async ({ page }) => {
  await page.goto('/sso/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  expect(await violationsOf(page)).toEqual([]);
});

test('the portal sign-up page has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/sso/sign-up/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the open Luxury Getaways menu has no WCAG A/AA violations', async ({ page }) => {
  await openPage(page, '/listings');
  await mainNav(page).getByRole('button', { name: 'Luxury Getaways' }).click();
  await expect(mainNav(page).getByRole('link', { name: /^Beach/ })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test.describe('at the mobile width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the page, and the open menu, have no WCAG A/AA violations', async ({ page }) => {
    await openPage(page, '/itineraries/i1');
    expect(await violationsOf(page)).toEqual([]);

    await navBar(page).getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('link', { name: /^My Trips/ })).toBeVisible();
    await mainNav(page).getByRole('button', { name: 'Partners' }).click();
    await expect(mainNav(page).getByRole('link', { name: /^Content Homes/ })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
});
