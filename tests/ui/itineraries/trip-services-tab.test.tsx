import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { serviceItem, tripHost } from './trip-fixtures.js';

// Lazy routes load slowly on a busy machine: wait longer than the 1 s default.

const spa = { id: 'c-spa', name: 'Spa & Wellness', isHidden: false, promotionScore: 5 };
const chefs = { id: 'c-chef', name: 'Private Chefs', isHidden: false, promotionScore: 9 };

const marketServices = [
  {
    id: 's-massage',
    name: 'In-Home Massage',
    categories: [spa],
    fields: [],
    score: 4,
    siteSection: 'catalog',
  },
  {
    id: 's-dinner',
    name: 'Private Chef Dinner',
    categories: [chefs],
    fields: [],
    score: 5,
    siteSection: 'catalog',
  },
  {
    id: 's-bakery',
    name: 'Village Bakery Breakfast',
    categories: [chefs],
    fields: [],
    score: 3,
    siteSection: 'local_favorites',
    listingRedirectId: 'elk1',
  },
];

const asks: string[] = [];
const servicesHost = (answer: { status?: number; body: unknown }, items?: unknown[]) => {
  const host = new FakeRestHost().on('GET', '/api/markets/rocky-mountains/services', ({ url }) => {
    asks.push(url.search);
    return answer;
  });
  return tripHost({ host, ...(items ? { items } : {}) });
};

describe("a trip's Local Favorites and Explore tabs", () => {
  it("Explore shows the trip's market catalog services for its dates, a shelf per category", async () => {
    renderTrips('/itineraries/it-ski?tab=explore', {
      user: demoGuest,
      host: servicesHost({ body: marketServices }),
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Explore' });
    await within(panel).findByRole('heading', { level: 3, name: 'Private Chefs' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Private Chefs', 'Spa & Wellness']);
    expect(within(panel).getByRole('heading', { level: 4, name: 'Private Chef Dinner' })).toBeTruthy();
    expect(within(panel).queryByText('Village Bakery Breakfast')).toBeNull();
    // The trip's own days (arrival 9 March, departure 16 March 2030).
    expect(asks.at(-1)).toBe('?startDate=2030-03-09&endDate=2030-03-16');
  });

  it('Local Favorites shows the local favorites; a service standing for a home opens it on the trip', async () => {
    const user = userEvent.setup();
    renderTrips('/itineraries/it-ski?tab=explore', {
      user: demoGuest,
      host: servicesHost({ body: marketServices }),
    });
    await screen.findByRole('heading', { level: 3, name: 'Private Chefs' });
    await user.click(screen.getByRole('tab', { name: 'Local Favorites' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Local Favorites' });
    const link = await within(panel).findByRole('link', { name: 'Village Bakery Breakfast' });
    expect(link.getAttribute('href')).toBe('/itineraries/it-ski/listing/elk1');
    expect(within(panel).queryByText('In-Home Massage')).toBeNull();
  });

  it('services that fail to load leave the tab empty with a word, reported', async () => {
    const { errorReporter } = renderTrips('/itineraries/it-ski?tab=local_favorites', {
      user: demoGuest,
      host: servicesHost({ status: 500, body: { message: 'down' } }),
    });
    expect(await screen.findByText(/No local favorites are listed for this trip yet/)).toBeTruthy();
    expect(errorReporter.reports.map((report) => report.context.during)).toContain(
      "loading the trip's market services",
    );
  });

  it('every card opens its details on the trip, the query kept; services on the trip are marked with their status', async () => {
    renderTrips('/itineraries/it-ski?tab=explore&utm_source=mail', {
      user: demoGuest,
      host: servicesHost({ body: marketServices }, [
        serviceItem('i-dinner', 'quoted', { serviceId: 's-dinner' }),
        serviceItem('i-dinner-old', 'canceled', { serviceId: 's-dinner' }),
      ]),
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Explore' });
    const dinner = await within(panel).findByRole('link', { name: 'Private Chef Dinner' });
    expect(dinner.getAttribute('href')).toBe('/itineraries/it-ski/services/s-dinner?utm_source=mail');
    const dinnerCard = dinner.closest('article') as HTMLElement;
    expect(within(dinnerCard).getByText('On your trip').textContent).toBe('On your trip · Quote Provided');
    const massage = within(panel).getByRole('link', { name: 'In-Home Massage' });
    expect(massage.getAttribute('href')).toBe('/itineraries/it-ski/services/s-massage?utm_source=mail');
    expect(within(massage.closest('article') as HTMLElement).queryByText(/On your trip/)).toBeNull();
  });
});
