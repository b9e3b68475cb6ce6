import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { ListingDetails } from '../../../src/core/listing/listing-details.entity.js';
import type { ListingGateway } from '../../../src/core/listing/listing-gateway.port.js';
import type { SimilarListing } from '../../../src/core/listing/similar-listing.entity.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { ListingDetailsViewModel } from '../../../src/ui/listing/listing-details.view-model.js';
import { type FakeAnswer, FakeRestHost } from '../../support/fake-rest-host.js';
import { testContainer } from '../../support/test-container.js';
import { renderApp } from '../app/render-app.js';
import { deferred, pricing, settle } from '../catalog/catalog-fixtures.js';

// Lazy routes load slowly on a busy machine: wait longer than the 1 s default.

const elk = (extra: Partial<ListingDetails> = {}): ListingDetails => ({
  objectId: 'elk1',
  name: 'Elk Meadow Hideaway',
  primaryDestination: { name: 'Aspen' },
  primaryDestinationName: 'Aspen',
  bookingSetting: 'KEY Instant Booking',
  pricingSetting: 'Average Price',
  images: ['/media/homes/elk1/1.svg', '/media/homes/elk1/2.svg', ' ', '/media/homes/elk1/2.svg'],
  bedrooms: 7,
  bathrooms: 8,
  maxGuests: 14,
  minimumStay: 3,
  nightlyRate: 1545,
  petsAllowed: true,
  eventsAllowed: false,
  description: 'A 7-bedroom mountain home above the village.',
  amenities: [
    { objectId: 'a-wifi', name: 'Wi-Fi' },
    { objectId: 'a-tub', name: 'Hot tub' },
  ],
  ...extra,
});

const similarHome = (id: string, name: string): SimilarListing => ({
  objectId: id,
  name,
  primaryDestinationName: 'Aspen',
  images: [`/media/homes/${id}/1.svg`],
});

const homeHost = (
  options: { home?: unknown; homeStatus?: number; similarStatus?: number; pricing?: FakeAnswer } = {},
) =>
  new FakeRestHost()
    .on('GET', '/api/guest-listing/*', { status: options.homeStatus ?? 200, body: options.home ?? elk() })
    .on('GET', '/api/listing/*/similar', {
      status: options.similarStatus ?? 200,
      body:
        (options.similarStatus ?? 200) === 200
          ? [similarHome('elk1', 'Elk Meadow Hideaway'), similarHome('pk2', 'Granite Peak Cabin')]
          : { message: 'down' },
    })
    .on(
      'GET',
      '/api/listing/*/instant-pricing',
      options.pricing ?? { body: pricing({ base: 5000, fees: [300], taxes: 400, deposit: 1000 }) },
    );

const STAY =
  '?listing_destination=Aspen&listing_start_date=2030-02-01&listing_end_date=2030-02-05&listing_adults=2&listing_pets=1';

