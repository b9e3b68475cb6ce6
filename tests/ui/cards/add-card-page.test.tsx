import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { descriptionOf, GatedRestHost, renderCardPage } from './render-card-page.js';

/** The first screen waits for the lazy page and the deferred gateways' chunk to load. */
const FIRST = { timeout: 5000 };
const URL_OF_PAGE = '/card-addition?itineraryId=itn_1';
const ATTACH_PATH = '/api/itinerary/itn_1/creditCard';

const COUNTRIES = [
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

const cardHost = <Host extends FakeRestHost>(
  host: Host,
  attachAnswer: { status: number; body?: unknown } = { status: 204 },
): Host =>
  host
    .on('GET', '/api/countries', { body: COUNTRIES })
    .on('GET', '/api/billing/client-secret', { body: { secret: 'seti_sandbox_secret' } })
    .on('POST', '/api/itinerary/*/creditCard', attachAnswer);

const openForm = async (host: FakeRestHost = cardHost(new FakeRestHost())) => {
  const user = userEvent.setup();
  const page = renderCardPage(URL_OF_PAGE, { host, user: demoGuest });
  await screen.findByRole('form', { name: 'Card details' }, FIRST);
  const addCard = screen.getByRole('button', { name: 'Add Card' });
  await waitFor(() => expect(addCard).toHaveProperty('disabled', false), FIRST);
  return { ...page, user, addCard };
};

const typeCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
  await user.type(screen.getByLabelText('Credit Card Number'), number);
  await user.type(screen.getByLabelText('Expiration Date'), '1234');
  await user.type(screen.getByLabelText('Security Code'), '123');
};

const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Name on Card' }), 'Ava Guest');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'United S');
  await user.keyboard('{ArrowDown}{Enter}');
  await user.type(screen.getByRole('textbox', { name: 'Zip' }), '81657');
};

describe("the standalone 'Add A Card' screen", () => {
  it('a signed-out guest is sent to sign in, coming back to the same page', async () => {
    const { navigation, host } = renderCardPage(URL_OF_PAGE, { host: cardHost(new FakeRestHost()) });
    await waitFor(() => expect(navigation.visits).toHaveLength(1), FIRST);
    const visit = navigation.visits[0]!;
    expect(visit.how).toBe('leave');
    const signIn = new URL(visit.url, 'http://app.test');
    expect(signIn.pathname).toBe('/sso/login/');
    expect(new URL(signIn.searchParams.get('returnUrl')!).pathname).toBe('/card-addition');
    expect(new URL(signIn.searchParams.get('returnUrl')!).search).toBe('?itineraryId=itn_1');
    expect(host.requests.map((request) => request.path)).not.toContain('/api/countries');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('names the account by the brand of the visit’s channel: a Capital One Premier visit’s', async () => {
    renderCardPage(`${URL_OF_PAGE}&product_line=capital_one_premier`, {
      host: cardHost(new FakeRestHost()),
      user: demoGuest,
    });
    expect(
      await screen.findByText(
        'This will add a new credit card to your existing Keyhaven for Capital One Premier user account.',
        {},
        FIRST,
      ),
    ).toBeTruthy();
  });

  it('shows its subtitle and fields, and the provider link', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Add A Card' })).toBeTruthy();
    expect(
      screen.getByText('This will add a new credit card to your existing Keyhaven user account.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name on Card' }).getAttribute('placeholder')).toBe(
      'First Last',
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Zip' }).getAttribute('placeholder')).toBe('XXXXX');
    expect(screen.getByRole('group', { name: 'Card Details' })).toBeTruthy();
    expect(screen.queryByLabelText('Postal code')).toBeNull(); // the widget's own is hidden
    expect(screen.getByRole('link', { name: 'Powered by Sandbox Payments' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('the country dropdown filters as the guest types and is driven by keyboard', async () => {
    const { user } = await openForm();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'unit');
    expect(country.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['United Kingdom', 'United States']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(country.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe('United States');
    await user.keyboard('{Enter}');
    expect((country as HTMLInputElement).value).toBe('United States');
    expect(country.getAttribute('aria-expanded')).toBe('false');
    await user.type(country, '{Escape}');
    await user.clear(country);
    await user.type(country, 'can');
    await user.click(screen.getByRole('option', { name: 'Canada' }));
    expect((country as HTMLInputElement).value).toBe('Canada');
  });

  it.each([
    ['Name on Card', 'textbox', async () => {}, 'Please provide name on card'],
    [
      'Country',
      'combobox',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.type(screen.getByRole('textbox', { name: 'Name on Card' }), 'Ava Guest'),
      'Please select the billing country',
    ],
  ] as const)(
    '%s missing: the error area says so, tied to the field, which takes focus',
    async (label, role, before, message) => {
      const { user, addCard, host } = await openForm();
      await before(user);
      await user.click(addCard);
      const field = screen.getByRole(role, { name: label });
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(field)).toBe(message);
      expect(host.requests.map((request) => request.path)).not.toContain('/api/billing/client-secret');
    },
  );

  it("adds the card: loading while it saves, the card attached to the trip, then 'Thank you'", async () => {
    const host = cardHost(new GatedRestHost());
    const { user, addCard, paymentHost } = await openForm(host);
    await fillIn(user);
    await typeCard(user, '4242424242424242');
    const release = host.hold(ATTACH_PATH);
    await user.click(addCard);
    await waitFor(() => expect(host.waiting).toContain(ATTACH_PATH));
    expect(screen.getByRole('status').textContent).toContain('Adding your card');
    release();
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByRole('link', { name: 'Back to your trip' }).getAttribute('href')).toBe(
      '/itineraries/itn_1',
    );
    expect(screen.getByRole('link', { name: 'See your cards' }).getAttribute('href')).toBe(
      '/itineraries/itn_1/billing',
    );
    const attached = host.requests.find((request) => request.path === ATTACH_PATH);
    expect(attached?.body).toEqual({
      cardId: expect.stringMatching(/^pm_sandbox_/),
      billingDetails: { name: 'Ava Guest', address: { postalCode: '81657', country: 'US' } },
    });
    expect(paymentHost.requests).toEqual([
      {
        clientSecret: 'seti_sandbox_secret',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        billingDetails: { name: 'Ava Guest', postalCode: '81657', country: 'US' },
      },
    ]);
  });

  it("a declined card shows 'Error encountered: Your card was declined.' and nothing is attached", async () => {
    const { user, addCard, host } = await openForm();
    await fillIn(user);
    await typeCard(user, '4000000000000002');
    await user.click(addCard);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error encountered: Your card was declined.'),
    );
    expect(host.requests.map((request) => request.path)).not.toContain(ATTACH_PATH);
  });

  it("a trip the host refuses shows 'There was an error saving your card.'", async () => {
    const host = cardHost(new FakeRestHost(), {
      status: 403,
      body: { message: 'This itinerary is not yours' },
    });
    const { user, addCard } = await openForm(host);
    await fillIn(user);
    await typeCard(user, '4242424242424242');
    await user.click(addCard);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There was an error saving your card.'),
    );
    expect(addCard).toHaveProperty('disabled', false);
  });

  it('countries that cannot load show the error page', async () => {
    const host = new FakeRestHost().on('GET', '/api/countries', { status: 503, body: { message: 'Down' } });
    renderCardPage(URL_OF_PAGE, { host, user: demoGuest });
    expect(await screen.findByText('Oops!', {}, FIRST)).toBeTruthy();
  });
});
