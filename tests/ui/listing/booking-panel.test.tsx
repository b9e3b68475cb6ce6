import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListingDetails } from '../../../src/core/listing/listing-details.entity.js';
import { itinerarySummarySample, listingItemSample, marketSample } from '../../core/arbitraries/samples.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderApp } from '../app/render-app.js';
import { pricing } from '../catalog/catalog-fixtures.js';

// Lazy routes load slowly on a busy machine: wait longer than the 1 s default.

const elk = (extra: Partial<ListingDetails> = {}): ListingDetails => ({
  objectId: 'elk1',
  name: 'Elk Meadow Hideaway',
  primaryDestinationName: 'Aspen',
  bookingSetting: 'KEY Instant Booking',
  pricingSetting: 'Cached Pricing',
  maxGuests: 6,
  minimumStay: 3,
  petsAllowed: false,
  nightlyRate: 1000,
  market: { objectId: 'mk-aspen' },
  ...extra,
});

const STAY = '?listing_start_date=2030-02-01&listing_end_date=2030-02-05&listing_adults=2';
const answered = {
  data: {
    bookingResponse: {
      updatedItem: { ...listingItemSample, status: 'approved' },
      updatedItinerary: itinerarySummarySample,
    },
  },
};

/** The home, and the guest's trips in its market (none unless told). */
const hostFor = (home: ListingDetails, trips: readonly unknown[] = []) =>
  new FakeRestHost()
    .on('GET', '/api/itinerary', { body: trips })
    .on('GET', '/api/guest-listing/*', { body: home })
    .on('GET', '/api/listing/*/similar', { body: [] })
    .on('GET', '/api/listing/*/instant-pricing', {
      body: pricing({ base: 5000, fees: [300], taxes: 400, deposit: 1000 }),
    })
    .on('GET', '/api/market/*', { body: { objectId: 'mk-aspen', hasServicesCatalog: true } })
    .on('PUT', '/api/item-booking-context', ({ body }) => ({
      body: { objectId: 'ctx-1', ...(body as object) },
    }))
    .on('GET', '/api/my-booking-contexts', { body: [] })
    .on('POST', '/api/item-booking-contexts', { body: [] })
    .on('GET', '/api/user-interests', { body: [] });

const panel = async () => screen.findByRole('complementary', { name: 'Your stay' });

