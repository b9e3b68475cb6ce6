import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderApp } from './render-app.js';

const path = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes', () => {
  it('/ redirects a signed-in guest to /itineraries, keeping the query string', async () => {
    const { router } = renderApp('/?utm_source=mail&lead=L1', { user: demoGuest });
    await screen.findByRole('heading', { name: 'My Trips' });
    expect(path(router)).toBe('/itineraries?utm_source=mail&lead=L1');
  });

  it('/ leads a signed-out visitor to the search, not an empty trips page (issue 28 item 6)', async () => {
    const { router } = renderApp('/?utm_source=mail', { user: null });
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(path(router)).toBe('/listings?utm_source=mail');
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
    // The test host knows no home: the home's page says it cannot find this one.
    ['/itineraries/it-1/listing/home-9', '404 Not Found'],
    ['/listings/home-9', '404 Not Found'],
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
    // Signed in: a guest without a session is offered sign-in instead of the tabs
    // (docs/product/roles.md#trip-links).
    renderApp('/itineraries/it-1?tab=explore', { user: demoGuest });
    // Read both tabs in one look: this host knows no trip, so the page soon turns to its error.
    await waitFor(() => {
      expect(screen.getByRole('tab', { name: 'Explore' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tab', { name: 'Itinerary' }).getAttribute('aria-selected')).toBe('false');
    });
  });

  it('pages set the document title from the product short name', async () => {
    renderApp('/listings');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    await waitFor(() => expect(document.title).toBe('Explore Homes | Keyhaven'));
  });

  const aspen = {
    objectId: 'aspen',
    name: 'Aspen',
    defaultProductLine: 'Concierge',
    product_lines: { concierge: { email: 'concierge@aspen.test' }, lite: { email: 'lite@aspen.test' } },
  };

  it.each([
    ['/markets/aspen/services?product_line=Lite', 'for your stay in Aspen.'],
    ['/markets/aspen/readonly-services', 'to browse in Aspen.'],
  ])('%s loads its market', async (url, lead) => {
    const host = new FakeRestHost().on('GET', '/api/market/aspen', { body: aspen });
    renderApp(url, { host });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services & Experiences' })).toBeTruthy();
    expect(screen.getByText(new RegExp(lead.replace('.', '\\.')))).toBeTruthy();
  });

  it("the market's product line names the support e-mail (error boundary)", async () => {
    const host = new FakeRestHost().on('GET', '/api/market/aspen', { body: aspen });
    const { container } = renderApp('/markets/aspen/services?product_line=Lite', { host });
    await screen.findByRole('heading', { level: 1, name: 'Services & Experiences' });
    const { ShellViewModel } = await import('../../../src/ui/shell/shell.view-model.js');
    expect(container.get(ShellViewModel).supportEmail).toBe('lite@aspen.test');
  });

  it('a market that cannot be loaded shows the error page (page-load error)', async () => {
    const host = new FakeRestHost().on('GET', '/api/market/*', {
      status: 404,
      body: { message: 'No such market' },
    });
    renderApp('/markets/atlantis/services', { host });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('No such market')).toBeTruthy();
  });

  it('a malformed market answer is an error page too, never a crash', async () => {
    const host = new FakeRestHost().on('GET', '/api/market/aspen', { body: { name: 42 } });
    const { errorReporter } = renderApp('/markets/aspen/services', { host });
    expect(await screen.findByRole('heading', { name: '500 Internal Error' })).toBeTruthy();
    expect(screen.queryByText(/expected string/)).toBeNull();
    expect(String((errorReporter.reports[0]!.error as { message: string }).message)).toContain('objectId');
  });

  it('a server failure shows the catalogue message, not its detail', async () => {
    const host = new FakeRestHost().on('GET', '/api/market/*', {
      status: 503,
      body: { message: 'pg: too many clients' },
    });
    const { errorReporter } = renderApp('/markets/aspen/services', { host });
    expect(await screen.findByRole('heading', { name: '503 Internal Error' })).toBeTruthy();
    expect(screen.queryByText(/too many clients/)).toBeNull();
    expect(errorReporter.reports).toHaveLength(1);
  });
});
