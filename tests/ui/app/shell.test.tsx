import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appError } from '../../../src/core/shared/app-error.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { demoGuest } from '../../support/test-container.js';
import { renderApp } from './render-app.js';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('app shell', () => {
  it('full-screen loading shows while the user loads', async () => {
    const ports = renderApp('/listings', { user: demoGuest });
    // The in-memory gateway answers on the next tick; before that the app is still starting.
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(ports.sessionGateway.calls).toBe(1);
  });

  it('Sign In shows only when logged out', async () => {
    renderApp('/listings');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toMatch(
      /^\/sso\/login\/\?returnUrl=/,
    );
    expect(within(mainNav()).queryByRole('link', { name: 'Sign Out' })).toBeNull();
  });

  it('Sign Out shows only when logged in', async () => {
    renderApp('/listings', { user: demoGuest });
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(within(mainNav()).getByRole('link', { name: 'Sign Out' })).toBeTruthy();
    expect(within(mainNav()).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('links open in a new tab unless already on that page, and keep the query', async () => {
    renderApp('/listings?utm_source=mail&listing_destination=aspen');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    const explore = within(mainNav()).getByRole('link', { name: 'Explore Homes' });
    const trips = within(mainNav()).getByRole('link', { name: /My Trips/ });
    expect(explore.getAttribute('target')).toBeNull();
    expect(explore.getAttribute('href')).toBe('/listings?utm_source=mail&listing_destination=aspen');
    expect(trips.getAttribute('target')).toBe('_blank');
    expect(trips.getAttribute('href')).toBe('/itineraries?utm_source=mail');
  });

  it('the phone number shows only in the itinerary view', async () => {
    renderApp('/itineraries/it-1');
    await screen.findByRole('heading', { name: 'Your Trip' });
    expect(screen.getByRole('link', { name: '(303) 555-0199' }).getAttribute('href')).toBe(
      'tel:+13035550199',
    );
  });

  it('no phone number outside the itinerary view', async () => {
    renderApp('/itineraries');
    await screen.findByRole('heading', { name: 'My Trips' });
    expect(screen.queryByRole('link', { name: '(303) 555-0199' })).toBeNull();
  });

  it('standalone card addition hides the navigation bar and footer', async () => {
    renderApp('/card-addition');
    await screen.findByRole('heading', { name: 'Add A Card' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('page views go to analytics with utm_source and lead', async () => {
    const { analytics } = renderApp('/itineraries?utm_source=mail&lead=L1&other=1');
    await screen.findByRole('heading', { name: 'My Trips' });
    expect(analytics.calls).toContainEqual({
      type: 'page',
      name: 'itineraries',
      properties: { path: '/itineraries', utm_source: 'mail', lead: 'L1' },
    });
  });

  it('pages that send their own events send no generic page view', async () => {
    const { analytics } = renderApp('/listings?utm_source=mail');
    await screen.findByRole('heading', { name: 'Explore Homes' });
    expect(analytics.calls.filter((call) => call.type === 'page')).toEqual([]);
  });

  it('an app error shows the error page, and clears on path change', async () => {
    const { container, router } = renderApp('/itineraries');
    await screen.findByRole('heading', { name: 'My Trips' });
    act(() => container.get(ShellViewModel).errorRaised(appError('forbidden', '', { status: 403 })));
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
    await act(() => router.navigate('/listings'));
    expect(await screen.findByRole('heading', { name: 'Explore Homes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '403 Forbidden' })).toBeNull();
  });

  it('a custom header and message override the catalogue', async () => {
    const { container } = renderApp('/itineraries');
    await screen.findByRole('heading', { name: 'My Trips' });
    act(() =>
      container
        .get(ShellViewModel)
        .errorRaised(
          appError('page-load', 'The itinerary item could not be located on this itinerary', { status: 404 }),
        ),
    );
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('The itinerary item could not be located on this itinerary')).toBeTruthy();
  });

  it('the signed-in state is read once at start', async () => {
    const { sessionGateway } = renderApp('/itineraries', { user: demoGuest });
    await screen.findByRole('heading', { name: 'My Trips' });
    await waitFor(() => expect(sessionGateway.calls).toBe(1));
  });
});
