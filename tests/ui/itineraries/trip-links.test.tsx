import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InMemorySessionGateway } from '../../../src/adapters/memory/in-memory-session-gateway.js';
import { LEAD_SIGN_IN_MESSAGE } from '../../../src/core/itinerary/trip-access.rule.js';
import { SessionGateway } from '../../../src/core/session/session-gateway.port.js';
import { SESSION_COOKIE } from '../../../src/core/storage/cookie-jar.port.js';
import { ItineraryViewModel } from '../../../src/ui/itineraries/itinerary.view-model.js';
import { SessionViewModel } from '../../../src/ui/shell/session.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { tripHost } from './trip-fixtures.js';
import { startedTripsContainer } from './trips-container.js';

const refusingHost = (status: number) =>
  new FakeRestHost()
    .on('GET', '/api/guest-itinerary/it-ski', {
      status,
      body: { message: 'You do not have permission to change this itinerary.' },
    })
    .on('GET', '/api/itinerary/it-ski/items', { status, body: { message: 'No' } })
    .on('GET', '/api/itinerary/it-ski/listing-items', { status, body: { message: 'No' } });

describe('trip links: /itineraries/{id} for someone who may not see it', () => {
  it('a guest without a session (a lead too) is offered sign-in back to the same address, and nothing is asked', async () => {
    const host = tripHost();
    renderTrips('/itineraries/it-ski?tab=explore', { host });
    const notice = await screen.findByRole('region', { name: 'Sign in to see this trip' });
    const href = within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^\/sso\/login\/\?returnUrl=/);
    const back = new URL(decodeURIComponent(href.split('returnUrl=')[1] ?? ''));
    expect(`${back.pathname}${back.search}`).toBe('/itineraries/it-ski?tab=explore');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('heading', { name: /^401/ })).toBeNull();
    expect(host.requests.filter((request) => request.path.includes('it-ski'))).toEqual([]);
  });

  it('a lead’s link without a session says in one sentence why to sign in, with the action', async () => {
    const host = tripHost().on('GET', '/api/lead/lead-1', {
      body: {
        objectId: 'lead-1',
        first_name: 'Lee',
        itineraryId: 'it-ski',
        itinerary_end_date: { iso: '2031-01-05T00:00:00.000Z' },
      },
    });
    renderTrips('/itineraries/it-ski?lead=lead-1', { host });
    const notice = await screen.findByRole('region', { name: 'Sign in to see this trip' });
    expect(await within(notice).findByText(LEAD_SIGN_IN_MESSAGE)).toBeTruthy();
    expect(LEAD_SIGN_IN_MESSAGE.split(/[.!?](\s|$)/).filter((part) => part.trim()).length).toBe(1);
    expect(within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /^\/sso\/login\/\?returnUrl=/,
    );
  });

  it("someone else's trip says it cannot be viewed, never that it cannot be changed", async () => {
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: refusingHost(403) });
    const notice = await screen.findByRole('region', { name: 'This trip cannot be viewed' });
    expect(within(notice).getByText(/belongs to another account/)).toBeTruthy();
    expect(screen.queryByText(/change this itinerary/)).toBeNull();
    const again = within(notice).getByRole('link', { name: 'Sign in with another account' });
    expect(again.getAttribute('href')).toMatch(/^\/sso\/logout\?returnUrl=/);
  });

  it("an item of someone else's trip reads as the trip does: it cannot be viewed", async () => {
    renderTrips('/itineraries/it-ski/items/chef', { user: demoGuest, host: refusingHost(403) });
    const notice = await screen.findByRole('region', { name: 'This trip cannot be viewed' });
    expect(within(notice).getByText(/belongs to another account/)).toBeTruthy();
    expect(screen.queryByText(/change this itinerary/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /^403/ })).toBeNull();
  });

  it('an item asked for without a session the host knows (401) offers sign-in back to the item', async () => {
    renderTrips('/itineraries/it-ski/items/chef', { host: refusingHost(401) });
    const notice = await screen.findByRole('region', { name: 'Sign in to see this trip' });
    const href = within(notice).getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '';
    const back = new URL(decodeURIComponent(href.split('returnUrl=')[1] ?? ''));
    expect(back.pathname).toBe('/itineraries/it-ski/items/chef');
    expect(screen.queryByRole('heading', { name: /^401/ })).toBeNull();
  });

  it('a session the host no longer knows (401) is offered sign-in too', async () => {
    const ports = await startedTripsContainer({ user: demoGuest, host: refusingHost(401) });
    const vm = ports.container.get(ItineraryViewModel);
    await vm.pageOpened('it-ski', null);
    expect(vm.state).toEqual({ status: 'refused', refusal: 'sign-in' });
    expect(ports.shell.appError).toBeNull();
  });

  it('the trip links to its billing and documents', async () => {
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: tripHost() });
    const nav = await screen.findByRole('navigation', { name: 'More about this trip' });
    expect(within(nav).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      '/itineraries/it-ski/billing',
    );
    expect(within(nav).getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe(
      '/itineraries/it-ski/documents',
    );
  });
});

describe('trip links: signing in elsewhere', () => {
  it('a trip offered for sign-in shows once the guest signs in in another tab', async () => {
    const ports = renderTrips('/itineraries/it-ski', { host: tripHost() });
    await screen.findByRole('region', { name: 'Sign in to see this trip' });
    const sessions = ports.container.get(SessionGateway) as InMemorySessionGateway;
    sessions.user = demoGuest;
    ports.cookies.set(SESSION_COOKIE, `session-of-${demoGuest.objectId}`);
    await act(() => ports.container.get(SessionViewModel).refetchRequested({ forced: true }));
    expect(await screen.findByRole('tablist', { name: 'Trip sections' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sign in to see this trip' })).toBeNull();
  });
});
