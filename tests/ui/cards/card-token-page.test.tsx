import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { descriptionOf, GatedRestHost, renderCardPage } from './render-card-page.js';

/** The first screen waits for the lazy page and the deferred gateways' chunk to load. */
const FIRST = { timeout: 5000 };

const TOKEN_PATH = '/api/creditCardToken/demo-card-token-valid';

const INVALID =
  'This link to add a card is not valid: it may be incomplete. Open it again from your e-mail, or ask your concierge for a new one.';

const validTokenHost = <Host extends FakeRestHost>(host: Host): Host =>
  host
    .on('GET', '/api/creditCardToken/*', { body: { status: 'valid', expiresAt: '2030-01-03T12:00:00.000Z' } })
    .on('POST', '/api/creditCardToken/*', { status: 201 });

const openForm = async (host: FakeRestHost = validTokenHost(new FakeRestHost())) => {
  const user = userEvent.setup();
  const page = renderCardPage('/card-addition?token=demo-card-token-valid', { host });
  await screen.findByRole('form', { name: 'Billing details' }, FIRST);
  const addCard = screen.getByRole('button', { name: 'Add Card' });
  await waitFor(() => expect(addCard).toHaveProperty('disabled', false), FIRST);
  return { ...page, user, addCard };
};

const typeCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
  await user.type(screen.getByLabelText('Credit Card Number'), number);
  await user.type(screen.getByLabelText('Expiration Date'), '1234');
  await user.type(screen.getByLabelText('Security Code'), '123');
};

const fillBilling = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Cardholder Name'), 'Ava Guest');
  await user.type(screen.getByLabelText('City'), 'Vail');
  await user.type(screen.getByLabelText('Zip Code'), '81657');
};

