import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_GUEST, dayAt, signIn, signUpNewGuest } from './support/app.js';

/**
 * Booking a home from its page, as a guest would, on a desktop and a phone: the panel (or the
 * phone's sheet), the price, the actions by booking setting, promo codes, the overlay, the
 * outcome in the product's words, and the signed-out path through the portal.
 */

// The first demo homes take each booking setting in turn (server/demo/seed/demo-home-terms.data.ts).
const HOMES = {
  streamline: 'EQvKStykn4', // Streamline Instant Booking: charged at once, a card on file first
  key: 'k2isMgpa3l', // KEY Instant Booking: approved, then confirmed by the concierge
  requestPrice: 'y4K7DJaRAD', // Request Price
} as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

/** A week's stay starting `offset` days from now: each journey books nights of its own. */
const stayQueryAt = (offset: number) =>
  `?listing_start_date=${dayAt(offset)}&listing_end_date=${dayAt(offset + 7)}&listing_adults=2`;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const panelOf = (page: Page): Locator => page.getByRole('complementary', { name: 'Your stay' });

/** The portal's page `screen` with the way back to `path` of the app (an absolute return URL). */
const portal = (page: Page, screen: 'login' | 'sign-up', path: string) =>
  page.goto(`/sso/${screen}/?returnUrl=${encodeURIComponent(new URL(path, page.url()).toString())}`);

