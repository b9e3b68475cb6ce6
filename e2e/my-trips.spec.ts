import { expect, type Page, test } from '@playwright/test';
import { DEMO_GUEST, openPage, signIn, signInAsDemoGuest, signUpNewGuest } from './support/app.js';

/**
 * My Trips (/itineraries and /itineraries/{id}, docs/product/routes.md#route-table): the demo
 * guest's trips and the itinerary tab of their active trip, which holds a service item in
 * every status (server/demo/seed/demo-trips*.ts). Removing an item is tried on a trip of a new
 * guest, so the demo trip stays whole for the other journeys running against the same server.
 */

const sessionToken = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sso_session');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
};

test('the demo guest sees upcoming and past trips, and the itinerary of the active one', async ({ page }) => {
  await openPage(page, '/itineraries');
  await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(page).toHaveURL('/itineraries');

  const upcoming = page.getByRole('region', { name: 'Upcoming trips' });
  const past = page.getByRole('region', { name: 'Past trips' });
  await expect(upcoming.getByRole('link', { name: 'Rocky Mountains ski week' })).toBeVisible();
  // Other journeys may add trips of their own: the demo trips are looked for among them.
  await expect(upcoming.getByText('Rocky Mountains', { exact: true }).first()).toBeVisible();
  // 'dddd, MMMM D, YYYY' (docs/product/constants.md#date-and-label-formats) for both ends of
  // the trip.
  await expect(
    upcoming.getByText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} – [A-Z][a-z]+day, /).first(),
  ).toBeVisible();
  await expect(past.getByRole('link', { name: 'Beach week on the coast' })).toBeVisible();

  await upcoming.getByRole('link', { name: 'Rocky Mountains ski week' }).click();
  await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
  await expect(page.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');

  const services = page.getByRole('region', { name: 'Services & experiences' });
  for (const label of [
    'Price Requested',
    'Quote Provided',
    'Saved For Later',
    'Pending Confirmation — We will be in touch shortly',
    'Booked',
    'Canceled',
    'Not Available',
  ])
    await expect(services.getByText(label, { exact: true }).first()).toBeVisible();
  // Priced items show their total (docs/product/constants.md#price-totals); the guest's
  // removed item is not listed.
  await expect(services.getByText(/ total/).first()).toBeVisible();
  // The owner may remove what is not booked, never what is.
  const booked = services.getByRole('listitem').filter({ has: page.getByText('Booked', { exact: true }) });
  await expect(booked.first()).toBeVisible();
  await expect(booked.first().getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const quoted = services
    .getByRole('listitem')
    .filter({ has: page.getByText('Quote Provided', { exact: true }) });
  await expect(quoted.first().getByRole('button', { name: /^Remove / })).toBeVisible();
  // The home the trip is built around, with its dates.
  const home = page
    .getByRole('region', { name: /^Your homes?$/ })
    .getByRole('listitem')
    .first();
  await expect(home.getByText('Check-in')).toBeVisible();
});

test('a guest removes a service from their trip after confirming', async ({ page }) => {
  await openPage(page, '/itineraries');
  await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUpNewGuest(page);
  await expect(page).toHaveURL('/itineraries');
  await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();

  // A trip with one service, made through the API as the guest.
  const headers = { 'X-Session-Token': await sessionToken(page) };
  const created = await page.request.post('/api/itinerary', {
    headers,
    data: { marketId: 'rocky-mountains', itineraryName: 'Robin in the Rockies' },
  });
  expect(created.status()).toBe(201);
  const { objectId } = (await created.json()) as { objectId: string };
  const catalog = await page.request.get('/api/markets/rocky-mountains/services');
  const [service] = (
    (await catalog.json()) as { id: string; name: string; listingRedirectId?: string }[]
  ).filter((candidate) => !candidate.listingRedirectId);
  if (!service) throw new Error('the demo market has no services');
  const added = await page.request.post(`/api/itinerary/${objectId}/service/${service.id}`, {
    headers,
    data: {},
  });
  expect(added.status()).toBe(201);

  await page.goto(`/itineraries/${objectId}`);
  const services = page.getByRole('region', { name: 'Services & experiences' });
  await services.getByRole('button', { name: `Remove ${service.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${service.name}?` });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove service' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(services.getByText('No services on this trip yet.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Services & experiences' }).getByText('No services on this trip yet.'),
  ).toBeVisible();
});

test('an unknown trip shows the error page', async ({ page }) => {
  await signInAsDemoGuest(page);
  await openPage(page, '/itineraries/no-such-trip');
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
});
