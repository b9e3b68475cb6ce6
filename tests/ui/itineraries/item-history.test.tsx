import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { listingItem, pricedChef, tripHost } from './trip-fixtures.js';

const HISTORY = '/api/itinerary/it-ski/item/chef/history';

const entries = [
  { status: 'draft', at: '2029-12-20T15:00:00.000Z', by: 'guest', reason: null },
  { status: 'in_progress', at: '2029-12-21T09:30:00.000Z', by: 'guest', reason: 'Guest requested a price' },
  { status: 'quoted', at: '2029-12-22T11:00:00.000Z', by: 'concierge', reason: null },
];

// The first render loads the whole trip page's lazy parts: slow on a busy machine.
describe("an item's history on its details", { timeout: 20_000 }, () => {
  it('lists every status the item went through, when and by whom, oldest first', async () => {
    const host = new FakeRestHost().on('GET', HISTORY, {
      body: { itemId: 'chef', kind: 'service', entries },
    });
    renderTrips('/itineraries/it-ski/items/chef', {
      user: demoGuest,
      host: tripHost({ items: [pricedChef('chef', 'quoted')], host }),
    });
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 15_000 });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^.*?: /, ''))).toEqual([
      'Added to your trip, by you.',
      'Price Requested, by you.',
      'Quote Provided, by the concierge.',
    ]);
    expect(steps[2]?.querySelector('time')?.getAttribute('dateTime')).toBe('2029-12-22T11:00:00.000Z');
    expect(steps[2]?.textContent).toMatch(/^Dec 22, 2029/);
  });

  it("asks a home's history at the home's address", async () => {
    const homeHistory = '/api/itinerary/it-ski/listing-item/li-1/history';
    const host = new FakeRestHost().on('GET', homeHistory, {
      body: { itemId: 'li-1', kind: 'home', entries: entries.slice(0, 1) },
    });
    renderTrips('/itineraries/it-ski/listing-items/li-1', {
      user: demoGuest,
      host: tripHost({ items: [], listingItems: [listingItem('li-1', 'draft')], host }),
    });
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 15_000 });
    expect(history.textContent).toContain('Added to your trip, by you.');
    expect(host.requests.some((request) => request.path === homeHistory)).toBe(true);
  });

  it('reads the history again when the guest moves the item on its page', async () => {
    const user = userEvent.setup();
    const homeHistory = '/api/itinerary/it-ski/listing-item/li-1/history';
    const host: FakeRestHost = new FakeRestHost().on('GET', homeHistory, () => {
      // The reserve went through the trip host's own new-status call.
      const reserved = host.requests.some((request) => request.method === 'PUT');
      return {
        body: {
          itemId: 'li-1',
          kind: 'home',
          entries: [
            ...entries,
            ...(reserved
              ? [{ status: 'approved', at: '2029-12-23T08:00:00.000Z', by: 'guest', reason: null }]
              : []),
          ],
        },
      };
    });
    renderTrips('/itineraries/it-ski/listing-items/li-1', {
      user: demoGuest,
      host: tripHost({ items: [], listingItems: [listingItem('li-1', 'quoted')], host }),
    });
    const history = await screen.findByRole('region', { name: 'History' }, { timeout: 15_000 });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    const status = screen.getByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: /^Reserve / }));
    await user.click(within(status).getByRole('checkbox', { name: 'I accept the reservation terms' }));
    await user.click(within(status).getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(4));
    expect(within(history).getAllByRole('listitem')[3]?.textContent).toContain(
      'Pending Confirmation — We will be in touch shortly, by you.',
    );
  });

  it('shows nothing when the history cannot be read: the status still says where the item stands', async () => {
    const host = new FakeRestHost().on('GET', HISTORY, { status: 500, body: { message: 'boom' } });
    renderTrips('/itineraries/it-ski/items/chef', {
      user: demoGuest,
      host: tripHost({ items: [pricedChef('chef', 'quoted')], host }),
    });
    expect(await screen.findByRole('region', { name: 'Status' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });
});
