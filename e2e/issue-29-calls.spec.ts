import { expect, test } from '@playwright/test';
import { demoObjectId } from '../server/demo/seed/prng.js';
import { CONCIERGE, demoTripPath, openPage, signIn, signInAsDemoGuest } from './support/app.js';

/**
 * Calls a guest reaches from the screens where they expect them (issue 29): a note on a trip's
 * conversation (POST caseFeed), a home search by keywords and stay categories (GET
 * /api/categories) kept in the address through a reload, and a screen that requires a role
 * (GET /api/is-auth/{role}) refusing a guest, at a desktop's and a phone's width.
 */

for (const [name, viewport] of [
  ['a desktop (1280 px)', { width: 1280, height: 800 }],
  ['a phone (390 px)', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    test.slow();

    test('a note left on the trip joins its conversation as a note, and stays after a reload', async ({
      page,
    }) => {
      const tripPath = await demoTripPath(page);
      await openPage(page, `${tripPath}/conversation`);
      const form = page.getByRole('form', { name: 'Add a note to the trip' });
      const text = `We land at 3 pm (${name}, ${Date.now().toString(36)})`;
      await form.getByRole('textbox', { name: 'Note for your concierge' }).fill(text);
      await form.getByRole('button', { name: 'Add note' }).click();
      await expect(form.getByRole('status')).toHaveText('Your note is on the trip for your concierge.');
      const feed = page.getByRole('list', { name: 'Messages and updates' });
      const note = feed.getByRole('listitem').filter({ hasText: text });
      await expect(note.getByText('· Note')).toBeVisible();
      await page.reload();
      await expect(
        page
          .getByRole('list', { name: 'Messages and updates' })
          .getByRole('listitem')
          .filter({ hasText: text }),
      ).toBeVisible();
    });

    test('keywords and a stay category search the homes, live in the address and survive a reload', async ({
      page,
    }) => {
      await openPage(page, '/listings?listing_destination=Aspen');
      await expect(page.getByRole('heading', { name: /match your search$/ })).toBeVisible();
      await page.getByRole('button', { name: /^Filters/ }).click();
      const panel = page.getByRole('region', { name: 'Filters' });
      await panel.getByRole('checkbox', { name: 'Ski Escapes' }).check();
      await panel.getByRole('searchbox', { name: 'Keywords' }).fill('fireplace');
      await panel.getByRole('button', { name: /^Show/ }).click();
      await expect(page).toHaveURL(/listing_keywords=fireplace/);
      expect(new URL(page.url()).searchParams.get('listing_categories')).toMatch(/\S/);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
      await page.getByRole('button', { name: 'Filters (2)' }).click();
      const again = page.getByRole('region', { name: 'Filters' });
      await expect(again.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('fireplace');
      await expect(again.getByRole('checkbox', { name: 'Ski Escapes' })).toBeChecked();
    });

    test('a guest opening the concierge desk is refused in the catalogue’s words', async ({ page }) => {
      await signInAsDemoGuest(page);
      await page.goto('/concierge');
      await expect(page.getByText('User does not have required role.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Concierge desk' })).toHaveCount(0);
    });
  });
}

test('a signed-out visitor to the concierge desk signs in at the portal and comes back to it as the concierge', async ({
  page,
}) => {
  test.slow();
  await page.goto('/concierge');
  await signIn(page, CONCIERGE.email, CONCIERGE.password);
  await expect(page).toHaveURL('/concierge');
  await expect(page.getByRole('heading', { level: 1, name: 'Concierge desk' })).toBeVisible();
  await expect(page.getByText(/^Your roles: .*concierge/)).toBeVisible();
});

test('a lead’s link without a session lands on the lead’s trip and says in one sentence why to sign in', async ({
  page,
}) => {
  await page.goto(`/?lead=${demoObjectId('lead:active-trip')}`);
  const notice = page.getByRole('region', { name: 'Sign in to see this trip' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/itineraries\/[^/?]+\?tab=explore/);
  await expect(
    notice.getByText(
      'Your concierge prepared this trip for you: sign in with the e-mail you gave us and you will come straight back to it.',
    ),
  ).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    /\/sso\/login\/\?returnUrl=/,
  );
});