/** Signs the demo guest in through the portal and comes back to the home's page. */
const signedInAt = async (page: Page, path: string) => {
  await page.goto('/listings');
  await portal(page, 'login', path);
  await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  const back = new URL(path, page.url()).pathname;
  await page.waitForURL((url) => url.pathname === back);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** A new guest signs up through the portal and comes back to the home's page. */
const signedUpAt = async (page: Page, path: string) => {
  await page.goto('/listings');
  await portal(page, 'sign-up', path);
  await signUpNewGuest(page);
  const back = new URL(path, page.url()).pathname;
  await page.waitForURL((url) => url.pathname === back);
};

const openHome = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** The booking panel, priced: beside the photos on a desktop, in the sheet the bottom bar opens on a phone. */
const pricedPanel = async (page: Page) => {
  const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 770;
  if (phone) await page.getByRole('button', { name: /^(Reserve|Choose) your stay$/ }).click();
  const panel = phone ? page.getByRole('dialog', { name: 'Your stay' }) : panelOf(page);
  await expect(panel.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
  return panel;
};

/** Adds a card to the trip through the standalone 'Add A Card' screen (the sandbox provider's test card). */
const addCard = async (page: Page, itineraryId: string) => {
  await page.goto(`/card-addition?itineraryId=${itineraryId}`);
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: 'Name on Card' }).fill('Robin Traveller');
  const country = form.getByRole('combobox', { name: 'Country' });
  await country.pressSequentially('United St');
  await form.getByRole('option', { name: 'United States', exact: true }).click();
  await form.getByRole('textbox', { name: 'Zip' }).fill('80202');
  await page.getByLabel('Credit Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration Date').fill('12/34');
  await page.getByLabel('Security Code').fill('123');
  await form.getByRole('button', { name: 'Add Card' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you' })).toBeVisible();
};

for (const [name, viewport, shift] of [
  ['a desktop (1280 px)', DESKTOP, 0],
  ['a phone (390 px)', PHONE, 300],
] as const) {
  test.describe(`booking a home on ${name}`, () => {
    test.use({ viewport });
    // Each width books nights of its own: both runs share one database.
    const stayQuery = (offset: number) => stayQueryAt(offset + shift);
    const day = (offset: number) => dayAt(offset + shift);

    test('a Request Price home: the price whole, then a price request in the homes’ words', async ({
      page,
    }) => {
      const path = `/listings/${HOMES.requestPrice}${stayQuery(40)}`;
      await signedInAt(page, path);
      const panel = await pricedPanel(page);
      await expect(panel).toContainText(/\$[\d,]+ total for 7 nights/);
      await panel.getByRole('button', { name: 'Price breakdown' }).click();
      await expect(panel.getByRole('row', { name: /Taxes/ })).toBeVisible();
      await expect(panel.getByRole('row', { name: /Refundable security deposit/ })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Request price' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your request has been received!' });
      await expect(dialog).toContainText('Details will be sent to the email address provided.');
      expect(await violationsOf(page)).toEqual([]);
      await dialog.getByRole('link', { name: 'Open your trip' }).click();
      await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
    });

    test('a KEY Instant Booking home: terms first, the overlay while it is sent, then being finalized', async ({
      page,
    }) => {
      const path = `/listings/${HOMES.key}${stayQuery(60)}`;
      await signedInAt(page, path);
      const panel = await pricedPanel(page);
      await panel.getByRole('button', { name: 'Reserve' }).click();
      await expect(panel.getByRole('alert')).toHaveText('Please confirm the reservation terms to reserve.');
      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();

      // Hold the reserve a moment, so the overlay can be read.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/reserve-listing', async (route) => {
        await held;
        await route.continue();
      });
      await panel.getByRole('button', { name: 'Reserve' }).click();
      const overlay = page.getByRole('dialog', { name: 'Confirming Reservation...' });
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText('Imagine the endless possibilities to elevate your stay.');
      // The demo's interests fill the collage: pictures show, never more than four at once.
      await expect(overlay.getByRole('figure').first()).toBeVisible();
      expect(await overlay.getByRole('figure').count()).toBeLessThanOrEqual(4);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      // No axe pass while the reserve is held: on a busy 2-core machine injecting axe alone took
      // 12 s and the pass 30, past the app's 30 s request timeout, and the guest then saw 'Oh no!'.
      release();

      const dialog = page.getByRole('dialog', { name: 'Your request is being finalized.' });
      await expect(dialog).toContainText('Your card will be charged once confirmed.');
      await dialog.getByRole('button', { name: 'Review Reservation' }).click();
      await expect(page).toHaveURL(/\/itineraries\/[^/?]+$/);
    });

    test('a home saved for later, and the same nights taken by another guest', async ({ page, browser }) => {
      // Two guests, each signing in and pricing the stay: past 30 s on a busy 2-core machine.
      test.slow();
      const query = stayQuery(80);
      const path = `/listings/${HOMES.key}${query}`;
      await signedInAt(page, path);
      const panel = await pricedPanel(page);
      // The specification's label for a home's date field, round its two halves.
      await expect(panel.getByRole('group', { name: 'Check-in + check-out date' })).toBeVisible();
      await panel.getByRole('button', { name: 'Save for later' }).click();
      await expect(page.getByRole('dialog', { name: 'Saved For Later' })).toBeVisible();
      // The catalogue's sentence for an item with no last change date, then ours for a home.
      await expect(page.getByRole('dialog', { name: 'Saved For Later' })).toContainText(
        'You may click the service at any time to complete the reservation. The home is on your trip.',
      );
      await page
        .getByRole('dialog', { name: 'Saved For Later' })
        .getByRole('button', { name: 'Close' })
        .click();

      // Another guest reserves those nights first.
      const other = await browser.newPage({ viewport: DESKTOP, baseURL: new URL(page.url()).origin });
      await signedUpAt(other, path);
      const theirs = await pricedPanel(other);
      await theirs.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      await theirs.getByRole('button', { name: 'Reserve' }).click();
      await expect(other.getByRole('dialog', { name: 'Your request is being finalized.' })).toBeVisible();
      await other.close();

      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      await panel.getByRole('button', { name: 'Reserve' }).click();
      const taken = page.getByRole('dialog', { name: 'Unfortunately, these dates are unavailable.' });
      await expect(taken).toContainText("Let's revisit your plans.");
      // Select New Dates opens the dates of the panel the guest sees (the sheet on a phone).
      await taken.getByRole('button', { name: 'Select New Dates' }).click();
      const dates = page.getByRole('dialog', { name: /Choose check-in date/ });
      await expect(dates).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dates).toBeHidden();
      const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 770;
      const seen = phone ? page.getByRole('dialog', { name: 'Your stay' }) : panel;
      await seen.getByRole('button', { name: 'Reserve' }).click();
      await taken.getByRole('button', { name: 'Find Available Homes' }).click();
      await expect(page).toHaveURL(new RegExp(`/listings\\?.*listing_start_date=${day(80)}`));
    });

    test('promo codes: a refusal in the host’s words, an accepted one off the total, both kept across a reload', async ({
      page,
    }) => {
      const path = `/listings/${HOMES.key}${stayQuery(100)}`;
      await signedInAt(page, path);
      const panel = await pricedPanel(page);
      const before = await panel.getByText(/total for 7 nights/).textContent();
      const field = panel.getByRole('textbox', { name: 'Promo code' });
      await field.fill('OLD5');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByRole('alert')).toContainText(/expired/i);
      await field.fill('STAY150');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByRole('list', { name: 'Applied promo codes' })).toContainText('STAY150');
      await expect(panel.getByText(/total for 7 nights/)).not.toHaveText(before ?? '');
      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();

      await page.reload();
      const again = await pricedPanel(page);
      await expect(again.getByRole('list', { name: 'Applied promo codes' })).toContainText('STAY150');
      await expect(again.getByRole('checkbox', { name: /I accept the reservation terms/ })).toBeChecked();
    });

    test('a Streamline home without a card on file: a card added in the panel, then booked at once', async ({
      page,
    }) => {
      const path = `/listings/${HOMES.streamline}${stayQuery(120)}`;
      await signedUpAt(page, path);
      const panel = await pricedPanel(page);
      // The cards show before Reserve (issue 28 item 4): none yet, and a way to add one in place.
      const cards = panel.getByRole('group', { name: 'Card on file' });
      await expect(cards).toContainText('You have no card on file yet.');
      await panel.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      await panel.getByRole('button', { name: 'Reserve' }).click();
      await expect(panel.getByRole('alert')).toHaveText(/Choose a card on file/);
      await cards.getByRole('button', { name: 'Add a card' }).click();
      const form = cards.getByRole('group', { name: 'Add a card' });
      await form.getByRole('textbox', { name: 'Name on Card' }).fill('Robin Traveller');
      await form.getByRole('combobox', { name: 'Country' }).selectOption('US');
      await form.getByRole('textbox', { name: 'Zip' }).fill('80202');
      await form.getByLabel('Credit Card Number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiration Date').fill('12/34');
      await form.getByLabel('Security Code').fill('123');
      expect(await violationsOf(page)).toEqual([]);
      await form.getByRole('button', { name: 'Add card' }).click();
      await expect(cards.getByRole('radio', { name: /ending 4242/ })).toBeChecked();
      await panel.getByRole('button', { name: 'Reserve' }).click();
      await expect(page.getByRole('dialog', { name: 'Your reservation is confirmed!' })).toBeVisible();
    });

    test('a Streamline home with a card on file: saved to a trip, a card added there, then booked at once', async ({
      page,
    }) => {
      const query = stayQuery(160);
      await signedUpAt(page, `/listings/${HOMES.streamline}${query}`);
      const panel = await pricedPanel(page);
      await panel.getByRole('button', { name: 'Save for later' }).click();
      await page
        .getByRole('dialog', { name: 'Saved For Later' })
        .getByRole('link', { name: 'Open your trip' })
        .click();
      await page.waitForURL(/\/itineraries\/[^/?]+$/);
      const trip = new URL(page.url()).pathname.split('/')[2] ?? '';
      await addCard(page, trip);

      await openHome(page, `/itineraries/${trip}/listing/${HOMES.streamline}${query}`);
      const onTrip = await pricedPanel(page);
      // The guest's only card is chosen before Reserve, by its last four digits (issue 28 item 4).
      await expect(onTrip.getByRole('radio', { name: /ending 4242/ })).toBeChecked();
      await onTrip.getByRole('checkbox', { name: /I accept the reservation terms/ }).check();
      expect(await violationsOf(page)).toEqual([]);
      await onTrip.getByRole('button', { name: 'Reserve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your reservation is confirmed!' });
      await expect(dialog).toContainText("Let's make your vacation unforgettable.");
      await expect(dialog.getByRole('button', { name: 'Explore Services' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Review home reservation' }).click();
      await expect(page).toHaveURL(`/itineraries/${trip}`);
    });
  });
}

test.describe('signed out on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('signed out: the sheet, the portal, and back to the same stay with the request sent', async ({
    page,
  }) => {
    const path = `/listings/${HOMES.requestPrice}${stayQueryAt(640)}`;
    await openHome(page, path);
    await expect(panelOf(page)).toBeHidden();
    await page.getByRole('button', { name: 'Choose your stay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your stay' });
    await expect(sheet.getByRole('button', { name: 'Price breakdown' })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Request price' }).click();

    await expect(page).toHaveURL(/\/sso\/login\/\?returnUrl=/);
    await signIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
    await page.waitForURL((url) => url.pathname === `/listings/${HOMES.requestPrice}`);
    expect(new URL(page.url()).searchParams.get('listing_start_date')).toBe(dayAt(640));
    await expect(page.getByRole('dialog', { name: 'Your request has been received!' })).toBeVisible();
  });
});
