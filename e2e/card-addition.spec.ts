import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiSession, DEMO_GUEST, issueCardToken } from './support/app.js';

/**
 * The card screens of /card-addition (docs/product/routes.md#card-addition,
 * docs/product/flows.md#card-token-flow, docs/product/validation.md#token-billing-form,
 * docs/product/validation.md#standalone-card-form and docs/product/errors.md#token-screens)
 * against the real host and the sandbox payment provider: the concierge's token link
 * (?token=...) and the signed-in guest's 'Add A Card' form for a trip (?itineraryId=...).
 * Tokens are single use, so the journey that adds a card has the concierge issue a fresh one;
 * the demo's expired and used tokens are only looked at.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

/** The sandbox widget's fields (Stripe's iframe stands here when a key is configured). */
const typeCard = async (page: Page, number: string) => {
  await page.getByLabel('Credit Card Number').fill(number);
  await page.getByLabel('Expiration Date').fill('12/34');
  await page.getByLabel('Security Code').fill('123');
};

const CONCIERGE_MAIL = 'mailto:concierge@keyhaven.test?subject=';
const DESKTOP = { width: 1280, height: 800 };

test.describe('the card-addition-by-token page', () => {
  test.use({ viewport: DESKTOP });

  const INVALID = 'This credit card token is invalid. Please contact us.';
  for (const [query, title, catalogue, message, subject] of [
    [
      '',
      'Token Invalid',
      INVALID,
      'This link to add a card is not valid',
      'My link to add a card is not valid',
    ],
    [
      '?token=demo-card-token-expired',
      'Token Expired',
      'This credit card token has expired. Please contact us.',
      'This link to add a card has expired.',
      'My link to add a card has expired',
    ],
    [
      '?token=demo-card-token-used',
      'Token Used',
      'You have already used this token. Please Contact us.',
      'This link has already been used to add a card.',
      'My link to add a card was already used',
    ],
    [
      '?token=no-such-token',
      'Token Invalid',
      INVALID,
      'This link to add a card is not valid',
      'My link to add a card is not valid',
    ],
  ] as const)
    test(`/card-addition${query} shows '${title}' with the catalogue's sentence, an e-mail to the concierge and a way on`, async ({
      page,
    }) => {
      await page.goto(`/card-addition${query}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      // The catalogue's sentence, word for word, leads; our own help follows it.
      await expect(page.getByText(catalogue, { exact: true })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Add A Card' })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // The brand heads the page though the app's bar is hidden.
      await expect(page.getByRole('main').getByRole('link', { name: 'Keyhaven' })).toHaveAttribute(
        'href',
        '/itineraries',
      );
      await expect(page.getByRole('link', { name: 'Email your concierge' })).toHaveAttribute(
        'href',
        `${CONCIERGE_MAIL}${encodeURIComponent(subject)}`,
      );
      await page.getByRole('link', { name: 'Go to My Trips' }).click();
      await expect(page).toHaveURL('/itineraries');
      await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
    });

  test('a guest adds a card with a fresh token: errors first, a declined card, then Thank you', async ({
    page,
    request,
  }) => {
    const token = await issueCardToken(request);
    await page.goto(`/card-addition?token=${token}`);
    const form = page.getByRole('form', { name: 'Billing details' });
    const addCard = form.getByRole('button', { name: 'Add Card' });
    await expect(addCard).toBeEnabled();
    // The whole form fits the first screen of a 1280x800 desktop.
    await expect(addCard).toBeInViewport({ ratio: 1 });

    // Every field required (docs/product/validation.md#token-billing-form); the first in
    // error takes focus; the form stays accessible.
    await addCard.click();
    const name = form.getByLabel('Cardholder Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Cardholder Name is required.');
    await expect(form.getByLabel('Zip Code')).toHaveAccessibleDescription('Zip Code is required.');
    expect(await violationsOf(page)).toEqual([]);

    await name.fill('Ava Guest');
    await form.getByLabel('City').fill('Vail');
    await form.getByLabel('Zip Code').fill('81657');
    await typeCard(page, '4000 0000 0000 0002');
    await addCard.click();
    await expect(form.getByRole('alert')).toHaveText('Error encountered: Your card was declined.');

    await typeCard(page, '4242 4242 4242 4242');
    await addCard.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('You have successfully added a card to your account')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Trips' })).toHaveAttribute('href', '/itineraries');

    // The token is used up now.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Token Used' })).toBeVisible();
  });
});

test.describe("the standalone 'Add A Card' screen", () => {
  test.use({ viewport: DESKTOP });

  test('a signed-out guest signs in first, then adds a card to their trip', async ({ page, request }) => {
    // A trip of the demo guest's own, so the demo trip's card stays as it is for other journeys.
    const guest = await apiSession(request, DEMO_GUEST);
    const created = await request.post('/api/itinerary', {
      headers: guest.headers,
      data: { marketId: 'rocky-mountains', itineraryName: 'Card journey trip' },
    });
    expect(created.status()).toBe(201);
    const { objectId } = (await created.json()) as { objectId: string };

    await page.goto(`/card-addition?itineraryId=${objectId}`);
    await expect(page).toHaveURL(/\/sso\/login\/\?returnUrl=/);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(DEMO_GUEST.email);
    await signIn.getByLabel('Password').fill(DEMO_GUEST.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`/card-addition?itineraryId=${objectId}`);

    await expect(
      page.getByText('This will add a new credit card to your existing Keyhaven user account.'),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Card details' });
    const addCard = form.getByRole('button', { name: 'Add Card' });
    await expect(addCard).toBeEnabled();
    await expect(addCard).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('link', { name: 'Powered by Sandbox Payments' })).toBeVisible();

    // One error at a time, in the error area, tied to its field, which takes focus
    // (docs/product/validation.md#standalone-card-form).
    await addCard.click();
    await expect(form.getByRole('alert')).toHaveText('Please provide name on card');
    const name = form.getByRole('textbox', { name: 'Name on Card' });
    await expect(name).toBeFocused();
    await name.fill('Ava Guest');
    await addCard.click();
    await expect(form.getByRole('alert')).toHaveText('Please select the billing country');
    const country = form.getByRole('combobox', { name: 'Country' });
    await expect(country).toBeFocused();
    await expect(country).toHaveAccessibleDescription('Please select the billing country');
    expect(await violationsOf(page)).toEqual([]);

    // The searchable country dropdown over GET /api/countries, by keyboard.
    await country.pressSequentially('United St');
    await expect(form.getByRole('option', { name: 'United States', exact: true })).toBeVisible();
    await country.press('ArrowDown');
    await country.press('Enter');
    await expect(country).toHaveValue('United States');
    await form.getByRole('textbox', { name: 'Zip' }).fill('80202');
    await typeCard(page, '4242 4242 4242 4242');
    await addCard.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Thank you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your trip' })).toHaveAttribute(
      'href',
      `/itineraries/${objectId}`,
    );
    await expect(page.getByRole('link', { name: 'See your cards' })).toHaveAttribute(
      'href',
      `/itineraries/${objectId}/billing`,
    );

    // The guest's cards now hold the one the provider set up, with the billing details given.
    const cards = await request.get(`/api/user/${guest.userId}/creditCards`, { headers: guest.headers });
    expect(cards.status()).toBe(200);
    expect(await cards.json()).toContainEqual(
      expect.objectContaining({
        last4: '4242',
        billingDetails: expect.objectContaining({
          name: 'Ava Guest',
          address: expect.objectContaining({ postalCode: '80202', country: 'US' }),
        }),
      }),
    );
  });
});
