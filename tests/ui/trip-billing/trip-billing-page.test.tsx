import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { renderAppOver } from '../app/render-app.js';
import { billingHost, FOLIO } from './billing-fixtures.js';

const renderBilling = (host = billingHost(), user: typeof demoGuest | null = demoGuest) => {
  const ports = testContainer({ user, host });
  return { ...ports, view: renderAppOver(ports, '/itineraries/it-ski/billing') };
};

describe('/itineraries/{id}/billing', () => {
  it('shows the folio as a table with its balance, the cards on file and a way to add one', async () => {
    renderBilling();
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Charges and payments of this trip' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDescriptionKindAmount',
      'Thursday, March 7, 2030Private chef dinnerCharge$1,250.50',
      'Friday, March 8, 2030Payment, card ending 4242Payment-$625.25',
    ]);
    const folio = screen.getByRole('region', { name: 'Folio' });
    expect(within(folio).getByText('Balance due').parentElement?.textContent).toBe('Balance due $625.25');
    const cards = screen.getByRole('region', { name: 'Your cards' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa ending in 4242, expires 04/2032', 'American Express ending in 0005, expires 11/2031']);
    expect(within(cards).getByText(/attached to this trip/).textContent).toBe(
      'No card is attached to this trip yet.',
    );
    expect(within(cards).getByRole('link', { name: 'Add a card to this trip' }).getAttribute('href')).toBe(
      '/card-addition?itineraryId=it-ski',
    );
    expect(screen.getByRole('link', { name: 'Back to your trip' }).getAttribute('href')).toBe(
      '/itineraries/it-ski',
    );
  });

  it('names the card the trip is charged to, from the folio', async () => {
    renderBilling(
      billingHost({
        folio: { body: { ...FOLIO, paymentCard: { cardId: 'card-2', brand: 'amex', last4: '0005' } } },
      }),
    );
    const cards = await screen.findByRole('region', { name: 'Your cards' });
    expect(within(cards).getByText(/charges go to/).textContent).toBe(
      "This trip's charges go to your American Express ending in 0005.",
    );
  });

  it("another guest's trip shows the unauthorized state in the trip's words", async () => {
    renderBilling(
      billingHost({
        folio: { status: 403, body: { message: 'You do not have permission to change this itinerary.' } },
      }),
    );
    const notice = await screen.findByRole('region', { name: 'Unauthorized' });
    expect(within(notice).getByText(/belongs to another account/)).toBeTruthy();
    expect(screen.queryByText(/change this itinerary/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(notice).getByRole('link', { name: 'Go to My Trips' }).getAttribute('href')).toBe(
      '/itineraries',
    );
  });

  it('a card list that fails says so and keeps the folio', async () => {
    renderBilling(billingHost({ cards: { status: 500, body: { message: 'Boom' } } }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'There was an error loading your cards. Please refresh the page to try again.',
    );
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('signed out, offers the portal’s sign-in coming back to this page', async () => {
    renderBilling(billingHost(), null);
    const notice = await screen.findByRole('region', { name: 'Sign in to see this trip' });
    const href = within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^\/sso\/login\/\?returnUrl=/);
    const back = new URL(decodeURIComponent(href.split('returnUrl=')[1] ?? ''));
    expect(back.pathname).toBe('/itineraries/it-ski/billing');
  });
});
