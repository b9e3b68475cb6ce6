import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoTripPath, openPage, signUpNewGuest } from './support/app.js';

/**
 * The concierge conversation of a trip (docs/product/routes.md#conversation-page), at a
 * desktop's and a phone's width. The demo guest's active trip has items the concierge quoted
 * and moved (server/demo/seed/demo-trips.ts): their quotes and status changes are in its
 * conversation. A message is written there and read back after a reload. The phone is changed
 * by a new guest on a trip of their own, so the demo account stays as other journeys expect it.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const axeFindsNothing = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
};

const sessionToken = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sso_session');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
};

for (const [name, viewport] of [
  ['a desktop (1280 px)', DESKTOP],
  ['a phone (390 px)', PHONE],
] as const) {
  test.describe(`the conversation on ${name}`, () => {
    test.use({ viewport, timezoneId: 'America/Denver' });
    // Two pages, a reload and axe twice: more than the default 30 s on a busy machine.
    test.slow();

    test('the trip links to its conversation, which holds its quotes and status changes; a message sent stays after a reload', async ({
      page,
    }) => {
      const tripPath = await demoTripPath(page);
      await page
        .getByRole('navigation', { name: 'More about this trip' })
        .getByRole('link', { name: 'Conversation' })
        .click();
      await expect(page).toHaveURL(`${tripPath}/conversation`);
      await expect(page.getByRole('heading', { level: 1, name: 'Conversation' })).toBeVisible();

      const feed = page.getByRole('list', { name: 'Messages and updates' });
      const quote = feed.getByRole('listitem').filter({ hasText: ': Quote Provided' }).first();
      await expect(quote).toBeVisible();
      // A quote is a compact event on the thread, its time in the guest's own zone (Denver here).
      await expect(quote.locator('.conversation-event__kind')).toHaveText('Quote');
      await expect(quote.getByText(/ (MST|MDT)$/)).toBeVisible();
      await expect(feed).not.toContainText('UTC');
      await expect(feed.getByText(/: Price Requested/).first()).toBeVisible();
      await expect(feed.getByText(/: Booked/).first()).toBeVisible();

      // The promotions running for the trip's line, each with its link.
      await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('link').first()).toBeVisible();
      await axeFindsNothing(page);

      // Nothing to send: said on the field, nothing sent.
      const form = page.getByRole('form', { name: 'Write to your concierge' });
      await form.getByRole('button', { name: 'Send message' }).click();
      const box = form.getByRole('textbox', { name: 'Your message' });
      await expect(form.getByText('Please write a message.')).toBeVisible();
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await axeFindsNothing(page);

      const words = `Could we have the chef on ${name}? (${Date.now().toString(36)})`;
      await box.fill(words);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByRole('status')).toHaveText('Your message was sent.');
      const sent = feed.getByRole('listitem').filter({ hasText: words });
      await expect(sent).toBeVisible();
      await expect(sent.getByText('Ava Guest')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('list', { name: 'Messages and updates' }).getByText(words)).toBeVisible();
    });

    test('a guest changes the phone: too few digits are refused, a good number shows in its display form and stays', async ({
      page,
    }) => {
      await openPage(page, '/itineraries');
      await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await signUpNewGuest(page);
      await expect(page).toHaveURL('/itineraries');
      const created = await page.request.post('/api/itinerary', {
        headers: { 'X-Session-Token': await sessionToken(page) },
        data: { marketId: 'rocky-mountains', itineraryName: 'Robin in the Rockies' },
      });
      expect(created.status()).toBe(201);
      const { objectId } = (await created.json()) as { objectId: string };

      await openPage(page, `/itineraries/${objectId}/conversation`);
      await expect(page.getByText('No messages yet. Write to your concierge below.')).toBeVisible();
      const phone = page.getByRole('region', { name: 'Your phone' });
      await expect(phone.getByText('No phone number yet')).toBeVisible();
      await phone.getByRole('button', { name: 'Change phone' }).click();
      const field = phone.getByRole('textbox', { name: 'Phone number' });
      await expect(field).toBeFocused();
      await field.fill('303 555');
      await field.press('Enter');
      await expect(phone.getByRole('alert')).toHaveText('Please enter a phone number of 10 to 14 digits.');
      await expect(field).toHaveValue('303 555');
      await axeFindsNothing(page);

      await field.fill('1 303 555 0142');
      await phone.getByRole('button', { name: 'Save phone' }).click();
      await expect(phone.getByText('+1 (303) 555-0142')).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Your phone' }).getByText('+1 (303) 555-0142'),
      ).toBeVisible();
    });
  });
}

test.describe("a booking's time in the guest's own zone", () => {
  test.use({ viewport: DESKTOP, timezoneId: 'America/Denver' });

  test('a note the host wrote with a UTC time reads in Denver time, the thread naming no UTC', async ({
    page,
  }) => {
    await openPage(page, '/itineraries');
    await page.getByRole('link', { name: 'Sign in to see your trips' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUpNewGuest(page);
    await expect(page).toHaveURL('/itineraries');
    const headers = { 'X-Session-Token': await sessionToken(page) };
    const created = await page.request.post('/api/itinerary', {
      headers,
      data: { marketId: 'rocky-mountains', itineraryName: 'Christmas in the Rockies' },
    });
    const { objectId } = (await created.json()) as { objectId: string };
    // The words the host writes for a reserve (service-booking.ts): 01:00 UTC on the 25th is 6 PM on the 24th in Denver.
    const noted = await page.request.post(`/api/itinerary/${objectId}/caseFeed`, {
      headers,
      data: { message: 'Robin Guest reserved In-Home Massage on 2026-12-25 01:00 UTC.' },
    });
    expect(noted.status()).toBe(204);

    await openPage(page, `/itineraries/${objectId}/conversation`);
    const feed = page.getByRole('list', { name: 'Messages and updates' });
    await expect(feed.getByRole('listitem').first()).toContainText(
      'reserved In-Home Massage on 12/24/2026 6:00 pm MST.',
    );
    await expect(feed).not.toContainText('UTC');
    await axeFindsNothing(page);
  });
});

test('a conversation opened signed out shows the error page', async ({ page }) => {
  const tripPath = await demoTripPath(page);
  await page.context().clearCookies();
  await openPage(page, `${tripPath}/conversation`);
  await expect(page.getByRole('heading', { level: 1, name: '401 Unauthorized' })).toBeVisible();
});
