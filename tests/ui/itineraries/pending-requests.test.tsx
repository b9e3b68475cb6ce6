import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { renderTrips } from './render-trips.js';
import { tripHost } from './trip-fixtures.js';

const concierge = {
  name: 'Rocky Mountains Concierge',
  phone: '(970) 555-0100',
  email: 'concierge@example.test',
};

const pendingHost = (answer: { status?: number; body?: unknown }) =>
  tripHost({ host: new FakeRestHost().on('GET', '/api/itinerary/it-ski/pending', answer) });

// The test clock stands at 2030-01-01T12:00Z.
// The first render loads the whole trip page (its lazy parts too): slow on a busy machine.
describe("the trip page's 'Waiting on the concierge'", { timeout: 20_000 }, () => {
  it('says since when, what the concierge owes and by when; an overdue one says so with the contact', async () => {
    renderTrips('/itineraries/it-ski', {
      user: demoGuest,
      host: pendingHost({
        body: {
          respondByHours: { price: 24, confirmation: 48 },
          concierge,
          items: [
            {
              itemId: 'a',
              kind: 'service',
              name: 'Private chef',
              status: 'in_progress',
              since: '2029-12-31T20:00:00.000Z',
            },
            {
              itemId: 'b',
              kind: 'home',
              name: 'Aspen Ridge Chalet',
              status: 'approved',
              since: '2029-12-29T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    const panel = await screen.findByRole(
      'region',
      { name: 'Waiting on the concierge' },
      { timeout: 15_000 },
    );
    const [chef, home] = within(panel).getAllByRole('listitem');
    expect(chef?.textContent).toMatch(/^Private chef: asked .+; the concierge owes you a price by .+\.$/);
    expect(chef?.textContent).not.toContain('Overdue');
    expect(home?.textContent).toContain('the concierge owes you a confirmation by');
    expect(home?.textContent).toContain('Overdue: we are late.');
    expect(
      within(home as HTMLElement)
        .getByRole('link', { name: concierge.phone })
        .getAttribute('href'),
    ).toBe(`tel:${concierge.phone}`);
    expect(
      within(home as HTMLElement)
        .getByRole('link', { name: concierge.email })
        .getAttribute('href'),
    ).toBe(`mailto:${concierge.email}`);
  });

  it('shows nothing when nothing is owed', async () => {
    renderTrips('/itineraries/it-ski', {
      user: demoGuest,
      host: pendingHost({
        body: { respondByHours: { price: 24, confirmation: 48 }, concierge: null, items: [] },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Add to calendar' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Waiting on the concierge' })).toBeNull();
  });
});