describe('a home’s booking panel', () => {
  it('holds the stay of the address, its whole price behind a breakdown, and the guests within the home’s capacity', async () => {
    const user = userEvent.setup();
    const app = renderApp(`/listings/elk1${STAY}`, { host: hostFor(elk()), user: demoGuest });
    const stay = await panel();
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    expect(stay.textContent).toContain('$6,700 total for 4 nights');
    await user.click(within(stay).getByRole('button', { name: 'Price breakdown' }));
    expect(within(stay).getByRole('row', { name: /Cleaning \$300/ })).toBeTruthy();
    expect(within(stay).getByRole('button', { name: /Check-in/ }).textContent).toContain('Feb 1, 2030');
    // The specification's label for a home's date field; its halves keep their own inside it.
    const dates = within(stay).getByRole('group', { name: 'Check-in + check-out date' });
    expect(within(dates).getByRole('button', { name: /Check-out/ })).toBeTruthy();

    await user.click(within(stay).getByRole('button', { name: /Guests/ }));
    const pets = within(stay).getByRole('group', { name: 'Pets' });
    expect(within(pets).getByText('This home does not allow pets')).toBeTruthy();
    await user.click(within(stay).getByRole('button', { name: 'Increase Adults' }));
    expect(app.router.state.location.search).toContain('listing_adults=3');
    // The stepper stays open while the stay is priced again (issue 28 item 6)…
    await within(await panel()).findByRole('button', { name: 'Price breakdown' });
    const toggle = within(await panel()).getByRole('button', { name: /Guests/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(await panel()).getByRole('button', { name: 'Increase Adults' }));
    expect(app.router.state.location.search).toContain('listing_adults=4');
    expect(
      within(await panel())
        .getByRole('button', { name: /Guests/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    // …and Escape closes it, the focus back on its button.
    await user.keyboard('{Escape}');
    const closed = within(await panel()).getByRole('button', { name: /Guests/ });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(closed);
    // Four stays priced in turn: on a loaded machine this takes longer than the default 5 s.
  }, 20_000);

  it('asks for the terms before a reserve, then shows the overlay and ends on the confirmation', async () => {
    const user = userEvent.setup();
    const host = hostFor(elk()).on('POST', '/api/listings/elk1/reserve-listing', { body: answered });
    renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
    const stay = await panel();
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    await user.click(within(stay).getByRole('button', { name: 'Reserve' }));
    expect(within(stay).getByRole('alert').textContent).toBe(
      'Please confirm the reservation terms to reserve.',
    );
    await user.click(within(stay).getByRole('checkbox', { name: /I accept the reservation terms/ }));
    await user.click(within(stay).getByRole('button', { name: 'Reserve' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Your request is being finalized.' });
    expect(confirmation.textContent).toContain('Your card will be charged once confirmed.');
    expect(within(confirmation).getByRole('button', { name: 'Review Reservation' })).toBeTruthy();
  });

  describe('the trip the stay goes on (issue 28 item 2)', () => {
    const tripOf = (objectId: string, itineraryName: string, arrival: string, departure: string) => ({
      ...itinerarySummarySample,
      objectId,
      itineraryName,
      market: { ...marketSample, objectId: 'mk-aspen' },
      arrivalDate: { __type: 'Date', iso: `${arrival}T00:00:00.000Z` },
      departureDate: { __type: 'Date', iso: `${departure}T00:00:00.000Z` },
      items: [],
    });
    const trips = [
      tripOf('itn_spring', 'Spring break', '2030-03-20', '2030-03-27'),
      tripOf('itn_ski', 'Aspen ski week', '2030-01-30', '2030-02-03'),
    ];
    const sent = (host: FakeRestHost, path: string) =>
      vi.waitFor(() => {
        const request = host.requests.find((one) => one.method === 'POST' && one.path === path);
        if (!request) throw new Error(`${path} not sent yet`);
        return request.body;
      });

    it('offers the guest’s trip covering the stay first and chosen, the market’s others, then a new trip', async () => {
      const user = userEvent.setup();
      const host = hostFor(elk(), trips).on('POST', '/api/listings/elk1/save-for-later-listing', {
        body: answered,
      });
      renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
      const stay = await panel();
      const choice = (await within(stay).findByRole('combobox', { name: 'Trip' })) as HTMLSelectElement;
      expect(choice.value).toBe('itn_ski');
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Aspen ski week, Wednesday, January 30, 2030 – Sunday, February 3, 2030 (covers your dates)',
        'Spring break, Wednesday, March 20, 2030 – Wednesday, March 27, 2030',
        'A new trip',
      ]);
      await user.click(within(stay).getByRole('button', { name: 'Save for later' }));
      const body = await sent(host, '/api/listings/elk1/save-for-later-listing');
      expect(body).toMatchObject({ targetEntityIds: { itineraryId: 'itn_ski' } });
      expect(body).not.toHaveProperty('newItinerary');
    });

    it('a new trip picked is asked of the host in the same step as the reserve', async () => {
      const user = userEvent.setup();
      const host = hostFor(elk(), trips).on('POST', '/api/listings/elk1/reserve-listing', { body: answered });
      renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
      const stay = await panel();
      await user.selectOptions(await within(stay).findByRole('combobox', { name: 'Trip' }), 'A new trip');
      await user.click(within(stay).getByRole('checkbox', { name: /I accept the reservation terms/ }));
      await user.click(within(stay).getByRole('button', { name: 'Reserve' }));
      expect(await sent(host, '/api/listings/elk1/reserve-listing')).toMatchObject({
        targetEntityIds: {},
        newItinerary: true,
      });
    });

    it('shows no choice to a guest who has no trip in the market, and the host picks as before', async () => {
      const user = userEvent.setup();
      const host = hostFor(elk()).on('POST', '/api/listings/elk1/save-for-later-listing', { body: answered });
      renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
      const stay = await panel();
      await within(stay).findByRole('button', { name: 'Price breakdown' });
      await user.click(within(stay).getByRole('button', { name: 'Save for later' }));
      const body = await sent(host, '/api/listings/elk1/save-for-later-listing');
      expect(body).toMatchObject({ targetEntityIds: {} });
      expect(body).not.toHaveProperty('newItinerary');
      expect(within(stay).queryByRole('combobox', { name: 'Trip' })).toBeNull();
    });
  });

  it('dates someone else took open the unavailable choices; Select New Dates opens the dates', async () => {
    const user = userEvent.setup();
    const host = hostFor(elk()).on('POST', '/api/listings/elk1/reserve-listing', {
      status: 400,
      body: { message: 'Unfortunately, these dates are unavailable.', code: 'dates-unavailable' },
    });
    renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
    const stay = await panel();
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    await user.click(within(stay).getByRole('checkbox', { name: /I accept the reservation terms/ }));
    await user.click(within(stay).getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfortunately, these dates are unavailable.' });
    expect(within(dialog).getByRole('button', { name: 'Find Available Homes' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Select New Dates' }));
    expect(await screen.findByRole('dialog', { name: /Choose check-in date/ })).toBeTruthy();
  });

  it('a Request Price home asks for a price and says what the guest will hear', async () => {
    const user = userEvent.setup();
    const host = hostFor(elk({ bookingSetting: 'Request Price' })).on(
      'POST',
      '/api/listings/elk1/request-price-next',
      {
        body: {
          itinerary: itinerarySummarySample,
          listingItem: { ...listingItemSample, status: 'in_progress' },
        },
      },
    );
    renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
    const stay = await panel();
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    expect(within(stay).queryByRole('checkbox')).toBeNull();
    await user.click(within(stay).getByRole('button', { name: 'Request price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your request has been received!' });
    expect(dialog.textContent).toContain('Details will be sent to the email address provided.');
  });

  it('a refused promo code says why; an accepted one shows its discount and can be removed', async () => {
    const user = userEvent.setup();
    let answer: object = { body: { isError: true, errorMessage: 'This promo code has expired.' } };
    const host = hostFor(elk()).on('POST', '/api/promo-codes/validation', () => answer);
    renderApp(`/listings/elk1${STAY}`, { host, user: demoGuest });
    const stay = await panel();
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    await user.type(within(stay).getByRole('textbox', { name: 'Promo code' }), 'OLD5');
    await user.click(within(stay).getByRole('button', { name: 'Apply' }));
    expect((await within(stay).findByRole('alert')).textContent).toBe('This promo code has expired.');
    answer = { body: { isError: false, objectId: 'p-10', name: 'SKI10', kind: 'fixed', amount: 500 } };
    await user.clear(within(stay).getByRole('textbox', { name: 'Promo code' }));
    await user.type(within(stay).getByRole('textbox', { name: 'Promo code' }), 'SKI10');
    await user.click(within(stay).getByRole('button', { name: 'Apply' }));
    await within(stay).findByRole('list', { name: 'Applied promo codes' });
    expect(stay.textContent).toContain('$6,200 total for 4 nights');
    await user.click(within(stay).getByRole('button', { name: 'Remove promo code SKI10' }));
    expect(stay.textContent).toContain('$6,700 total for 4 nights');
  });

  it('on a phone, a bottom bar opens the panel as a sheet', async () => {
    const user = userEvent.setup();
    renderApp(`/listings/elk1${STAY}`, { host: hostFor(elk()), user: demoGuest });
    await panel();
    await user.click(await screen.findByRole('button', { name: 'Reserve your stay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your stay' });
    expect(within(sheet).getByRole('button', { name: 'Reserve' })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Your stay' })).toBeNull();
  });

  it('signed out, an action goes through the portal and keeps the choice for the return', async () => {
    const user = userEvent.setup();
    const app = renderApp(`/listings/elk1${STAY}`, {
      host: hostFor(elk({ bookingSetting: 'Request Price' })),
    });
    const stay = await panel();
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    expect(stay.textContent).toContain('You will sign in or create an account first; your choices are kept.');
    await user.click(within(stay).getByRole('button', { name: 'Request price' }));
    await vi.waitFor(() => expect(app.navigation.visits.length).toBeGreaterThan(0));
    expect(app.navigation.visits.at(-1)).toMatchObject({
      how: 'leave',
      url: expect.stringContaining('/login/?returnUrl='),
    });
    expect(app.keyValueStore.get('bookingState:listing-elk1:pendingAction')).toBe('request-price');
  });
});
