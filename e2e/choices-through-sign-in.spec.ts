import { expect, type Page, test } from '@playwright/test';
import { dayAt, signUpNewGuest } from './support/app.js';

/**
 * Issue 28 item 3: what a signed-out guest chose in a home's panel (a promo code, the terms)
 * survives the trip through the portal, and the reservation made on return is recorded at the
 * total the panel showed before sign-in, the code taken off.
 */

const KEY_HOME = 'k2isMgpa3l'; // KEY Instant Booking: approved, then confirmed by the concierge

const dollars = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

const panelOf = async (page: Page) => {
  const phone = (page.viewportSize()?.width ?? 1280) < 770;
  if (phone) await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
  const panel = phone
    ? page.getByRole('dialog', { name: 'Your stay' })
    : page.getByRole('complementary', { name: 'Your stay' });
  await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
  return panel;
};

for (const [name, viewport, offset] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }, 500],
  ['a phone (390 px)', { width: 390, height: 844 }, 520],
] as const) {
  test.describe(`choices through sign-in on ${name}`, () => {
    test.use({ viewport });

    test('a promo code applied signed out is taken off the total reserved after sign-in', async ({
      page,
    }) => {
      const path = `/listings/${KEY_HOME}?listing_start_date=${dayAt(offset)}&listing_end_date=${dayAt(offset + 7)}&listing_adults=2`;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const panel = await panelOf(page);
      const total = panel.getByRole('row', { name: /^Total/ }).getByRole('cell');
      const undiscounted = dollars(await total.textContent());
      await panel.getByRole('textbox', { name: 'Promo code' }).fill('STAY150');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByRole('list', { name: 'Applied promo codes' })).toContainText('STAY150');
      await expect.poll(async () => dollars(await total.textContent())).toBe(undiscounted - 150);
      const shown = dollars(await total.textContent());
      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      await expect(panel).toContainText('your choices are kept');

      await panel.getByRole('button', { name: 'Reserve' }).click();
      await page.waitForURL(/\/sso\/login\//);
      // A guest new to the portal makes an account on the way (the demo guest's STAY150 is single use).
      await page.getByRole('link', { name: 'Create an account' }).click();
      await signUpNewGuest(page);
      await page.waitForURL((url) => url.pathname === new URL(path, page.url()).pathname);

      // The reserve chosen before sign-in runs on return, with the code and the terms kept.
      const confirmed = page.getByRole('dialog', { name: 'Your request is being finalized.' });
      await expect(confirmed).toBeVisible({ timeout: 20_000 });
      const reserved = confirmed.getByText(/^Total reserved: /);
      await expect(reserved).toBeVisible();
      expect(dollars(await reserved.textContent())).toBe(shown);
    });
  });
}
