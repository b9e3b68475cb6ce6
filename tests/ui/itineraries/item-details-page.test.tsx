import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { pricedChef, trip, tripHost } from './trip-fixtures.js';

const chef = () => ({
  ...pricedChef('chef', 'quoted'),
  fields: [{ id: 'f-allergies', type: 'text', name: 'Allergies', displayValue: 'None' }],
});

const host = (options: Parameters<typeof tripHost>[0] = {}) =>
  tripHost({ items: [chef()], ...options }).on(
    'PUT',
    '/api/itinerary/it-ski/item/*/fieldValues',
    ({ body }) => ({ body: (body as { updates: unknown[] }).updates }),
  );

describe('/itineraries/{id}/items/{itemId}: a service item', () => {
  it('opens from its row on the trip', async () => {
    const user = userEvent.setup();
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: host() });
    const services = await screen.findByRole('region', { name: 'Services & experiences' });
    await user.click(within(services).getByRole('link', { name: 'Private chef dinner' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Private chef dinner' })).toBeTruthy();
  });

  it('shows its status and next step, its price and answers; the owner changes an answer by keyboard', async () => {
    const user = userEvent.setup();
    renderTrips('/itineraries/it-ski/items/chef', { user: demoGuest, host: host() });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Quote Provided')).toBeTruthy();
    expect(status.textContent).toContain('What comes next: Reserve it to book it at this price.');
    expect(
      within(status).getByRole('button', { name: 'Reserve at the quote: Private chef dinner' }),
    ).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByRole('row', { name: /Total/ }).textContent).toContain('$600');
    expect(price.textContent).toContain('Plus costs still open: + groceries');

    const answers = screen.getByRole('region', { name: 'Your answers' });
    await user.click(within(answers).getByRole('button', { name: 'Change answers' }));
    const field = within(answers).getByRole('textbox', { name: 'Allergies' });
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, '42{Enter}');
    expect(within(answers).getByRole('alert').textContent).toBe(
      'Allergies: please answer in words (at least one letter).',
    );
    await user.clear(field);
    await user.type(field, 'No shellfish{Enter}');
    await waitFor(() => expect(within(answers).queryByRole('form')).toBeNull());
    expect(within(answers).getByText('No shellfish')).toBeTruthy();
    expect(document.activeElement).toBe(within(answers).getByRole('button', { name: 'Change answers' }));
  });

  it("shows the item's photo beside its price, and its actions as the app's buttons", async () => {
    renderTrips('/itineraries/it-ski/items/chef', {
      user: demoGuest,
      host: tripHost({ items: [{ ...chef(), backgroundImageUrl: '/media/services/chef.jpg' }] }),
    });
    const photo = await screen.findByRole('img', { name: 'Photo of Private chef dinner' });
    expect(photo.getAttribute('src')).toBe('/media/services/chef.jpg');
    // The photo and the price make the page's side column; the rest is its main one.
    const aside = photo.closest('.item-details__aside');
    expect(aside).not.toBeNull();
    expect(within(aside as HTMLElement).getByRole('region', { name: 'Price' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status' }).closest('.item-details__main')).not.toBeNull();
    // No button is left to the browser's grey default: each wears one of the app's classes.
    for (const button of screen.getAllByRole('button')) expect(button.className).not.toBe('');
  });

  it('an item without a picture shows the designed stand-in, named as its photo', async () => {
    renderTrips('/itineraries/it-ski/items/chef', { user: demoGuest, host: host() });
    const standIn = await screen.findByRole('img', { name: 'Photo of Private chef dinner' });
    expect(standIn.tagName).toBe('DIV');
    expect(standIn.className).toContain('photo-fallback');
  });

  it('someone else reads it with no action offered', async () => {
    renderTrips('/itineraries/it-ski/items/chef', {
      user: demoGuest,
      host: host({ trip: trip({ user: { objectId: 'u-other' } }) }),
    });
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.queryAllByRole('button', { name: /Reserve|Change answers|Remove/ })).toEqual([]);
  });

  it('an item the trip does not hold says so, with the way back', async () => {
    renderTrips('/itineraries/it-ski/items/nope', { user: demoGuest, host: host() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'The itinerary item could not be located on this itinerary.',
    );
    expect(screen.getByRole('link', { name: 'Back to Rocky Mountains ski week' }).getAttribute('href')).toBe(
      '/itineraries/it-ski',
    );
  });

  it('removing it asks first, then says it was removed', async () => {
    const user = userEvent.setup();
    renderTrips('/itineraries/it-ski/items/chef', { user: demoGuest, host: host() });
    await user.click(await screen.findByRole('button', { name: 'Remove Private chef dinner' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Private chef dinner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove service' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Private chef dinner was removed from your trip.',
    );
  });
});
