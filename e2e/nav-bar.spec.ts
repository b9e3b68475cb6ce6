import { expect, test } from '@playwright/test';
import { mainNav, navBar, navLink, openPage } from './support/app.js';

/** The navigation bar (docs/product/routes.md#navigation-bar). */

test('logged out, the bar offers Sign In and not Sign Out', async ({ page }) => {
  await openPage(page, '/itineraries');
  await expect(navLink(page, 'Sign In')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign Out' })).toHaveCount(0);
  // Sign In goes to the portal and comes back here.
  const href = await navLink(page, 'Sign In').getAttribute('href');
  const target = new URL(href ?? '', page.url());
  expect(target.pathname).toBe('/sso/login/');
  expect(target.searchParams.get('returnUrl')).toBe(page.url());
});

test('in-app links open in a new tab unless the guest is already on that page', async ({ page }) => {
  await openPage(page, '/listings');
  await expect(navLink(page, 'Explore Homes')).not.toHaveAttribute('target');
  await expect(navLink(page, 'Explore Homes')).toHaveAccessibleName('Explore Homes');
  await expect(navLink(page, 'My Trips')).toHaveAttribute('target', '_blank');
  await expect(navLink(page, 'My Trips')).toHaveAttribute('rel', /noopener/);
  await expect(navLink(page, 'My Trips')).toHaveAccessibleName('My Trips (opens in a new tab)');

  await openPage(page, '/itineraries');
  await expect(navLink(page, 'My Trips')).not.toHaveAttribute('target');
  await expect(navLink(page, 'Explore Homes')).toHaveAttribute('target', '_blank');
});

test('a new-tab link really opens a new tab', async ({ page, context }) => {
  await openPage(page, '/listings');
  const [opened] = await Promise.all([context.waitForEvent('page'), navLink(page, 'My Trips').click()]);
  await expect(opened).toHaveURL('/itineraries');
  await expect(page).toHaveURL('/listings');
});

test('the search query travels on the links', async ({ page }) => {
  await openPage(page, '/listings?utm_source=x&lead=y&not_kept=1');
  await expect(navLink(page, 'My Trips')).toHaveAttribute('href', '/itineraries?utm_source=x&lead=y');
  await expect(navLink(page, 'Explore Homes')).toHaveAttribute('href', '/listings?utm_source=x&lead=y');
});

test('the Luxury Getaways menu opens by keyboard and lists the five getaways', async ({ page }) => {
  await openPage(page, '/listings?utm_source=x');
  const button = mainNav(page).getByRole('button', { name: 'Luxury Getaways' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const menuId = await button.getAttribute('aria-controls');
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  const links = menu.getByRole('link');
  await expect(links).toHaveText(
    ['Beach', 'Desert', 'Lakes', 'Mountains', 'Ski'].map((l) => new RegExp(`^${l}`)),
  );
  await expect(menu.getByRole('link', { name: /^Beach/ })).toHaveAttribute(
    'href',
    '/main-site/stays/beach?utm_source=x',
  );

  // Tab reaches the menu's links, and Escape closes it.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: /^Beach/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  // Space toggles it as well (a native button).
  await button.focus();
  await page.keyboard.press(' ');
  await expect(menu).toBeVisible();
});

test('one menu is open at a time, and a click outside the bar closes it', async ({ page }) => {
  await openPage(page, '/listings');
  const getaways = mainNav(page).getByRole('button', { name: 'Luxury Getaways' });
  const partners = mainNav(page).getByRole('button', { name: 'Partners' });
  await getaways.click();
  await expect(getaways).toHaveAttribute('aria-expanded', 'true');
  await partners.click();
  await expect(partners).toHaveAttribute('aria-expanded', 'true');
  await expect(getaways).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(partners).toHaveAttribute('aria-expanded', 'false');
});

test.describe('at the mobile width (769 px or less)', () => {
  test.use({ viewport: { width: 769, height: 900 } });

  test('the menu toggle shows and the links are hidden until it is pressed', async ({ page }) => {
    await openPage(page, '/listings');
    const toggle = navBar(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'My Trips')).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(navLink(page, 'My Trips')).toBeVisible();
    await expect(navLink(page, 'Sign In')).toBeVisible();

    await toggle.click();
    await expect(navLink(page, 'My Trips')).toBeHidden();
  });
});

test.describe('above the mobile width (770 px)', () => {
  test.use({ viewport: { width: 770, height: 900 } });

  test('the links show and the menu toggle does not', async ({ page }) => {
    await openPage(page, '/listings');
    await expect(navBar(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(navLink(page, 'My Trips')).toBeVisible();
    await expect(navLink(page, 'Explore Homes')).toBeVisible();
    await expect(navLink(page, 'Sign In')).toBeVisible();
  });
});

test('the phone number shows in the itinerary view only', async ({ page }) => {
  await openPage(page, '/itineraries/i1');
  const phone = navBar(page).getByRole('link', { name: '(888) 555-0142' });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', 'tel:+18885550142');

  await openPage(page, '/listings');
  await expect(navBar(page).getByRole('link', { name: /^\(\d{3}\)/ })).toHaveCount(0);
  await openPage(page, '/itineraries');
  await expect(navBar(page).getByRole('link', { name: /^\(\d{3}\)/ })).toHaveCount(0);
});

test('the bar is transparent over listing pages and not over itinerary pages', async ({ page }) => {
  await openPage(page, '/listings');
  await expect(navBar(page)).toHaveClass(/nav-bar--transparent/);
  await openPage(page, '/itineraries/i1');
  await expect(navBar(page)).not.toHaveClass(/nav-bar--transparent/);
});

test('/card-addition has no nav bar and no footer', async ({ page }) => {
  await openPage(page, '/card-addition');
  await expect(page.getByRole('heading', { level: 1, name: 'Add A Card' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
