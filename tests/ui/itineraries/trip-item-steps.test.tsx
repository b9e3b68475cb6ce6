import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { home, listingItem, serviceItem, trip, tripHost } from './trip-fixtures.js';

// Lazy routes and chunks load slowly on a busy machine.

const instantHome = { ...home, bookingSetting: 'KEY Instant Booking' };

/** A trip with a saved service, a draft one without a date, and a saved instant-booking home. */
const openTrip = async (
  listingItems: unknown[] = [listingItem('li-1', 'saved_for_later', { listing: instantHome })],
) => {
  const host = tripHost({
    items: [
      serviceItem('cruise', 'saved_for_later', { name: 'Sunset Cruise', serviceIsBookable: true }),
      serviceItem('spa', 'draft', { name: 'In-Home Massage', startDate: null, isDateSelected: false }),
    ],
    listingItems,
  });
  host
    .on('POST', '/api/services/sv-cruise/reserve-service', () => ({
      body: {
        data: {
          bookingResponse: {
            updatedItem: serviceItem('cruise', 'approved', { name: 'Sunset Cruise' }),
            updatedItinerary: trip(),
          },
          error: null,
        },
      },
    }))
    .on('POST', '/api/services/sv-spa/save-for-later-service', () => ({
      body: {
        data: {
          bookingResponse: {
            updatedItem: serviceItem('spa', 'saved_for_later', {
              name: 'In-Home Massage',
              startDate: null,
              isDateSelected: false,
            }),
            updatedItinerary: trip(),
          },
          error: null,
        },
      },
    }));
  renderTrips('/itineraries/it-ski', { user: demoGuest, host });
  const services = await screen.findByRole('region', { name: 'Services & experiences' });
  const homes = screen.getByRole('region', { name: /^Your homes?$/ });
  return { host, services, homes };
};

const rowOf = (section: HTMLElement, name: string) => {
  const found = within(section)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name }));
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('/itineraries/{id}: every item offers the next step its status allows (issue 28 item 1)', () => {
  it('a saved service is reserved from its row after confirming; the row then shows it pending', async () => {
    const user = userEvent.setup();
    const { services, host } = await openTrip();
    const cruise = rowOf(services, 'Sunset Cruise');
    expect(within(cruise).getByRole('button', { name: 'Request price: Sunset Cruise' })).toBeTruthy();
    await user.click(within(cruise).getByRole('button', { name: 'Reserve: Sunset Cruise' }));
    const form = within(cruise).getByRole('form', { name: 'Reserve: Sunset Cruise' });
    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() =>
      expect(within(cruise).getByRole('status').textContent).toContain('Your request has been sent!'),
    );
    expect(cruise.textContent).toContain('Pending Confirmation');
    expect(within(cruise).queryByRole('button', { name: /^Reserve/ })).toBeNull();
    const sent = host.requests.find((request) => request.path === '/api/services/sv-cruise/reserve-service');
    expect(sent?.body).toMatchObject({ targetEntityIds: { itemId: 'cruise', itineraryId: 'it-ski' } });
  });

  it('a draft service without its date is asked about or saved, not reserved; a save goes at once', async () => {
    const user = userEvent.setup();
    const { services } = await openTrip();
    const spa = rowOf(services, 'In-Home Massage');
    expect(within(spa).queryByRole('button', { name: 'Reserve: In-Home Massage' })).toBeNull();
    await user.click(within(spa).getByRole('button', { name: 'Save for later: In-Home Massage' }));
    await waitFor(() => expect(spa.textContent).toContain('Saved For Later'));
    expect(within(spa).getByRole('status').textContent).toContain('Saved For Later');
  });

  it('a saved instant-booking home asks for the terms, then reserves on its own item', async () => {
    const user = userEvent.setup();
    const { homes, host } = await openTrip();
    const row = rowOf(homes, 'Aspen Ridge Chalet');
    await user.click(within(row).getByRole('button', { name: 'Reserve: Aspen Ridge Chalet' }));
    const form = within(row).getByRole('form', { name: 'Reserve: Aspen Ridge Chalet' });
    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Please accept the reservation terms to reserve this home.',
    );
    expect(host.requests.some((request) => request.path.endsWith('/new-status'))).toBe(false);
    await user.click(within(form).getByRole('checkbox', { name: 'I accept the reservation terms' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(row.textContent).toContain('Pending Confirmation'));
    const sent = host.requests.find((request) => request.path.endsWith('/listing-item/li-1/new-status'));
    expect(sent?.body).toMatchObject({ status: 'Approved', didConfirmTerms: true });
  });

  it("a refused step says so in the host's words beside the item, which keeps its status", async () => {
    const user = userEvent.setup();
    const { services, host } = await openTrip();
    host.on('POST', '/api/services/sv-cruise/request-price-next', {
      status: 409,
      body: { message: 'Cannot request-price an item whose status is approved' },
    });
    const cruise = rowOf(services, 'Sunset Cruise');
    await user.click(within(cruise).getByRole('button', { name: 'Request price: Sunset Cruise' }));
    await waitFor(() =>
      expect(within(cruise).getByRole('alert').textContent).toBe(
        'Cannot request-price an item whose status is approved',
      ),
    );
    expect(cruise.textContent).toContain('Saved For Later');
    expect(within(cruise).getByRole('button', { name: 'Reserve: Sunset Cruise' })).toBeTruthy();
  });

  it('someone else’s trip offers no step', async () => {
    const host = tripHost({
      trip: trip({ user: { objectId: 'u-other' } }),
      items: [serviceItem('cruise', 'saved_for_later', { name: 'Sunset Cruise' })],
    });
    renderTrips('/itineraries/it-ski', { user: demoGuest, host });
    const services = await screen.findByRole('region', { name: 'Services & experiences' });
    expect(
      within(services).queryAllByRole('button', { name: /^(Reserve|Request price|Save for later)/ }),
    ).toEqual([]);
  });
});

describe('/itineraries/{id}: homes sharing nights are flagged (issue 28 item 2)', () => {
  it('says on each which home is meant to stay', async () => {
    const { homes } = await openTrip([
      listingItem('li-1', 'quoted'),
      listingItem('li-2', 'draft', {
        listing: { ...home, objectId: 'h-2', name: 'Powder Lodge' },
        checkInDate: '2030-03-12',
        checkOutDate: '2030-03-18',
      }),
    ]);
    const lodge = rowOf(homes, 'Powder Lodge');
    expect(within(lodge).getByRole('note').textContent).toBe(
      'Same nights as Aspen Ridge Chalet. Aspen Ridge Chalet is the home meant to stay; remove this one or change its dates.',
    );
    const chalet = rowOf(homes, 'Aspen Ridge Chalet');
    expect(within(chalet).getByRole('note').textContent).toMatch(
      /^Same nights as Powder Lodge\. This is the home meant to stay/,
    );
  });
});
