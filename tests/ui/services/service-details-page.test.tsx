import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../../src/ui/di/container-context.js';
import { ServiceDetailsPage } from '../../../src/ui/services/service-details-page.js';
import { testContainer } from '../../support/test-container.js';
import { renderApp } from '../app/render-app.js';
import { serviceItem } from '../itineraries/trip-fixtures.js';
import { chaletStay, serviceHost } from './service-fixtures.js';

// Lazy routes load slowly on a busy machine: wait longer than the 1 s default.

const page = async () => screen.findByRole('article', { name: 'Private Chef Dinner' });

describe("a service's details (/markets/{id}/services/{serviceId})", () => {
  it('shows the service: name, tagline, at a glance, photos, and every part the host sent', async () => {
    renderApp('/markets/rocky-mountains/services/sv-chef', { host: serviceHost().host });
    const details = await page();
    expect(within(details).getByRole('heading', { level: 1, name: 'Private Chef Dinner' })).toBeTruthy();
    expect(details.textContent).toContain('Restaurant-quality dining without leaving home');
    const glance = within(details).getByRole('list', { name: 'At a glance' });
    expect(
      within(glance)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 hours', 'Book at least 2 days ahead', 'From $950']);
    // Blank photos are left out.
    expect(within(details).getByRole('img', { name: 'Photo 1 of 2: Private Chef Dinner' })).toBeTruthy();
    expect(within(details).getByRole('img', { name: 'Photo 2 of 2: Private Chef Dinner' })).toBeTruthy();
    const part = (name: string) => within(details).getByRole('region', { name }).textContent;
    expect(part('About this service')).toContain('A private chef plans the menu with you');
    expect(part('What’s included')).toContain('Menu planning, shopping, cooking');
    expect(part('Guest requirements')).toContain('A kitchen with an oven');
    expect(part('Price and booking')).toContain('Starting from $950');
    expect(part('Price and booking')).toContain('A 10% coordination fee is added to the price.');
    expect(part('Price and booking')).toContain('Book at least 2 days ahead.');
    expect(part('Cancellation terms')).toContain('Free cancellation up to 48 hours');
    expect(part('Good to know')).toContain('Groceries are billed at cost.');
    expect(part('What guests say')).toContain('The best night of our trip.');
    expect(document.title).toContain('Private Chef Dinner');
  });

  it('leaves out the parts the host sent nothing for', async () => {
    const bare = { id: 'sv-chef', name: 'Private Chef Dinner', categories: [], fields: [] };
    renderApp('/markets/rocky-mountains/services/sv-chef', { host: serviceHost({ service: bare }).host });
    const details = await page();
    expect(within(details).queryByRole('list', { name: 'At a glance' })).toBeNull();
    expect(
      within(details)
        .queryAllByRole('region')
        .map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual(['service-similar-title']);
    // No photo: the designed empty panel stands in, named for the service.
    expect(within(details).getByRole('img', { name: 'Photo 1 of 1: Private Chef Dinner' })).toBeTruthy();
  });

  it('links similar services to their own details and the way back to the catalog, the query kept', async () => {
    renderApp('/markets/rocky-mountains/services/sv-chef?product_line=Concierge&utm_source=mail', {
      host: serviceHost().host,
    });
    const details = await page();
    const similar = await within(details).findByRole('region', { name: 'Similar services' });
    expect(
      within(similar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sushi Night', '/markets/rocky-mountains/services/sv-sushi?product_line=Concierge&utm_source=mail'],
    ]);
    expect(
      within(details)
        .getByRole('link', { name: /Back to all services/ })
        .getAttribute('href'),
    ).toBe('/markets/rocky-mountains/services?product_line=Concierge&utm_source=mail');
  });

  it('an unknown service shows the error page with the host’s 404', async () => {
    renderApp('/markets/rocky-mountains/services/sv-chef', {
      host: serviceHost({ serviceStatus: 404 }).host,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeTruthy();
  });

  it('a service that stands for a home opens the home instead', async () => {
    const { router } = renderApp('/markets/rocky-mountains/services/sv-chalet?utm_source=mail', {
      host: serviceHost({ service: chaletStay() }).host,
    });
    await screen.findByRole('heading', { level: 1, name: '404 Not Found' }); // the fake host knows no homes
    expect(router.state.location.pathname).toBe('/listings/elk1');
    expect(router.state.location.search).toBe('?utm_source=mail');
  });
});

describe('the read-only details (/markets/{id}/readonly-services/{serviceId})', () => {
  it('show the same details and offer no action at all', async () => {
    renderApp('/markets/rocky-mountains/readonly-services/sv-chef', { host: serviceHost().host });
    const details = await page();
    expect(within(details).getByRole('region', { name: 'What’s included' })).toBeTruthy();
    expect(screen.getByRole('main').querySelectorAll('button, input, select, textarea')).toHaveLength(0);
    const similar = await within(details).findByRole('region', { name: 'Similar services' });
    expect(within(similar).getByRole('link', { name: 'Sushi Night' }).getAttribute('href')).toBe(
      '/markets/rocky-mountains/readonly-services/sv-sushi',
    );
  });
});

describe('a service opened from a trip (/itineraries/{id}/services/{serviceId})', () => {
  it('says the trip holds it, links back to the trip’s tab and keeps similar services on the trip', async () => {
    renderApp('/itineraries/it-ski/services/sv-chef', {
      host: serviceHost({ tripItems: [serviceItem('i-1', 'in_progress', { serviceId: 'sv-chef' })] }).host,
    });
    const details = await page();
    expect(within(details).getByText('On your trip · Price Requested')).toBeTruthy();
    expect(
      within(details)
        .getByRole('link', { name: /Back to the trip/ })
        .getAttribute('href'),
    ).toBe('/itineraries/it-ski?tab=explore');
    const similar = await within(details).findByRole('region', { name: 'Similar services' });
    expect(within(similar).getByRole('link', { name: 'Sushi Night' }).getAttribute('href')).toBe(
      '/itineraries/it-ski/services/sv-sushi',
    );
  });
});

describe('the booking slot', () => {
  const renderWithSlot = (url: string) => {
    const ports = testContainer({ host: serviceHost().host });
    const booking = (place: { service: { name: string }; marketId: string; itineraryId: string | null }) => (
      <p>
        Booking {place.service.name} in {place.marketId} for {place.itineraryId ?? 'no trip'}
      </p>
    );
    render(
      <ContainerProvider container={ports.container}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/markets/:marketId/services/:serviceId"
              element={<ServiceDetailsPage kind="catalog" booking={booking} />}
            />
            <Route
              path="/markets/:marketId/readonly-services/:serviceId"
              element={<ServiceDetailsPage kind="readonly" booking={booking} />}
            />
            <Route
              path="/itineraries/:itineraryId/services/:serviceId"
              element={<ServiceDetailsPage kind="trip" booking={booking} />}
            />
          </Routes>
        </MemoryRouter>
      </ContainerProvider>,
    );
  };

  it('draws the booking part beside the details, with the market and no trip, in the catalog', async () => {
    renderWithSlot('/markets/rocky-mountains/services/sv-chef');
    expect(
      await screen.findByText('Booking Private Chef Dinner in rocky-mountains for no trip'),
    ).toBeTruthy();
  });

  it("draws it with the trip and the trip's market inside a trip", async () => {
    renderWithSlot('/itineraries/it-ski/services/sv-chef');
    expect(await screen.findByText('Booking Private Chef Dinner in rocky-mountains for it-ski')).toBeTruthy();
  });

  it('never draws it for the read-only catalog', async () => {
    renderWithSlot('/markets/rocky-mountains/readonly-services/sv-chef');
    await page();
    expect(screen.queryByText(/^Booking /)).toBeNull();
  });
});
