import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, navLink, uniqueEmail } from './support/app.js';

/**
 * The portal's account links (docs/host/decisions.md#account-links): the concierge invites a
 * lead's e-mail and gets a one-time finalize-account link; the guest follows it, gives names
 * and a password, and lands in the app signed in. The link then works no more. And a guest
 * who forgot the password asks for a link from 'Forgot password?'; with no relay on this
 * machine the test reads it from the outbox as the concierge would (docs/host/decisions.md#mail-outbox).
 */

const CONCIERGE = { email: 'concierge@keyhaven.test', password: 'concierge-demo-1' } as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The concierge signs in through the REST host and issues an account link, as a script would. */
const issueLink = async (request: APIRequestContext, body: Record<string, string>) => {
  const login = await request.post('/api/login/', {
    data: { username: CONCIERGE.email, password: CONCIERGE.password },
  });
  expect(login.status()).toBe(200);
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const issued = await request.post('/api/concierge/account-links', {
    headers: { 'X-Session-Token': sessionToken },
    data: body,
  });
  expect(issued.status()).toBe(201);
  return (await issued.json()) as { url: string; purpose: string };
};

const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

test('a concierge invites a lead, who finalizes the account in the portal and lands signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const link = await issueLink(request, { email, firstName: 'Lea', lastName: 'Lead' });
  expect(link.purpose).toBe('finalize-account');
  const { pathname, search } = new URL(link.url);

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalize your account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Finalize your account' });
  await form.getByLabel('First name').fill('Lea');
  await form.getByLabel('Last name').fill('Lindqvist');
  await form.getByLabel('Phone (optional)').fill('(303) 555-0166');
  await form.getByLabel('Password (at least 8 characters)').fill('lea-password-1');
  await form.getByLabel('Confirm password').fill('lea-password-1');
  await form.getByRole('button', { name: 'Finalize Account' }).click();

  // The app's home, signed in as the new account.
  await expect(page).toHaveURL(/\/itineraries$/);
  await expect(navLink(page, 'Sign Out')).toBeVisible();

  // Her contact information is what she gave; and the link is spent.
  await page.goto('/sso/contact-info/');
  await expect(page.getByLabel('Last name')).toHaveValue('Lindqvist');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('3035550166');
  await page.goto(`${pathname}${search}`);
  await form.getByLabel('First name').fill('Lea');
  await form.getByLabel('Last name').fill('Lead');
  await form.getByLabel('Password (at least 8 characters)').fill('another-password');
  await form.getByLabel('Confirm password').fill('another-password');
  await form.getByRole('button', { name: 'Finalize Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('This link has already been used');
});

test('a link opened with another e-mail shows the correct one obscured, with no WCAG A/AA violations', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const link = await issueLink(request, {
    email,
    firstName: 'Lea',
    lastName: 'Lead',
    purpose: 'set-password',
  });
  const url = new URL(link.url);
  expect(url.pathname).toBe('/sso/set-password/');
  url.searchParams.set('email', 'someone.else@keyhaven.test');
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Set your password' });
  await form.getByLabel('New password (at least 8 characters)').fill('lea-password-1');
  await form.getByLabel('Confirm new password').fill('lea-password-1');
  await form.getByRole('button', { name: 'Set Password' }).click();
  const [name, domain] = email.split('@') as [string, string];
  await expect(form.getByRole('alert')).toHaveText(
    `This link was sent for another e-mail address: ${name.slice(0, 2)}${'*'.repeat(name.length - 2)}@${domain}`,
  );
  expect(await violationsOf(page)).toEqual([]);
});

/** The latest message the host posted to `email`, read as the concierge over HTTP. */
const latestMailTo = async (request: APIRequestContext, email: string) => {
  const { headers } = await apiSession(request, CONCIERGE);
  const outbox = await request.get(`/api/concierge/outbox?email=${encodeURIComponent(email)}`, { headers });
  expect(outbox.status()).toBe(200);
  const messages = (await outbox.json()) as { to: string; subject: string; text: string }[];
  return messages[0];
};

for (const [name, viewport] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }],
  ['a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test.describe(`forgot password on ${name}`, () => {
    test.use({ viewport });

    test('a guest asks for a link, opens it from the outbox, sets a new password and is signed in; the old one no longer works', async ({
      page,
      request,
    }) => {
      // A guest of their own: the demo guest's password is what the other journeys sign in with.
      const email = uniqueEmail();
      const signedUp = await request.post('/api/signup/', {
        data: { email, password: 'old-password-1', firstName: 'Fay', lastName: 'Forgetful' },
      });
      expect(signedUp.status()).toBe(201);

      await page.goto('/sso/login/');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Forgot your password?' });
      await form.getByLabel('E-mail').fill(email);
      await form.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByRole('status')).toHaveText(
        `If an account has the e-mail ${email}, a link to set a new password is on its way to it. The link is valid for 1 hour and works once.`,
      );
      await expect(page.getByRole('status')).toBeFocused();
      await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      const mail = await latestMailTo(request, email);
      expect(mail).toMatchObject({ to: email, subject: 'Keyhaven: set a new password' });
      const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
      expect(link.pathname).toBe('/sso/set-password/');
      await page.goto(`${link.pathname}${link.search}`);
      const [local, domain] = email.split('@') as [string, string];
      await expect(
        page.getByText(`For the account ${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${domain}.`),
      ).toBeVisible();
      const reset = page.getByRole('form', { name: 'Set your password' });
      await reset.getByLabel('New password (at least 8 characters)').fill('new-password-2');
      await reset.getByLabel('Confirm new password').fill('new-password-2');
      await reset.getByRole('button', { name: 'Set Password' }).click();

      // The app's home, signed in as the guest: their (empty) trips, not the sign-in offer.
      await expect(page).toHaveURL(/\/itineraries$/);
      await expect(page.getByRole('heading', { level: 2, name: 'No trips yet' })).toBeVisible();
      const signIn = (password: string) =>
        request.post('/api/login/', { data: { username: email, password } });
      expect((await signIn('old-password-1')).status()).toBe(401);
      expect((await signIn('new-password-2')).status()).toBe(200);
    });
  });
}
