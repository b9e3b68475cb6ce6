import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Feature from 'ol/Feature.js';
import VectorSource from 'ol/source/Vector.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markerStyle } from '../../../src/ui/catalog/map-marker-styles.js';
import { renderApp } from '../app/render-app.js';
import { home, searchAnswer } from './catalog-fixtures.js';
import { catalogHost } from './catalog-host.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.
// The first test also loads the map's chunk: OpenLayers and the offline basemap (about 1 MB of
// GeoJSON) on a busy machine take seconds.
vi.setConfig({ testTimeout: 20_000 });

/** Sixty homes with places, so the last card starts far below the first screen. */
const homes = Array.from({ length: 60 }, (_, index) =>
  home(`h${index + 1}`, {
    name: `Home ${index + 1}`,
    latLngLocation: { lat: 39 + index / 100, lng: -106 - index / 100 },
  }),
);

const cardOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Homes that match' }))
    .getByRole('link', { name })
    .closest('article');

describe('/listings: markers and cards', () => {
  it('the keyboard steps through the markers; the chosen home shows under the map and its card is scrolled to and highlighted', async () => {
    const user = userEvent.setup();
    const { analytics, router } = renderApp('/listings?listing_destination=Aspen', {
      host: catalogHost({ search: () => searchAnswer(homes) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show map' }));
    // The panel's code loads on the first ask; its frame (the same region) holds the place meanwhile.
    expect(screen.getByRole('region', { name: 'Map of homes' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Homes on the map' });
    const map = screen.getByRole('region', { name: 'Map of homes' });
    const steps = within(map).getByRole('group', { name: 'Homes on the map' });
    expect(within(steps).getByText('60 on the map')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home 60' })).toBeNull(); // far down the list, not rendered

    // A DOM without layout cannot scroll: the list asking the window to is what can be seen here
    // (the browser journey sees the card come into view).
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
    within(steps).getByRole('button', { name: 'Previous home' }).focus();
    await user.keyboard('{Enter}'); // from nothing, back starts at the last home
    expect(within(steps).getByText('60 of 60')).toBeTruthy();
    const chosen = within(map).getByRole('link', { name: 'Home 60' });
    expect(chosen.getAttribute('href')).toBe('/listings/h60?listing_destination=Aspen');
    await waitFor(() => expect(scrolls).toHaveBeenCalled());
    const [to] = scrolls.mock.calls.at(-1) ?? [];
    expect((to as ScrollToOptions).top).toBeGreaterThan(5000); // about 60 cards of 400 px down, one lane
    scrolls.mockRestore();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');

    await user.click(within(steps).getByRole('button', { name: 'Next home' }));
    expect(within(map).getByRole('link', { name: 'Home 1' })).toBeTruthy();
    await waitFor(() => expect(cardOf('Home 1')?.className).toContain('home-card--highlighted'));

    await user.click(within(map).getByRole('button', { name: 'Close Home 1' }));
    expect(within(map).queryByRole('link', { name: 'Home 1' })).toBeNull();

    await user.click(within(steps).getByRole('button', { name: 'Next home' }));
    await user.click(within(map).getByRole('link', { name: 'Home 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/h1'));
    expect(analytics.calls.filter((call) => call.name === 'Listing Opened')).toEqual([
      { type: 'track', name: 'Listing Opened', properties: { listingId: 'h1', position: 1, from: 'map' } },
    ]);
  });

  it('a card hovered or focused stands out; opening it from the list is reported with its place', async () => {
    const user = userEvent.setup();
    const { analytics } = renderApp('/listings?listing_destination=Aspen', {
      host: catalogHost({ search: () => searchAnswer(homes.slice(0, 3)) }),
    });
    const link = await screen.findByRole('link', { name: 'Home 2' });
    await user.hover(link);
    expect(cardOf('Home 2')?.className).toContain('home-card--highlighted');
    await user.unhover(link);
    expect(cardOf('Home 2')?.className).not.toContain('home-card--highlighted');
    link.focus();
    await waitFor(() => expect(cardOf('Home 2')?.className).toContain('home-card--highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(analytics.calls.filter((call) => call.name === 'Listing Opened')).toEqual([
        {
          type: 'track',
          name: 'Listing Opened',
          properties: { listingId: 'h2', position: 2, from: 'exact' },
        },
      ]),
    );
    expect(analytics.calls.filter((call) => call.type === 'page')).toEqual([]); // listings send their own events
    expect(analytics.calls.find((call) => call.name === 'Listings Searched')?.properties).toEqual({
      terms: { destination: 'Aspen' },
    });
  });
});

/**
 * What the map draws for each home: every marker added to the map's vector source (the price
 * labels and the points, by canvas or WebGL, draw from that one source), read through the
 * price layer's style. Markers are live, so one relabelled later reads its new label.
 */
const watchMarkers = () => {
  const added: Feature[] = [];
  const addFeatures = VectorSource.prototype.addFeatures;
  vi.spyOn(VectorSource.prototype, 'addFeatures').mockImplementation(function (
    this: VectorSource,
    features: Feature[],
  ) {
    added.push(...features.filter((feature) => feature.getId() !== undefined));
    addFeatures.call(this, features);
  });
  return {
    drawn: (id: string) => {
      const marker = added.findLast((feature) => feature.getId() === id);
      return marker
        ? markerStyle(String(marker.get('label')), false)
            .getText()
            ?.getText()
        : undefined;
    },
    /** How many markers were made: a new price relabels a marker, it does not make the markers again. */
    made: () => added.length,
  };
};

const mapOf = () => screen.getByRole('region', { name: 'Map of homes' });
const stepsOf = () => within(mapOf()).getByRole('group', { name: 'Homes on the map' });
const priceOnCard = (name: string) => cardOf(name)?.querySelector('.home-card__price')?.textContent;

describe('/listings: one price on markers, cards and the home under the map', () => {
  afterEach(() => vi.restoreAllMocks());

  const stay = '&listing_start_date=2030-04-01&listing_end_date=2030-04-05';

  it("with dates, a marker shows its card's stay total in short, and the home under the map says it in words", async () => {
    const user = userEvent.setup();
    const markers = watchMarkers();
    const host = catalogHost({ search: () => searchAnswer(homes) });
    renderApp(`/listings?listing_destination=Aspen${stay}`, { host });
    // 5,000 + 300 + 400 + 1,000 deposit, for the four nights searched.
    await waitFor(() =>
      expect(priceOnCard('Home 1')).toBe('$6,700 total for 4 nights incl. taxes, fees and deposit'),
    );
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    await screen.findByRole('group', { name: 'Homes on the map' });
    await waitFor(() => expect(markers.drawn('h1')).toBe('$6,700'));
    // Home 60's card is far down the list, not shown, so not priced: its marker shows the
    // 'from' rate, marked per night, as its card would.
    expect(markers.drawn('h60')).toBe('From $1,250');

    await user.click(within(stepsOf()).getByRole('button', { name: 'Next home' }));
    expect(
      within(mapOf()).getByText('Lake Tahoe · 4 bedrooms · 3.5 baths · $6,700 total for 4 nights'),
    ).toBeTruthy();

    // Home 60 chosen: priced for the stay as it comes under the map, its marker following.
    const made = markers.made();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // its card stays off screen
    await user.click(within(stepsOf()).getByRole('button', { name: 'Previous home' }));
    expect(within(mapOf()).getByRole('link', { name: 'Home 60' })).toBeTruthy();
    expect(
      await within(mapOf()).findByText('Lake Tahoe · 4 bedrooms · 3.5 baths · $6,700 total for 4 nights'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Homes that match' })).queryByRole('link', { name: 'Home 60' }),
    ).toBeNull();
    expect(host.requests.map((request) => request.path)).toContain('/api/listing/h60/instant-pricing');
    expect(markers.drawn('h60')).toBe('$6,700');
    expect(markers.made()).toBe(made); // relabelled in place: the map keeps its frame
  });

  it("without dates, marker, card and the home under the map show the 'from' rate a night, and nothing is priced", async () => {
    const user = userEvent.setup();
    const markers = watchMarkers();
    const host = catalogHost({ search: () => searchAnswer(homes.slice(0, 3)) });
    renderApp('/listings?listing_destination=Aspen', { host });
    await screen.findByRole('link', { name: 'Home 1' });
    expect(priceOnCard('Home 1')).toBe('From $1,250 / night');
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    await screen.findByRole('group', { name: 'Homes on the map' });
    await waitFor(() => expect(markers.drawn('h1')).toBe('From $1,250'));
    await user.click(within(stepsOf()).getByRole('button', { name: 'Next home' }));
    expect(
      within(mapOf()).getByText('Lake Tahoe · 4 bedrooms · 3.5 baths · from $1,250 / night'),
    ).toBeTruthy();
    expect(host.requests.filter((request) => request.path.endsWith('/instant-pricing'))).toEqual([]);
  });
});
