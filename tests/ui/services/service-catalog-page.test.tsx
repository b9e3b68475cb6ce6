import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { renderApp } from '../app/render-app.js';

// Lazy routes load slowly on a busy machine: wait longer than the 1 s default.

const aspen = { objectId: 'aspen', name: 'Aspen', defaultProductLine: 'Concierge' };
const chefs = { id: 'c-chef', name: 'Private Chefs', isHidden: false, promotionScore: 9 };
const family = { id: 'c-family', name: 'Kids & Family', isHidden: false, promotionScore: 2 };

const services = [
  {
    id: 's-class',
    name: 'Hands-On Cooking Class',
    categories: [chefs, family],
    fields: [],
    score: 5,
    siteSection: 'catalog',
    tagline: 'Cook like a local',
    duration: '3 hours',
    description: 'Learn three regional dishes from a local chef.',
    startingFrom: 145,
    images: ['/media/services/s-class/1.svg'],
  },
  {
    id: 's-chalet',
    name: 'Slopeside Chalet',
    categories: [family],
    fields: [],
    score: 2,
    listingRedirectId: 'elk1',
    images: [],
  },
];

const catalogHost = (servicesAnswer: { status?: number; body: unknown }) =>
  new FakeRestHost()
    .on('GET', '/api/market/aspen', { body: aspen })
    .on('GET', '/api/markets/aspen/services', servicesAnswer);

describe('the standalone service catalog (/markets/{id}/services)', () => {
  it("shows the market's services a shelf per category, in category ranking order", async () => {
    renderApp('/markets/aspen/services', { host: catalogHost({ body: services }) });
    const shelves = await screen.findAllByRole('heading', { level: 2 });
    expect(shelves.map((heading) => heading.textContent)).toEqual(['Private Chefs', 'Kids & Family']);
    const chefsShelf = screen.getByRole('list', { name: 'Private Chefs' });
    const card = within(chefsShelf).getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Hands-On Cooking Class' })).toBeTruthy();
    expect(card.textContent).toContain('3 hours · Cook like a local');
    expect(card.textContent).toContain('Learn three regional dishes from a local chef.');
    expect(card.textContent).toContain('From $145');
    // A service under two categories shows on both; one standing for a home opens the home.
    const familyShelf = screen.getByRole('list', { name: 'Kids & Family' });
    expect(
      within(familyShelf)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hands-On Cooking Class', 'Slopeside Chalet']);
    expect(within(familyShelf).getByRole('link', { name: 'Slopeside Chalet' }).getAttribute('href')).toBe(
      '/listings/elk1',
    );
  });

  it('every card is one link to the service’s details, named by the service, the query kept', async () => {
    renderApp('/markets/aspen/services?product_line=Concierge&listing_adults=2', {
      host: catalogHost({ body: services }),
    });
    const chefsShelf = await screen.findByRole('list', { name: 'Private Chefs' });
    const card = within(chefsShelf).getByRole('article');
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hands-On Cooking Class', '/markets/aspen/services/s-class?product_line=Concierge'],
    ]);
  });

  it('the read-only catalog opens the read-only details', async () => {
    renderApp('/markets/aspen/readonly-services', { host: catalogHost({ body: services }) });
    const chefsShelf = await screen.findByRole('list', { name: 'Private Chefs' });
    expect(
      within(chefsShelf).getByRole('link', { name: 'Hands-On Cooking Class' }).getAttribute('href'),
    ).toBe('/markets/aspen/readonly-services/s-class');
  });

  it('services that fail to load are an empty list, reported; the page stays', async () => {
    const { errorReporter } = renderApp('/markets/aspen/readonly-services', {
      host: catalogHost({ status: 500, body: { message: 'down' } }),
    });
    expect(await screen.findByText(/No services are offered in Aspen right now/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Services & Experiences' })).toBeTruthy();
    expect(errorReporter.reports.map((report) => report.context.during)).toEqual([
      'loading the market services',
    ]);
  });
});

describe('the catalog search (docs/product/routes.md#services-catalog-search)', () => {
  it('reads the search from the address: the matches replace the shelves', async () => {
    renderApp('/markets/aspen/services?q=chef', { host: catalogHost({ body: services }) });
    const results = await screen.findByRole('list', { name: '1 service matches "chef"' });
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hands-On Cooking Class']);
    expect(screen.queryByRole('list', { name: 'Private Chefs' })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search services' }) as HTMLInputElement).value).toBe(
      'chef',
    );
  });

  it('typing searches at once and keeps the text in the address; clearing it brings the shelves back', async () => {
    const { router } = renderApp('/markets/aspen/services?product_line=Concierge', {
      host: catalogHost({ body: services }),
    });
    const field = await screen.findByRole('searchbox', { name: 'Search services' });
    fireEvent.change(field, { target: { value: 'kayak' } });
    expect(await screen.findByText('No services match "kayak".')).toBeTruthy();
    expect(router.state.location.search).toBe('?product_line=Concierge&q=kayak');
    fireEvent.change(field, { target: { value: '' } });
    expect(await screen.findByRole('list', { name: 'Private Chefs' })).toBeTruthy();
    expect(router.state.location.search).toBe('?product_line=Concierge');
  });

  it('only catalog services are searched: a service of no site section is not found', async () => {
    renderApp('/markets/aspen/services?q=chalet', { host: catalogHost({ body: services }) });
    expect(await screen.findByText('No services match "chalet".')).toBeTruthy();
  });
});
