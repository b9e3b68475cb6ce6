import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../app/render-app.js';
import { home, searchAnswer } from './catalog-fixtures.js';
import { catalogHost } from './catalog-host.js';

// Lazy routes and chunks load slowly on a busy machine: wait longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

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