describe('the card-addition-by-token page', () => {
  it("no token is 'Token Invalid', under the brand and the page's heading, with no navigation bar or footer", async () => {
    const { host } = renderCardPage('/card-addition');
    expect(await screen.findByRole('heading', { level: 2, name: 'Token Invalid' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Add A Card' })).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keyhaven' }).getAttribute('href')).toBe('/itineraries');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(host.requests.some((request) => request.path.startsWith('/api/creditCardToken'))).toBe(false);
    await waitFor(() => expect(document.title).toBe('Add A Card | Keyhaven'));
  });

  it.each([
    [
      410,
      'Token Expired',
      'This credit card token has expired. Please contact us.',
      'This link to add a card has expired. Your concierge can send you a new one.',
      'has%20expired',
    ],
    [
      409,
      'Token Used',
      'You have already used this token. Please Contact us.',
      'This link has already been used to add a card. To add another card, ask your concierge for a new link.',
      'was%20already%20used',
    ],
    [
      404,
      'Token Invalid',
      'This credit card token is invalid. Please contact us.',
      INVALID,
      'is%20not%20valid',
    ],
  ])(
    "a token the host answers %i shows %s: the catalogue's sentence under the title, then our help, an e-mail to the concierge and a way on",
    async (status, title, catalogue, message, subject) => {
      const host = new FakeRestHost().on('GET', '/api/creditCardToken/*', {
        status,
        body: { message: 'No' },
      });
      renderCardPage('/card-addition?token=demo-card-token-x', { host });
      const heading = await screen.findByRole('heading', { level: 2, name: title }, FIRST);
      // Word for word and first: the sentence right under the title is the catalogue's.
      expect(heading.nextElementSibling?.textContent).toBe(catalogue);
      expect(heading.nextElementSibling?.nextElementSibling?.textContent).toBe(message);
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.getByRole('link', { name: 'Email your concierge' }).getAttribute('href')).toBe(
        `mailto:concierge@keyhaven.test?subject=My%20link%20to%20add%20a%20card%20${subject}`,
      );
      expect(screen.getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe('/itineraries');
    },
  );

  it('shows full-screen loading while the token is checked', async () => {
    const host = validTokenHost(new GatedRestHost());
    const release = host.hold(TOKEN_PATH);
    renderCardPage('/card-addition?token=demo-card-token-valid', { host });
    await waitFor(() => expect(host.waiting).toContain(TOKEN_PATH), FIRST);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    release();
    expect(await screen.findByRole('form', { name: 'Billing details' }, FIRST)).toBeTruthy();
  });

  it('has the six billing fields, labelled, and the provider link', async () => {
    await openForm();
    for (const label of [
      'Cardholder Name',
      'Credit Card Number',
      'Expiration Date',
      'Security Code',
      'City',
      'Zip Code',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Card Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Powered by Sandbox Payments' })).toBeTruthy();
  });

  it('an empty form: every error read with its field, and focus on the first', async () => {
    const { user, addCard, paymentHost } = await openForm();
    await user.click(addCard);
    const name = screen.getByLabelText('Cardholder Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toBe('Cardholder Name is required.');
    expect(descriptionOf(screen.getByLabelText('City'))).toBe('City is required.');
    expect(descriptionOf(screen.getByLabelText('Zip Code'))).toBe('Zip Code is required.');
    expect(descriptionOf(screen.getByRole('group', { name: 'Card Details' }))).toBe(
      'Credit Card Number is required. Expiration Date is required. Security Code is required.',
    );
    expect(paymentHost.requests).toHaveLength(0);
  });

  it('a short zip is refused, and focus goes to it', async () => {
    const { user, addCard } = await openForm();
    await fillBilling(user);
    await typeCard(user, '4242424242424242');
    const zip = screen.getByLabelText('Zip Code');
    await user.clear(zip);
    await user.type(zip, '8');
    await user.click(addCard);
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(descriptionOf(zip)).toBe('Zip Code must be at least 2 characters.');
    expect(screen.getByLabelText('Cardholder Name').getAttribute('aria-invalid')).toBeNull();
  });

  it("adds the card with 4242 4242 4242 4242: loading while it saves, then 'Thank you'", async () => {
    const host = validTokenHost(new GatedRestHost());
    const { user, addCard, paymentHost } = await openForm(host);
    await fillBilling(user);
    await typeCard(user, '4242424242424242');
    const release = host.hold(TOKEN_PATH);
    await user.click(addCard);
    expect(await screen.findByRole('status')).toBeTruthy();
    release();
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you' });
    expect(screen.getByText('You have successfully added a card to your account')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe('/itineraries');
    expect(screen.queryByRole('form')).toBeNull();
    const posted = host.requests.filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe(TOKEN_PATH);
    expect(posted[0]?.body).toEqual({ stripeToken: expect.stringMatching(/^tok_sandbox_/) });
    expect(paymentHost.requests).toEqual([
      {
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        billingDetails: { name: 'Ava Guest', city: 'Vail', postalCode: '81657', country: null },
      },
    ]);
  });

  it("a declined card (4000 0000 0000 0002) stays on the form with 'Error encountered: ...'", async () => {
    const { user, addCard, host } = await openForm();
    await fillBilling(user);
    await typeCard(user, '4000000000000002');
    await user.click(addCard);
    const form = screen.getByRole('form', { name: 'Billing details' });
    expect(await within(form).findByText('Error encountered: Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Error encountered: Your card was declined.');
    expect(host.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("a host that fails to save shows 'There was an error saving your card.'", async () => {
    const host = new FakeRestHost()
      .on('GET', '/api/creditCardToken/*', { body: { status: 'valid' } })
      .on('POST', '/api/creditCardToken/*', { status: 500, body: { message: 'Internal Error' } });
    const { user, addCard } = await openForm(host);
    await fillBilling(user);
    await typeCard(user, '4242424242424242');
    await user.click(addCard);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There was an error saving your card.'),
    );
    expect(addCard).toHaveProperty('disabled', false);
  });
});
