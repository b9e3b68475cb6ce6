import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The demo account the host seeds into every fresh database (server/demo/seed/demo-accounts.ts). */
export const DEMO_GUEST = { email: 'guest@keyhaven.test', password: 'vacation-demo-1' } as const;

/** The demo concierge, who issues card tokens (server/demo/seed/demo-accounts.ts). */
export const CONCIERGE = { email: 'concierge@keyhaven.test', password: 'concierge-demo-1' } as const;

export const BUGS_EMAIL = 'bugs@keyhaven.test';

/** Signs in through the REST host, as a script would: the session header and the user's id. */
export const apiSession = async (
  request: APIRequestContext,
  account: { email: string; password: string },
) => {
  const login = await request.post('/api/login/', {
    data: { username: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  const { sessionToken, user } = (await login.json()) as {
    sessionToken: string;
    user: { objectId: string };
  };
  return { headers: { 'X-Session-Token': sessionToken }, userId: user.objectId };
};

/** A fresh 72-hour card token for the demo guest, as the concierge issues one (tokens are single use). */
export const issueCardToken = async (request: APIRequestContext): Promise<string> => {
  const issued = await request.post('/api/concierge/card-tokens', {
    headers: (await apiSession(request, CONCIERGE)).headers,
    data: { email: DEMO_GUEST.email },
  });
  expect(issued.status()).toBe(201);
  return ((await issued.json()) as { token: string }).token;
};

/** The main navigation bar (its header holds the brand, phone and menu toggle too). */
export const navBar = (page: Page): Locator => page.getByRole('banner');
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** A nav link by its visible label; new-tab links add ' (opens in a new tab)' for screen readers. */
export const navLink = (page: Page, label: string): Locator =>
  mainNav(page).getByRole('link', { name: new RegExp(`^${label}( \\(opens in a new tab\\))?$`) });

/**
 * Opens a guest-app page and waits until the shell has started (the session is known:
 * the full-screen loading is gone and the page heading shows).
 */
export const openPage = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** Collects the analytics lines the logging adapter writes to the console. */
export const collectAnalytics = (page: Page): string[] => {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[analytics] ')) lines.push(message.text());
  });
  return lines;
};

/** A new address per call, so sign-up journeys never collide with each other or a rerun. */
export const uniqueEmail = (): string =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@keyhaven.test`;

/** Fills the portal's sign-up form for a new guest (a fresh e-mail each time) and sends it. */
export const signUpNewGuest = async (page: Page): Promise<void> => {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Traveller');
  await form.getByLabel('E-mail').fill(uniqueEmail());
  await form.getByLabel('Password (at least 8 characters)').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Sign Up' }).click();
};

/** Fills the portal's sign-in form and sends it. */
export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
};

/** Signs the demo guest in through the portal from My Trips, and waits until back there. */
export const signInAsDemoGuest = async (page: Page): Promise<void> => {
  await openPage(page, '/itineraries');
  await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(page).toHaveURL('/itineraries');
};

/**
 * The path of the demo guest's active trip (server/demo/seed/demo-trips*.ts), signed in: a trip
 * is shown to its owner only.
 */
export const demoTripPath = async (page: Page): Promise<string> => {
  await signInAsDemoGuest(page);
  await page.getByRole('link', { name: 'Rocky Mountains ski week' }).first().click();
  await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
  return new URL(page.url()).pathname;
};

/** The UTC day `offset` days from today, as 'YYYY-MM-DD'. */
export const dayAt = (offset: number): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** The signed-in page's session as the REST host's header, for calls a journey makes itself. */
export const sessionHeaders = async (page: Page): Promise<{ 'X-Session-Token': string }> => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sso_session');
  if (!cookie) throw new Error('not signed in');
  return { 'X-Session-Token': cookie.value };
};
