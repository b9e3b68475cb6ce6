import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoGuest } from '../../support/test-container.js';
import { renderApp } from '../app/render-app.js';
import { bookingAnswer, dinner, pricing, serviceHost, trip } from './service-booking-fixtures.js';

// Lazy routes load slowly on a busy machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

const PATH = '/markets/mk-aspen/services/svc-chef';
const cruise = dinner({
  dateFieldType: 'Date Only',
  bookingLeadTimeDuration: 0,
  coordinationFee: null,
  servicePricingConfig: pricing('cruise', [
    { name: 'Shared boat', rates: { rate: 95, rateBasis: 'person' } },
    { name: 'Private boat', rates: { fixedRate: 1200, plusCostLabel: '+ gratuity' } },
  ]) as never,
});

/** The cruise's page for a guest with no trip yet: booking it makes one. */
const cruiseWithNoTrip = () =>
  serviceHost()
    .on('POST', '/api/services/svc-chef', { body: cruise })
    .on('GET', '/api/itinerary', { body: [] })
    .on('POST', '/api/itinerary', {
      body: { ...bookingAnswer('approved').data.bookingResponse.updatedItinerary },
    });

const panel = async () => screen.findByRole('complementary', { name: 'Book Private Chef Dinner' });

describe('a service’s booking panel', { timeout: 20_000 }, () => {
  it('offers the slots of a dinner with no preference among them, and its price with the plus-cost label', async () => {
    renderApp(PATH, {
      host: serviceHost().on('POST', '/api/services/svc-chef', { body: dinner() }),
      user: demoGuest,
    });
    const book = await panel();
    const times = within(book).getByRole('group', { name: 'Dinner time' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['5:00 PM - 8:00 PM', 'No preference']);
    expect(within(book).getByRole('status').textContent).toContain('$950 total + cost of groceries');
    expect((within(book).getByRole('button', { name: 'Reserve' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('prices a choice per person as the guest types how many, and reserves it', async () => {
    const user = userEvent.setup();
    const host = cruiseWithNoTrip().on('POST', '/api/services/svc-chef/reserve-service', {
      body: bookingAnswer('approved'),
    });
    renderApp(PATH, { host, user: demoGuest });
    const book = await panel();
    await user.type(within(book).getByLabelText('Day'), '2030-01-20');
    await user.click(within(book).getByRole('radio', { name: /Shared boat/ }));
    const people = within(book).getByRole('spinbutton', { name: 'Number of people' });
    await user.clear(people);
    await user.type(people, '3');
    expect(within(book).getByRole('status').textContent).toContain('$285 total');
    await user.click(within(book).getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your request has been sent!' });
    expect(dialog.textContent).toContain(
      'Your request is pending and a confirmation email will be sent to you.',
    );
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const host = serviceHost().on('POST', '/api/services/svc-chef', { body: dinner() });
    renderApp(PATH, { host, user: demoGuest });
    const book = await panel();
    await user.click(within(book).getByRole('button', { name: 'Save for later' }));
    expect(within(book).getByRole('alert').textContent).toContain('Choose a date.');
    expect(host.requests.some((request) => request.path.includes('/service/'))).toBe(false);
  });

  it('adds the service to the trip alone: said in the panel with the way to the item, no dialog', async () => {
    const user = userEvent.setup();
    const host = cruiseWithNoTrip();
    renderApp(PATH, { host, user: demoGuest });
    const book = await panel();
    await user.type(within(book).getByLabelText('Day'), '2030-01-20');
    await user.click(within(book).getByRole('button', { name: 'Add to trip' }));
    const link = await within(book).findByRole('link', { name: 'See it on your trip' });
    expect(link.getAttribute('href')).toMatch(/^\/itineraries\/[^/]+\/items\/itm-new$/);
    expect(link.closest('[aria-live="polite"]')?.textContent).toContain(
      'Private Chef Dinner is on your trip.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      host.requests.some((request) => /reserve-service|request-price|save-for-later/.test(request.path)),
    ).toBe(false);
  });

  it('from the catalog, offers the guest’s trip covering the day, or another, or a new one, in one step (issue 28 item 2)', async () => {
    const user = userEvent.setup();
    const host = serviceHost()
      .on('POST', '/api/services/svc-chef', { body: cruise })
      .on('GET', '/api/itinerary', { body: [{ ...trip, itineraryName: 'Aspen ski week', items: [] }] })
      // The new trip is answered with the fixtures' trip id, whose service calls the host knows.
      .on('POST', '/api/itinerary', { body: { ...trip, itineraryName: 'Private Chef Dinner', items: [] } })
      .on('POST', '/api/services/svc-chef/request-price-next', { body: bookingAnswer('in_progress') });
    renderApp(PATH, { host, user: demoGuest });
    const book = await panel();
    await user.type(within(book).getByLabelText('Day'), '2030-01-12');
    const choice = await within(book).findByRole('combobox', { name: 'Trip' });
    expect((choice as HTMLSelectElement).value).toBe('itn_42');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Aspen ski week, Thursday, January 10, 2030 – Tuesday, January 15, 2030 (covers your dates)',
      'A new trip',
    ]);
    await user.selectOptions(choice, 'A new trip');
    await user.click(within(book).getByRole('button', { name: 'Request price' }));
    await screen.findByRole('dialog', { name: 'Submitted' });
    const made = host.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/itinerary',
    );
    expect(made?.body).toMatchObject({ marketId: 'mk-aspen', arrivalDate: '2030-01-12' });
  });
});
