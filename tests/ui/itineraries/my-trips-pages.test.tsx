import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { trip, tripHost } from './trip-fixtures.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.

const past = trip({
  objectId: 'it-past',
  itineraryName: 'Beach week on the coast',
  market: { objectId: 'southeast-coast', name: 'Southeast Coast' },
  arrivalDate: { iso: '2029-11-01T00:00:00.000Z' },
  departureDate: { iso: '2029-11-08T00:00:00.000Z' },
  property: null,
});

const listHost = (active: unknown, inPast: unknown) =>
  new FakeRestHost().on('GET', '/api/itinerary', ({ url }) => {
    const answer = url.searchParams.get('isActive') === 'true' ? active : inPast;
    return typeof answer === 'number' ? { status: answer, body: { message: 'Boom' } } : { body: answer };
  });

describe('/itineraries: My Trips', () => {
  it('lists upcoming trips, then past ones, each linking to its trip', async () => {
    renderTrips('/itineraries', { user: demoGuest, host: listHost([trip()], [past]) });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming trips' });
    const card = within(upcoming).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Rocky Mountains ski week' }).getAttribute('href')).toBe(
      '/itineraries/it-ski',
    );
    expect(within(card).getByText('Rocky Mountains')).toBeTruthy();
    expect(within(card).getByText('Saturday, March 9, 2030 – Saturday, March 16, 2030')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo of Aspen Ridge Chalet' }).getAttribute('src')).toBe(
      '/media/homes/aspen-1.jpg',
    );
    expect(within(card).getByText('0 services')).toBeTruthy();
    const pastTrips = screen.getByRole('region', { name: 'Past trips' });
    expect(within(pastTrips).getByRole('link', { name: 'Beach week on the coast' })).toBeTruthy();
    // A past trip has started too, but only an upcoming one reads as under way
    // (docs/product/flows.md#itinerary-started).
    expect(within(pastTrips).queryByText('Under way')).toBeNull();
    // Upcoming comes first on the page.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Upcoming trips', 'Past trips']);
  });

  it('a failed list shows only the empty state: no error page, no message', async () => {
    renderTrips('/itineraries', { user: demoGuest, host: listHost(500, 500) });
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My Trips' })).toBeTruthy();
  });

  it('a signed-out guest gets the sign-in link to the portal, and no list', async () => {
    const host = listHost([trip()], []);
    renderTrips('/itineraries', { host });
    const link = await screen.findByRole('link', { name: 'Sign in to see your trips' });
    expect(link.getAttribute('href')).toMatch(/\/login\/\?returnUrl=/);
    expect(screen.queryByRole('heading', { name: 'No trips yet' })).toBeNull();
    expect(host.requests.filter((request) => request.path === '/api/itinerary')).toEqual([]);
  });
});

describe('/itineraries/{id}: the itinerary tab', () => {
  it("lists the trip's home and services with their status labels and prices", async () => {
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: tripHost() });
    const services = await screen.findByRole('region', { name: 'Services & experiences' });
    expect(screen.getByText('Rocky Mountains ski week')).toBeTruthy();
    const rows = within(services).getAllByRole('listitem');
    expect(rows).toHaveLength(9);
    const row = (name: string) => {
      const found = rows.find((candidate) => within(candidate).queryByRole('heading', { name }));
      if (!found) throw new Error(`no row ${name}`);
      return found;
    };
    expect(row('Private chef dinner').textContent).toContain('Quote Provided');
    expect(row('Private chef dinner').textContent).toContain('$600 total + groceries');
    expect(row('Guided snowshoe hike').textContent).toContain('Price Requested');
    expect(row('Guided snowshoe hike').textContent).toContain('$440 total');
    expect(row('Draft dinner').textContent).toContain('From $120');
    expect(row('Approved sleigh ride').textContent).toContain(
      'Pending Confirmation — We will be in touch shortly',
    );
    expect(row('Booked ski lesson').textContent).toContain('Booked');
    // The owner may remove anything but what is booked.
    expect(within(row('Booked ski lesson')).queryByRole('button')).toBeNull();
    expect(within(row('Draft dinner')).getByRole('button', { name: 'Remove Draft dinner' })).toBeTruthy();

    const homes = screen.getByRole('region', { name: 'Your home' });
    const home = within(homes).getByRole('listitem');
    expect(within(home).getByText('Saturday, March 9, 2030')).toBeTruthy();
    expect(within(home).getByText('Saturday, March 16, 2030')).toBeTruthy();
    expect(within(home).getByText('2 adults, 1 child, 1 pet')).toBeTruthy();
    expect(home.textContent).toContain('$4,240.50 total');
  });

  it('the owner removes an item through an accessible confirmation, by keyboard', async () => {
    const user = userEvent.setup();
    const host = tripHost();
    renderTrips('/itineraries/it-ski', { user: demoGuest, host });
    const remove = await screen.findByRole('button', { name: 'Remove Draft dinner' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Draft dinner?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The safe choice has the focus, Tab stays inside, Escape keeps the item.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove service' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(remove));

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Remove service' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Draft dinner' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Services & experiences' }));
    expect(host.requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/itinerary/it-ski/item/draft', body: { deleteReason: 'Guest deleted' } },
    ]);
  });

  it("another guest's trip offers no removal", async () => {
    const host = tripHost({ trip: trip({ user: { objectId: 'u-other' } }) });
    renderTrips('/itineraries/it-ski', { user: demoGuest, host });
    await screen.findByRole('region', { name: 'Services & experiences' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('an unknown trip shows the error page (404)', async () => {
    renderTrips('/itineraries/it-unknown', { user: demoGuest, host: tripHost() });
    expect(await screen.findByRole('heading', { name: /^404 / })).toBeTruthy();
  });

  it('an item the trip does not hold shows the error page', async () => {
    renderTrips('/itineraries/it-ski?item=gone', { user: demoGuest, host: tripHost() });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('The itinerary item could not be located on this itinerary')).toBeTruthy();
  });

  it('the tab named in the query is selected; the other tabs stay as they were', async () => {
    const user = userEvent.setup();
    renderTrips('/itineraries/it-ski?tab=explore', { user: demoGuest, host: tripHost() });
    const panel = await screen.findByRole('tabpanel', { name: 'Explore' });
    expect(screen.getByRole('tab', { name: 'Explore' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Itinerary' }).getAttribute('aria-selected')).toBe('false');
    // The trip loads all the same: the page's lead names it.
    expect(await screen.findByText('Rocky Mountains ski week')).toBeTruthy();
    expect(within(panel).queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Itinerary' }));
    expect(await screen.findByRole('region', { name: 'Services & experiences' })).toBeTruthy();
  });
});
