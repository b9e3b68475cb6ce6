import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { tripHost } from './trip-fixtures.js';

const SUBSCRIPTION = '/api/itinerary/it-ski/calendar-subscription';
const FEED = 'http://app.test/api/calendar-feeds/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

/** A host whose trip has a subscription that the test's steps make, renew and revoke. */
const calendarHost = (options: { subscribed?: boolean; failing?: boolean } = {}) => {
  let live = options.subscribed ? '2030-01-01T09:00:00.000Z' : null;
  let issued = 0;
  const host = new FakeRestHost()
    .on('GET', SUBSCRIPTION, () =>
      options.failing
        ? { status: 503, body: { message: 'Down' } }
        : { body: { subscribed: live !== null, since: live } },
    )
    .on('POST', SUBSCRIPTION, () => {
      issued += 1;
      live = '2030-01-02T10:00:00.000Z';
      const httpsUrl = FEED.replace('abcdef', `abcde${issued}`);
      return {
        status: 201,
        body: { since: live, httpsUrl, webcalUrl: httpsUrl.replace('http:', 'webcal:') },
      };
    })
    .on('DELETE', SUBSCRIPTION, () => {
      live = null;
      return { status: 204 };
    });
  return tripHost({ host });
};

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }, { timeout: 15_000 }));
  return screen.findByRole('region', { name: 'Add to calendar' });
};

// The first render loads the whole trip page (its lazy parts too): slow on a busy machine.
describe("the trip page's 'Add to calendar'", { timeout: 20_000 }, () => {
  it('offers the one-off download as a plain link to the trip’s .ics', async () => {
    const { host } = renderTrips('/itineraries/it-ski', { user: demoGuest, host: calendarHost() });
    const toggle = await screen.findByRole('button', { name: 'Add to calendar' }, { timeout: 15_000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Nothing is asked before the guest opens the panel.
    expect(host.requests.some((request) => request.path === SUBSCRIPTION)).toBe(false);
    const panel = await openPanel();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const download = within(panel).getByRole('link', { name: 'Download the trip (.ics)' });
    expect(download.getAttribute('href')).toBe('/api/itinerary/it-ski/calendar.ics');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('makes a private address, shows it once as webcal and https, then renews and revokes it', async () => {
    const { host } = renderTrips('/itineraries/it-ski', { user: demoGuest, host: calendarHost() });
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Get a subscription address' }));
    const webcal = (await within(panel).findByLabelText('Calendar apps (webcal)')) as HTMLInputElement;
    const https = within(panel).getByLabelText('Google Calendar and others (https)') as HTMLInputElement;
    expect(webcal.value).toBe(FEED.replace('abcdef', 'abcde1').replace('http:', 'webcal:'));
    expect(https.value).toBe(FEED.replace('abcdef', 'abcde1'));
    expect(within(panel).getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(
      webcal.value,
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Renew address' }));
    await act(async () => {});
    expect(
      ((await within(panel).findByLabelText('Calendar apps (webcal)')) as HTMLInputElement).value,
    ).toContain('abcde2');

    fireEvent.click(within(panel).getByRole('button', { name: 'Revoke address' }));
    expect(await within(panel).findByRole('button', { name: 'Get a subscription address' })).toBeTruthy();
    expect(within(panel).queryByLabelText('Calendar apps (webcal)')).toBeNull();
    expect(
      host.requests.filter((request) => request.path === SUBSCRIPTION).map((request) => request.method),
    ).toEqual(['GET', 'POST', 'POST', 'DELETE']);
  });

  it('a live subscription says since when and that the address is shown only when made', async () => {
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: calendarHost({ subscribed: true }) });
    const panel = await openPanel();
    expect(await within(panel).findByText(/active since January 1, 2030/)).toBeTruthy();
    expect(within(panel).getByText(/renew it to get a new one \(the old one stops working\)/)).toBeTruthy();
    expect(within(panel).queryByLabelText('Calendar apps (webcal)')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Revoke address' })).toBeTruthy();
  });

  it('says so when the subscription cannot be read, and the download stays', async () => {
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: calendarHost({ failing: true }) });
    const panel = await openPanel();
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'We could not reach your calendar settings just now. Please try again.',
    );
    expect(within(panel).getByRole('link', { name: 'Download the trip (.ics)' })).toBeTruthy();
  });

  it('closes again with the same button', async () => {
    renderTrips('/itineraries/it-ski', { user: demoGuest, host: calendarHost() });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
  });
});
