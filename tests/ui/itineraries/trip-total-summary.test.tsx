import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { listingItem, pricedGuide, serviceItem, tripHost } from './trip-fixtures.js';

const totalOf = async (options: Parameters<typeof tripHost>[0]) => {
  renderTrips('/itineraries/it-ski', { user: demoGuest, host: tripHost(options) });
  return screen.findByRole('region', { name: 'Trip total' });
};

const rowText = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${name}`) }).textContent;

describe('/itineraries/{id}: the trip total', () => {
  it('adds the priced items, splits them by where they stand and names what has no price', async () => {
    const region = await totalOf({
      items: [
        pricedGuide('g1', 'booked'),
        pricedGuide('g2', 'approved'),
        serviceItem('spa', 'saved_for_later', { name: 'Saved spa day' }),
        pricedGuide('g3', 'canceled'),
      ],
      listingItems: [listingItem('li-1', 'quoted')],
    });
    // $440 booked; $440 approved and the home's $4,240.50 quoted are pending; the saved spa day
    // has no price; the canceled guide is out.
    expect(within(region).getByText('$5,120.50')).toBeTruthy();
    expect(region.textContent).toContain('1 booked, 2 pending, 1 saved.');
    const stands = within(region).getByRole('table', { name: 'Where it stands' });
    expect(rowText(stands, 'Booked')).toBe('Booked (1 item)$440.00');
    expect(rowText(stands, 'Pending')).toBe('Pending (2 items)$4,680.50');
    expect(rowText(stands, 'Saved')).toBe('Saved (1 item)$0.00');
    const parts = within(region).getByRole('table', { name: 'What it is made of' });
    expect(rowText(parts, 'Homes')).toBe('Homes$3,150.00');
    expect(rowText(parts, 'Services')).toBe('Services & experiences$800.00');
    expect(rowText(parts, 'Fees')).toBe('Fees$330.00');
    expect(rowText(parts, 'Taxes')).toBe('Taxes$340.50');
    expect(rowText(parts, 'Refundable')).toBe('Refundable security deposits$500.00');
    expect(region.textContent).toContain('Not priced yet, so not in the total: Saved spa day.');
    expect(region.textContent).toContain('$5,120.50 so far');
  });

  it('a trip with nothing priced says so instead of $0', async () => {
    const region = await totalOf({
      items: [serviceItem('spa', 'draft', { name: 'Spa day' })],
      listingItems: [],
    });
    expect(region.textContent).toContain('No prices yet');
    expect(region.textContent).toContain('0 booked, 0 pending, 1 saved.');
    expect(within(region).queryByRole('table')).toBeNull();
    expect(region.textContent).toContain('Not priced yet, so not in the total: Spa day.');
  });
});
