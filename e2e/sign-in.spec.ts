import { expect, type Page, test } from '@playwright/test';
import { DEMO_GUEST, mainNav, navLink, openPage, signIn, signUpNewGuest } from './support/app.js';

/**
 * Sign-in, sign-up and sign-out through the single sign-on portal
 * (docs/product/overview.md#single-sign-on and docs/product/routes.md#portal-screens).
 */

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

const goToPortalSignIn = async (page: Page) => {
  await navLink(page, 'Sign In').click();
  await expect(page).toHaveURL(/\/sso\/login\/\?returnUrl=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
};

test('the demo guest signs in through the portal and comes back signed in', async ({ page, context }) => {
  await openPage(page, '/itineraries/i1?tab=explore&utm_source=mail');
  const returnUrl = page.url();
  await goToPortalSignIn(page);
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);

  // Back at the return URL, query and all, with the session the portal stored.
  await expect(page).toHaveURL(returnUrl);
  await expect(navLink(page, 'Sign Out')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'sso_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The session holds across a reload: the app reads the cookie and asks the session backend.
  await page.reload();
  await expect(navLink(page, 'Sign Out')).toBeVisible();
});

test('a wrong password is refused in the form alert, and the guest stays on the portal', async ({ page }) => {
  await openPage(page, '/listings');
  await goToPortalSignIn(page);
  await signIn(page, DEMO_GUEST.email, 'not-the-password');
  await expect(signInForm(page).getByRole('alert')).toHaveText('Invalid e-mail or password');
  await expect(page).toHaveURL(/\/sso\/login\//);
  // The guest can correct it and go on.
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(page).toHaveURL('/listings');
  await expect(navLink(page, 'Sign Out')).toBeVisible();
});

test('Sign Out ends the session and returns to the app signed out', async ({ page, context }) => {
  await openPage(page, '/listings');
  await goToPortalSignIn(page);
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(navLink(page, 'Sign Out')).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'sso_session')?.value;
  expect(token).toBeTruthy();

  await navLink(page, 'Sign Out').click();
  await expect(page).toHaveURL('/listings');
  await expect(navLink(page, 'Sign In')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign Out' })).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'sso_session')).toBeUndefined();

  // The session is gone on the server too, not only the cookie.
  const after = await page.request.get('/auth/current-user', { headers: { 'X-Session-Token': token ?? '' } });
  expect(after.status()).toBe(401);
});

test('a new guest signs up and lands back in the app signed in', async ({ page }) => {
  await openPage(page, '/itineraries');
  await goToPortalSignIn(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sso\/sign-up\/\?returnUrl=/);

  await signUpNewGuest(page);

  await expect(page).toHaveURL('/itineraries');
  await expect(navLink(page, 'Sign Out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to see your trips' })).toHaveCount(0);
});

test('signing up with the e-mail of an existing account is refused', async ({ page }) => {
  await page.goto('/sso/sign-up/');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Ava');
  await form.getByLabel('Last name').fill('Again');
  await form.getByLabel('E-mail').fill(DEMO_GUEST.email.toUpperCase());
  await form.getByLabel('Password (at least 8 characters)').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByRole('alert')).toHaveText('An account with this e-mail already exists');
});
