import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { listingItem, STAY_RESERVED, trip, tripHost } from './trip-fixtures.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.

const openTrip = async (options: Parameters<typeof tripHost>[0] = {}) => {
  const host = tripHost(options);
  renderTrips('/itineraries/it-ski', { user: demoGuest, host });
  const homes = await screen.findByRole('region', { name: /^Your homes?$/ });
  return { host, homes };
};

const homeNamed = (homes: HTMLElement, name: string) => {
  const found = within(homes)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name }));
  if (!found) throw new Error(`no home ${name}`);
  return found;
};

const puts = (host: FakeRestHost) => host.requests.filter((request) => request.method === 'PUT');

describe("/itineraries/{id}: a home's dates and guests", () => {
  it('the owner changes the dates in a dialog, by keyboard; the focus comes back to the button', async () => {
    const user = userEvent.setup();
    const { homes, host } = await openTrip();
    const home = homeNamed(homes, 'Aspen Ridge Chalet');
    expect(home.textContent).toContain('Quote Provided');
    expect(home.textContent).toContain('$4,240.50 total');
    const change = within(home).getByRole('button', { name: 'Change dates for Aspen Ridge Chalet' });
    await user.click(change);

    const dialog = screen.getByRole('dialog', { name: 'Change dates for Aspen Ridge Chalet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The two days are the date-range calendar's fields, as on a home's page: no native date input.
    expect(dialog.querySelector('input[type="date"]')).toBeNull();
    const checkIn = within(dialog).getByRole('button', { name: 'Check-in Mar 9, 2030' });
    const checkOut = within(dialog).getByRole('button', { name: 'Check-out Mar 16, 2030' });
    expect(document.activeElement).toBe(checkIn);
    // Tab goes round inside the dialog.
    await user.tab();
    expect(document.activeElement).toBe(checkOut);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Save dates' }));
    await user.tab();
    expect(document.activeElement).toBe(checkIn);

    // The calendar opens on the check-out; Escape closes it alone, and the focus comes back.
    await user.click(checkOut);
    await screen.findByRole('dialog', { name: 'Choose check-out date' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose check-out date' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Change dates for Aspen Ridge Chalet' })).toBeTruthy();
    expect(document.activeElement).toBe(checkOut);
    await user.click(checkOut);
    const calendar = await screen.findByRole('dialog', { name: 'Choose check-out date' });
    // Days up to the check-in cannot be the check-out.
    expect(
      within(calendar).getByRole('gridcell', { name: 'Friday, March 8, 2030' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(within(calendar).getByRole('gridcell', { name: 'Monday, March 18, 2030' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose check-out date' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Check-out Mar 18, 2030' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(change);
    expect(within(home).getByText('Monday, March 18, 2030')).toBeTruthy();
    expect(within(home).getByRole('status').textContent).toBe('Your new dates are saved.');
    expect(puts(host)).toEqual([
      {
        method: 'PUT',
        path: '/api/itinerary/it-ski/listing-item/li-1/dates',
        body: { checkInDate: '2030-03-09', checkOutDate: '2030-03-18' },
      },
    ]);
  });

  it("the host's refusal is told in words in the dialog; the days chosen stay", async () => {
    const user = userEvent.setup();
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/dates', {
      status: 409,
      body: { message: STAY_RESERVED },
    });
    const { homes } = await openTrip({ host: refusing });
    const home = homeNamed(homes, 'Aspen Ridge Chalet');
    await user.click(within(home).getByRole('button', { name: 'Change dates for Aspen Ridge Chalet' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Check-out Mar 16, 2030' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose check-out date' });
    await user.click(within(calendar).getByRole('gridcell', { name: 'Sunday, March 17, 2030' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose check-out date' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(STAY_RESERVED));
    expect(within(dialog).getByRole('group').getAttribute('aria-describedby')).toBe(
      within(dialog).getByRole('alert').id,
    );
    expect(within(dialog).getByRole('button', { name: 'Check-out Mar 17, 2030' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Beside the row once the dialog is closed; the row still shows the stay the host keeps.
    expect(within(home).getByText(STAY_RESERVED)).toBeTruthy();
    expect(within(home).getByText('Saturday, March 16, 2030')).toBeTruthy();
  });

  it('the owner changes the guests with steppers', async () => {
    const user = userEvent.setup();
    const { homes, host } = await openTrip();
    const home = homeNamed(homes, 'Aspen Ridge Chalet');
    await user.click(within(home).getByRole('button', { name: 'Change guests for Aspen Ridge Chalet' }));
    const dialog = screen.getByRole('dialog', { name: 'Change guests for Aspen Ridge Chalet' });
    expect(within(dialog).getByRole('group', { name: 'Adults' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Increase Adults' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decrease Pets' }));
    expect(
      (within(dialog).getByRole('button', { name: 'Decrease Pets' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save guests' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(home).getByText('3 adults, 1 child')).toBeTruthy();
    expect(puts(host).map((request) => request.body)).toEqual([
      { adultCount: 3, childCount: 1, infantCount: 0, petCount: 0 },
    ]);
  });

  it('an approved, booked or canceled home offers no change, and no reserve', async () => {
    const { homes } = await openTrip({
      listingItems: [
        listingItem('li-a', 'approved', { listing: { objectId: 'h-1', name: 'Approved home' } }),
        listingItem('li-b', 'booked', { listing: { objectId: 'h-2', name: 'Booked home' } }),
        listingItem('li-c', 'canceled', { listing: { objectId: 'h-3', name: 'Canceled home' } }),
      ],
    });
    expect(within(homes).getByText('Pending Confirmation — We will be in touch shortly')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
    expect(within(homes).queryByRole('button', { name: /^Reserve/ })).toBeNull();
    // Anything but what is booked may still be removed.
    expect(screen.getByRole('button', { name: 'Remove Approved home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Booked home' })).toBeNull();
  });

  it("another guest's trip offers no change and no reserve", async () => {
    await openTrip({ trip: trip({ user: { objectId: 'u-other' } }) });
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reserve/ })).toBeNull();
  });
});

describe('/itineraries/{id}: reserving a quoted home', () => {
  it('the terms first, then the reserve: the row reads approved and the confirmation is told', async () => {
    const user = userEvent.setup();
    const { homes, host } = await openTrip();
    const home = homeNamed(homes, 'Aspen Ridge Chalet');
    const reserve = within(home).getByRole('button', { name: 'Reserve Aspen Ridge Chalet' });
    expect(reserve.getAttribute('aria-expanded')).toBe('false');
    await user.click(reserve);
    expect(reserve.getAttribute('aria-expanded')).toBe('true');
    const form = within(home).getByRole('form', { name: 'Reserve Aspen Ridge Chalet' });
    const terms = within(form).getByRole('checkbox', { name: 'I accept the reservation terms' });
    expect(document.activeElement).toBe(terms);

    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Please accept the reservation terms to reserve this home.',
    );
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(puts(host)).toEqual([]);

    await user.click(terms);
    await user.click(within(form).getByRole('button', { name: 'Confirm reservation' }));
    const status = await within(home).findByRole('status');
    expect(status.textContent).toBe(
      'Your request is being finalized.Your card will be charged once confirmed.',
    );
    expect(document.activeElement).toBe(status);
    expect(home.textContent).toContain('Pending Confirmation — We will be in touch shortly');
    expect(within(home).queryByRole('button', { name: /^Reserve/ })).toBeNull();
    expect(within(home).queryByRole('button', { name: /^Change / })).toBeNull();
    expect(puts(host).map((request) => request.body)).toEqual([
      {
        status: 'Approved',
        didConfirmTerms: true,
        confirmedTermsMethod: 'checkbox',
        updateCaseFeed: true,
        itemBookingContext: null,
      },
    ]);
  });

  it("a refusal is the host's words beside the row; Cancel gives the focus back to Reserve", async () => {
    const user = userEvent.setup();
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/new-status', {
      status: 400,
      body: { message: 'Unfortunately, these dates are unavailable.' },
    });
    const { homes } = await openTrip({ host: refusing });
    const home = homeNamed(homes, 'Aspen Ridge Chalet');
    const reserve = within(home).getByRole('button', { name: 'Reserve Aspen Ridge Chalet' });
    await user.click(reserve);
    await user.click(within(home).getByRole('checkbox', { name: 'I accept the reservation terms' }));
    await user.click(within(home).getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() =>
      expect(within(home).getByRole('alert').textContent).toBe('Unfortunately, these dates are unavailable.'),
    );
    expect(home.textContent).toContain('Quote Provided');
    expect(
      (within(home).getByRole('checkbox', { name: 'I accept the reservation terms' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await user.click(within(home).getByRole('button', { name: 'Cancel' }));
    expect(within(home).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(reserve);
  });
});

describe('/itineraries/{id}: removing a home', () => {
  it('works as for a service: confirmed, then gone from the trip', async () => {
    const user = userEvent.setup();
    const { homes, host } = await openTrip();
    await user.click(within(homes).getByRole('button', { name: 'Remove Aspen Ridge Chalet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Aspen Ridge Chalet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove home' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(homes).queryByRole('heading', { name: 'Aspen Ridge Chalet', level: 4 })).toBeTruthy();
    expect(within(homes).queryByRole('button', { name: /Aspen Ridge Chalet$/ })).toBeNull();
    expect(host.requests.filter((request) => request.method === 'DELETE')).toEqual([
      {
        method: 'DELETE',
        path: '/api/itinerary/it-ski/listing-item/li-1',
        body: { deleteReason: 'Guest deleted' },
      },
    ]);
  });
});
