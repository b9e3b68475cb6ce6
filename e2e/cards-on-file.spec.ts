import { expect, type Page, test } from '@playwright/test';
import { apiSession, DEMO_GUEST, dayAt, signIn, signUpNewGuest } from './support/app.js';

/**
 * Issue 28 item 4, cards on file: a home booked and charged at once shows the guest's only
 * card chosen before Reserve, by its last four digits, and reserves with it; a guest back from
 * the portal whose nights were taken meanwhile hears of it once, with no card dialog.
 */

const STREAMLINE_HOME = 'EQvKStykn4'; // Streamline Instant Booking: charged at once, a card on file first

const stayAt = (offset: number) => ({ start: dayAt(offset), end: dayAt(offset + 7) });
const pathFor = (stay: { start: string; end: string }) =>
  `/listings/${STREAMLINE_HOME}?listing_start_date=${stay.start}&listing_end_date=${stay.end}&listing_adults=2`;

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 770;

const panelOf = async (page: Page, { priced = true } = {}) => {
  if (phone(page)) await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
  const panel = phone(page)
    ? page.getByRole('dialog', { name: 'Your stay' })
    : page.getByRole('complementary', { name: 'Your stay' });
  if (priced) await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
  return panel;
};

for (const [name, viewport, shift] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }, 0],
  ['a phone (390 px)', { width: 390, height: 844 }, 40],
] as const) {
  test.describe(`cards on file on ${name}`, () => {
    test.use({ viewport });

    test('the guest’s only (or latest) card is chosen before Reserve, by its last four digits, and the stay is booked with it', async ({
      page,
    }) => {
      const path = pathFor(stayAt(600 + shift));
      await page.goto('/listings');
      await page.goto(`/sso/login/?returnUrl=${encodeURIComponent(new URL(path, page.url()).toString())}`);
      await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
      await page.waitForURL((url) => url.pathname === `/listings/${STREAMLINE_HOME}`);
      const panel = await panelOf(page);
      const cards = panel.getByRole('group', { name: 'Card on file' });
      // The demo guest's only card, or the latest of the cards other journeys on this host
      // added (card-choice.rule.ts): exactly one chosen, named by its last four digits.
      const chosen = cards.getByRole('radio', { checked: true });
      await expect(chosen).toHaveCount(1);
      await expect(chosen).toHaveAccessibleName(/Visa ending 4242/);
      await expect(panel.getByRole('alert')).toHaveCount(0);
      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      await panel.getByRole('button', { name: 'Reserve' }).click();
      await expect(page.getByRole('dialog', { name: 'Your reservation is confirmed!' })).toBeVisible();
    });

    test('nights taken while the guest signed in: one message, the dates, and no card dialog', async ({
      page,
      request,
    }) => {
      const stay = stayAt(620 + shift);
      const path = pathFor(stay);
      await page.goto(path);
      const panel = await panelOf(page);
      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      await panel.getByRole('button', { name: 'Reserve' }).click();
      await page.waitForURL(/\/sso\/login\//);

      // Meanwhile the demo guest books those nights.
      const { headers } = await apiSession(request, DEMO_GUEST);
      const context = await request.put('/api/item-booking-context', {
        headers,
        data: {
          itemId: STREAMLINE_HOME,
          itemType: 'Listing',
          bookingState: { itemStartDate: stay.start, itemEndDate: stay.end, adultCount: 2 },
        },
      });
      expect(context.ok()).toBe(true);
      const contextId = ((await context.json()) as { objectId: string }).objectId;
      const reserved = await request.post(`/api/listings/${STREAMLINE_HOME}/reserve-listing`, {
        headers,
        data: { itemBookingContext: contextId, targetEntityIds: {} },
      });
      expect(reserved.status()).toBe(200);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await signUpNewGuest(page);
      await page.waitForURL((url) => url.pathname === `/listings/${STREAMLINE_HOME}`);
      const back = await panelOf(page, { priced: false });
      await expect(back).toContainText('Unfortunately, these dates are unavailable');
      await expect(back.getByRole('button', { name: 'Request price' })).toBeVisible();
      // One message: the price's. No dialog of any kind, no card asked for.
      await expect(page.getByRole('dialog', { name: 'Oh no!' })).toHaveCount(0);
      await expect(page.getByText('A card on file is needed')).toHaveCount(0);
      await expect(back.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(/these dates are unavailable/).filter({ visible: true })).toHaveCount(1);
    });
  });
}