describe("a home's page (/listings/{id})", () => {
  it('shows the home: name, place, facts, photos, description, amenities and house rules', async () => {
    renderApp('/listings/elk1', { host: homeHost() });
    const title = await screen.findByRole('heading', { level: 1, name: 'Elk Meadow Hideaway' });
    expect(within(title.parentElement as HTMLElement).getByText('Aspen')).toBeTruthy();
    const glance = screen.getByRole('list', { name: 'At a glance' });
    expect(
      within(glance)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 bedrooms', '8 bathrooms', 'Sleeps 14', '3-night minimum']);
    // Blank and repeated photos are left out.
    expect(screen.getByRole('img', { name: 'Photo 1 of 2: Elk Meadow Hideaway' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 2 of 2: Elk Meadow Hideaway' })).toBeTruthy();
    expect(screen.getByText('A 7-bedroom mountain home above the village.')).toBeTruthy();
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'Hot tub']);
    const rules = screen.getByRole('region', { name: 'House rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pets allowed', 'No events']);
    expect(document.title).toContain('Elk Meadow Hideaway');
  });

  it('shows its check-in and check-out times and cancellation policy, where the panel’s terms link leads', async () => {
    renderApp(`/listings/elk1${STAY}`, {
      host: homeHost({ home: elk({ checkInTime: '15:00', checkOutTime: '11:00' }) }),
    });
    const terms = await screen.findByRole('region', { name: 'Check-in, check-out and cancellation policy' });
    expect(terms.textContent).toContain('Check-in from 3:00 PM');
    expect(terms.textContent).toContain('Check-out by 11:00 AM');
    expect(within(terms).getByRole('heading', { name: 'Cancellation policy' })).toBeTruthy();
    const stay = await screen.findByRole('complementary', { name: 'Your stay' });
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    const link = within(stay).getByRole('link', { name: 'cancellation policy' });
    expect(link.getAttribute('href')).toBe(`#${terms.id}`);
    expect(
      within(stay).getByRole('checkbox', {
        name: 'I accept the reservation terms and the cancellation policy',
      }),
    ).toBeTruthy();
  });

  it("without dates shows the 'from' price and asks for dates in the panel", async () => {
    const host = homeHost();
    renderApp('/listings/elk1', { host });
    const stay = await screen.findByRole('complementary', { name: 'Your stay' });
    expect(stay.textContent).toContain('From $1,545 / night');
    expect(within(stay).getByRole('button', { name: /Check-in/ })).toBeTruthy();
    expect(within(stay).getByText('Choose your dates to see the full price.')).toBeTruthy();
    expect(stay.textContent).toContain('Instant booking: the concierge confirms, then your card is charged.');
    expect(host.requests.some((request) => request.path.endsWith('/instant-pricing'))).toBe(false);
    expect(screen.getByRole('link', { name: /Back to the search/ }).getAttribute('href')).toBe('/listings');
  });

  it('with the search in the address, prices that stay all-in and keeps the search on the way back', async () => {
    const host = homeHost();
    renderApp(`/listings/elk1${STAY}`, { host });
    const stay = await screen.findByRole('complementary', { name: 'Your stay' });
    // base 5,000 + fees 300 + taxes 400 + deposit 1,000: the listing total, deposit included
    // (docs/product/constants.md#price-totals).
    await within(stay).findByRole('button', { name: 'Price breakdown' });
    expect(stay.textContent).toContain('$6,700 total for 4 nights');
    const home = host.requests.find((request) => request.path === '/api/guest-listing/elk1');
    expect(home).toBeTruthy();
    const priced = host.requests.filter((request) => request.path === '/api/listing/elk1/instant-pricing');
    expect(priced).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Back to the search/ }).getAttribute('href')).toBe(
      `/listings${STAY}`,
    );
  });

  it('a stay the host will not price says why', async () => {
    const host = homeHost({
      pricing: { status: 400, body: { message: 'This home has a 3-night minimum stay.' } },
    });
    renderApp(`/listings/elk1${STAY}`, { host });
    const stay = await screen.findByRole('complementary', { name: 'Your stay' });
    expect(
      await within(stay).findByText(/This home has a 3-night minimum stay\. You can still request a price/),
    ).toBeTruthy();
    expect(within(stay).getByRole('button', { name: 'Request price' })).toBeTruthy();
  });

  it('lists similar homes (not the home itself), each opening with the same search', async () => {
    renderApp(`/listings/elk1${STAY}`, { host: homeHost() });
    const similar = await screen.findByRole('region', { name: 'Similar homes' });
    const links = within(similar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Granite Peak Cabin', `/listings/pk2${STAY}`],
    ]);
  });

  it('similar homes that fail are reported and left out; the home still shows', async () => {
    const { errorReporter } = renderApp('/listings/elk1', { host: homeHost({ similarStatus: 500 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elk Meadow Hideaway' })).toBeTruthy();
    await settle();
    expect(screen.queryByRole('region', { name: 'Similar homes' })).toBeNull();
    expect(errorReporter.reports.map((report) => report.context.during)).toEqual(['loading similar homes']);
  });

  it('an unknown home says so, with the way back, and is no error report', async () => {
    const { errorReporter } = renderApp('/listings/gone1', {
      host: homeHost({ homeStatus: 404, home: { message: 'Listing not found' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText(/can’t find this home/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toBeTruthy();
    expect(errorReporter.reports).toEqual([]);
  });

  it('a malformed answer is an error page and a report, never a broken page', async () => {
    const { errorReporter } = renderApp('/listings/elk1', {
      host: homeHost({ home: { objectId: 'elk1', bedrooms: 'seven' } }),
    });
    expect(
      await screen.findByText('This home could not be loaded. Please try again in a moment.'),
    ).toBeTruthy();
    // No status of the host's: the catalogue's internal error, never the 404 of a home that is gone.
    expect(screen.getByRole('heading', { level: 1, name: '500 Internal Error' })).toBeTruthy();
    expect(errorReporter.reports.map((report) => report.context.during)).toContain('loading a home');
  });

  it('opened from a trip, goes back to the trip and keeps similar homes on it', async () => {
    renderApp('/itineraries/trip9/listing/elk1', { host: homeHost() });
    expect(await screen.findByRole('link', { name: /Back to the trip/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the trip/ }).getAttribute('href')).toBe(
      '/itineraries/trip9',
    );
    const similar = await screen.findByRole('region', { name: 'Similar homes' });
    expect(within(similar).getByRole('link', { name: 'Granite Peak Cabin' }).getAttribute('href')).toBe(
      '/itineraries/trip9/listing/pk2',
    );
  });
});

describe('ListingDetailsViewModel', () => {
  const gatewayWith = (
    homes: Record<string, ReturnType<typeof deferred<E.Either<ReturnType<typeof appError>, ListingDetails>>>>,
  ): ListingGateway => ({
    guestListing: (id) => homes[id]?.promise ?? Promise.resolve(E.left(appError('not-found', 'Not Found'))),
    similarListings: async () => E.right([]),
    instantPricing: async () => E.right(pricing({ base: 100, fees: [], taxes: 0, deposit: 0 })),
  });

  it('the newer home wins when an older answer comes late', async () => {
    const first = deferred<E.Either<ReturnType<typeof appError>, ListingDetails>>();
    const second = deferred<E.Either<ReturnType<typeof appError>, ListingDetails>>();
    const { clock, errorReporter } = testContainer();
    const model = new ListingDetailsViewModel(gatewayWith({ a: first, b: second }), errorReporter, clock);
    const opening = model.opened('a', '');
    const reopening = model.opened('b', '');
    second.resolve(E.right(elk({ objectId: 'b', name: 'Second' })));
    await reopening;
    first.resolve(E.right(elk({ objectId: 'a', name: 'First' })));
    await opening;
    expect(model.state.status === 'ready' && model.state.home.name).toBe('Second');
  });

  it('the same address twice asks once', async () => {
    const { clock, errorReporter } = testContainer();
    let asked = 0;
    const gateway: ListingGateway = {
      guestListing: async () => {
        asked += 1;
        return E.right(elk());
      },
      similarListings: async () => E.right([]),
      instantPricing: async () => E.right(pricing({ base: 100, fees: [], taxes: 0, deposit: 0 })),
    };
    const model = new ListingDetailsViewModel(gateway, errorReporter, clock);
    await model.opened('elk1', STAY);
    await model.opened('elk1', STAY);
    expect(asked).toBe(1);
  });

  it('a new stay for the same home keeps the home on screen while it loads (the panel is not torn down)', async () => {
    const later = deferred<E.Either<ReturnType<typeof appError>, ListingDetails>>();
    const { clock, errorReporter } = testContainer();
    let calls = 0;
    const gateway: ListingGateway = {
      guestListing: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(E.right(elk())) : later.promise;
      },
      similarListings: async () => E.right([]),
      instantPricing: async () => E.right(pricing({ base: 100, fees: [], taxes: 0, deposit: 0 })),
    };
    const model = new ListingDetailsViewModel(gateway, errorReporter, clock);
    await model.opened('elk1', STAY);
    const reopening = model.opened('elk1', STAY.replace('listing_adults=2', 'listing_adults=3'));
    expect(model.state.status).toBe('ready');
    later.resolve(E.right(elk({ name: 'Elk Meadow, priced again' })));
    await reopening;
    expect(model.state.status === 'ready' && model.state.home.name).toBe('Elk Meadow, priced again');
    // Another home is another page: it loads from scratch.
    const other = model.opened('pk2', STAY);
    expect(model.state.status).toBe('loading');
    await other;
  });
});
