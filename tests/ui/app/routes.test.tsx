import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.js';

const path = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('SPEC 2 routes', () => {
  it('/ redirects to /itineraries, keeping the query string', async () => {
    const { router } = renderApp('/?utm_source=mail&lead=L1');
    await screen.findByRole('heading', { name: 'My Trips' });
    expect(path(router)).toBe('/itineraries?utm_source=mail&lead=L1');
  });

  it('a trailing slash redirects to the same path without it', async () => {
    const { router } = renderApp('/listings/?listing_destination=aspen');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(path(router)).toBe('/listings?listing_destination=aspen');
  });

  it("the 'other market' /services path redirects to /listings", async () => {
    const { router } = renderApp('/markets/other/services?utm_source=x');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(path(router)).toBe('/listings?utm_source=x');
  });

  it.each([
    ['/itineraries/it-1', 'Your Trip'],
    ['/itineraries/it-1/listing/home-9', 'Home Details'],
    ['/listings/home-9', 'Home Details'],
    ['/markets/aspen/services?product_line=Concierge', 'Services & Experiences'],
    ['/markets/aspen/readonly-services', 'Services & Experiences'],
    ['/stays/content-homes', 'Content Homes'],
    ['/card-addition?token=abc', 'Add A Card'],
  ])('%s renders its page', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('any other path shows the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Oops!')).toBeTruthy();
    expect(screen.getByText("We can't seem to find the page you are looking for.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('the itinerary view selects the tab named in the query', async () => {
    renderApp('/itineraries/it-1?tab=explore');
    const tab = await screen.findByRole('tab', { name: 'Explore' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Itinerary' }).getAttribute('aria-selected')).toBe('false');
  });

  it('pages set the document title from the product short name', async () => {
    renderApp('/listings');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    await waitFor(() => expect(document.title).toBe('Explore Homes | Keyhaven'));
  });
});
