import { describe, expect, it } from 'vitest';
import { ItineraryHistoryViewModel } from '../../../src/ui/itineraries/itinerary-history.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { serviceItem, trip } from './trip-fixtures.js';
import { startedTripsContainer } from './trips-container.js';

const upcoming = trip({ items: [serviceItem('a', 'booked'), serviceItem('b', 'quoted')] });
const underWay = trip({
  objectId: 'it-now',
  itineraryName: 'Long weekend',
  arrivalDate: { iso: '2030-01-02T00:00:00.000Z' },
  departureDate: { iso: '2030-01-05T00:00:00.000Z' },
  property: null,
  items: [serviceItem('c', 'draft')],
});
const past = trip({
  objectId: 'it-past',
  itineraryName: 'Beach week on the coast',
  market: { objectId: 'southeast-coast', name: 'Southeast Coast' },
  arrivalDate: { iso: '2029-11-01T00:00:00.000Z' },
  departureDate: { iso: '2029-11-08T00:00:00.000Z' },
});

const listHost = (answers: { active: unknown; past: unknown }) =>
  new FakeRestHost().on('GET', '/api/itinerary', ({ url }) => {
    const answer = url.searchParams.get('isActive') === 'true' ? answers.active : answers.past;
    return typeof answer === 'number' ? { status: answer, body: { message: 'Boom' } } : { body: answer };
  });

describe('ItineraryHistoryViewModel: the trip list', () => {
  it('lists upcoming trips, then past ones, with market, dates, photo and counts', async () => {
    const host = listHost({ active: [underWay, upcoming], past: [past] });
    const { container } = await startedTripsContainer({ user: demoGuest, host });
    const history = container.get(ItineraryHistoryViewModel);
    const opened = history.pageOpened();
    expect(history.state.status).toBe('loading');
    await opened;
    expect(history.state.status).toBe('ready');
    if (history.state.status !== 'ready') return;
    expect(history.state.upcoming.map((card) => card.name)).toEqual([
      'Long weekend',
      'Rocky Mountains ski week',
    ]);
    expect(history.state.past.map((card) => card.name)).toEqual(['Beach week on the coast']);
    expect(history.state.upcoming[1]).toEqual({
      id: 'it-ski',
      name: 'Rocky Mountains ski week',
      market: 'Rocky Mountains',
      dates: 'Saturday, March 9, 2030 – Saturday, March 16, 2030',
      photo: '/media/homes/aspen-1.jpg',
      homeName: 'Aspen Ridge Chalet',
      counts: '2 services, 1 booked',
      started: false,
    });
    // The day before arrival (1 January, today in the test container) starts the trip
    // (docs/product/flows.md#itinerary-started).
    expect(history.state.upcoming[0]).toMatchObject({ started: true, photo: undefined, counts: '1 service' });
    expect(history.isEmpty).toBe(false);
    const queries = host.requests.map((request) => request.path);
    expect(queries).toEqual(['/api/itinerary', '/api/itinerary']);
  });

  it('a guest without trips gets the empty state', async () => {
    const { container } = await startedTripsContainer({
      user: demoGuest,
      host: listHost({ active: [], past: [] }),
    });
    const history = container.get(ItineraryHistoryViewModel);
    await history.pageOpened();
    expect(history.isEmpty).toBe(true);
  });

  it('a list that fails is silent: no error, nothing reported, at most the empty state', async () => {
    const host = listHost({ active: 500, past: 503 });
    const { container, errorReporter, shell } = await startedTripsContainer({ user: demoGuest, host });
    const history = container.get(ItineraryHistoryViewModel);
    await history.pageOpened();
    expect(history.state).toEqual({ status: 'ready', upcoming: [], past: [] });
    expect(history.isEmpty).toBe(true);
    expect(shell.appError).toBeNull();
    expect(errorReporter.reports).toEqual([]);
  });

  it('one list failing still shows the other', async () => {
    const host = listHost({ active: [upcoming], past: 500 });
    const { container } = await startedTripsContainer({ user: demoGuest, host });
    const history = container.get(ItineraryHistoryViewModel);
    await history.pageOpened();
    expect(history.state.status === 'ready' && history.state.upcoming.map((card) => card.id)).toEqual([
      'it-ski',
    ]);
  });

  it('a signed-out guest is asked to sign in, and nothing is fetched', async () => {
    const host = listHost({ active: [upcoming], past: [] });
    const { container } = await startedTripsContainer({ host });
    const history = container.get(ItineraryHistoryViewModel);
    await history.pageOpened();
    expect(history.state).toEqual({ status: 'signed-out' });
    expect(host.requests).toEqual([]);
  });
});
