import { describe, expect, it } from 'vitest';
import { errorPageContent } from '../../../src/ui/components/error-catalogue.js';
import { ItineraryViewModel } from '../../../src/ui/itineraries/itinerary.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { listingItem, serviceItem, trip, tripHost } from './trip-fixtures.js';
import { startedTripsContainer } from './trips-container.js';

const open = async (options: Parameters<typeof tripHost>[0] = {}, user = demoGuest) => {
  const host = tripHost(options);
  const ports = await startedTripsContainer({ user, host });
  const vm = ports.container.get(ItineraryViewModel);
  return { ...ports, vm, host };
};

const deletes = (host: FakeRestHost) => host.requests.filter((request) => request.method === 'DELETE');

describe('ItineraryViewModel: loading a trip', () => {
  it('loads the trip, its services and its homes side by side', async () => {
    const { vm, host } = await open();
    const opened = vm.pageOpened('it-ski', null);
    expect(vm.state.status).toBe('loading');
    await opened;
    expect(vm.state.status).toBe('ready');
    expect(vm.dates).toBe('Saturday, March 9, 2030 – Saturday, March 16, 2030');
    expect(vm.serviceRows).toHaveLength(9);
    expect(vm.homeRows.map((row) => row.name)).toEqual(['Aspen Ridge Chalet']);
    expect(vm.tripHome).toBeNull(); // the home item stands for the trip's home
    expect(host.requests.map((request) => request.path).sort()).toEqual([
      '/api/guest-itinerary/it-ski',
      '/api/itinerary/it-ski/items',
      '/api/itinerary/it-ski/listing-items',
    ]);
  });

  it("shows the trip's own home, with the trip's dates, when no home item stands for it", async () => {
    const { vm } = await open({ listingItems: [] });
    await vm.pageOpened('it-ski', null);
    expect(vm.tripHome).toMatchObject({
      name: 'Aspen Ridge Chalet',
      checkIn: 'Saturday, March 9, 2030',
      checkOut: 'Saturday, March 16, 2030',
    });
  });

  it('moving to another trip shows nothing of the one before while it loads', async () => {
    const { vm } = await open();
    await vm.pageOpened('it-ski', null);
    expect(vm.serviceRows).toHaveLength(9);
    const other = vm.pageOpened('it-nope', null);
    expect(vm.state.status).toBe('loading');
    expect(vm.itinerary).toBeNull();
    expect([vm.serviceRows, vm.homeRows]).toEqual([[], []]);
    await other;
    expect(vm.state.status).toBe('failed');
  });

  it('an unknown trip is the page-load error the host answered (404)', async () => {
    const { vm, shell } = await open();
    await vm.pageOpened('it-nope', null);
    expect(vm.state.status).toBe('failed');
    expect(shell.appError).toMatchObject({ status: 404, kind: 'not-found' });
  });

  it('items that fail to load are a page-load error too', async () => {
    // The first route that matches answers: this one comes before the trip's own.
    const failing = new FakeRestHost().on('GET', '/api/itinerary/it-ski/items', {
      status: 500,
      body: { message: 'Boom' },
    });
    const host = tripHost({ host: failing });
    const { container, shell } = await startedTripsContainer({ user: demoGuest, host });
    const vm = container.get(ItineraryViewModel);
    await vm.pageOpened('it-ski', null);
    expect(vm.state.status).toBe('failed');
    expect(shell.appError).toMatchObject({ status: 500 });
  });
});

describe('ItineraryViewModel: the item in the address (?item=)', () => {
  it('highlights a service or a home of the trip', async () => {
    const { vm } = await open();
    await vm.pageOpened('it-ski', 'quoted');
    expect(vm.chosenItemId).toBe('quoted');
    await vm.pageOpened('it-ski', 'li-1');
    expect(vm.chosenItemId).toBe('li-1');
    await vm.pageOpened('it-ski', null);
    expect(vm.chosenItemId).toBeNull();
  });

  it('an item the trip does not hold is a 404 page-load error', async () => {
    const { vm, shell } = await open();
    await vm.pageOpened('it-ski', 'gone');
    expect(shell.appError).toMatchObject({
      kind: 'page-load',
      message: 'The itinerary item could not be located on this itinerary',
    });
    expect(errorPageContent(shell.appError ?? { kind: 'unknown' }).code).toBe(404);
  });
});

describe('ItineraryViewModel: removing items', () => {
  it("the owner removes a service after confirming, with reason 'Guest deleted'", async () => {
    const { vm, host } = await open();
    await vm.pageOpened('it-ski', null);
    expect(vm.canEdit).toBe(true);
    const row = vm.serviceRows.find((candidate) => candidate.id === 'quoted');
    if (!row) throw new Error('no quoted row');
    vm.deletion.clicked(row);
    expect(vm.deletion.state).toEqual({ status: 'confirming', row });
    expect(deletes(host)).toEqual([]);
    const confirmed = vm.deletion.confirmed();
    expect(vm.deletion.state?.status).toBe('deleting');
    vm.deletion.canceled(); // too late: the removal is under way
    expect(vm.deletion.state?.status).toBe('deleting');
    await confirmed;
    expect(vm.deletion.state).toBeNull();
    expect(vm.serviceRows.map((candidate) => candidate.id)).not.toContain('quoted');
    expect(deletes(host)).toEqual([
      {
        method: 'DELETE',
        path: '/api/itinerary/it-ski/item/quoted',
        body: { deleteReason: 'Guest deleted' },
      },
    ]);
  });

  it('the owner removes a home the same way', async () => {
    const { vm, host } = await open();
    await vm.pageOpened('it-ski', null);
    const [row] = vm.homeRows;
    if (!row) throw new Error('no home row');
    vm.deletion.clicked(row);
    await vm.deletion.confirmed();
    expect(vm.homeRows).toEqual([]);
    expect(vm.tripHome?.name).toBe('Aspen Ridge Chalet'); // the trip is still built around it
    expect(deletes(host)).toEqual([
      {
        method: 'DELETE',
        path: '/api/itinerary/it-ski/listing-item/li-1',
        body: { deleteReason: 'Guest deleted' },
      },
    ]);
  });

  it('cancelling keeps the item and asks nothing of the host', async () => {
    const { vm, host } = await open();
    await vm.pageOpened('it-ski', null);
    const [row] = vm.serviceRows;
    if (!row) throw new Error('no row');
    vm.deletion.clicked(row);
    vm.deletion.canceled();
    expect(vm.deletion.state).toBeNull();
    expect(vm.serviceRows).toHaveLength(9);
    expect(deletes(host)).toEqual([]);
  });

  it("a booked item cannot be removed, and a refusal shows the host's message", async () => {
    const refusing = new FakeRestHost().on('DELETE', '/api/itinerary/it-ski/item/*', {
      status: 409,
      body: { message: 'This item was just booked' },
    });
    const host = tripHost({ host: refusing });
    const { container } = await startedTripsContainer({ user: demoGuest, host });
    const vm = container.get(ItineraryViewModel);
    await vm.pageOpened('it-ski', null);
    const booked = vm.serviceRows.find((candidate) => candidate.status === 'booked');
    if (!booked) throw new Error('no booked row');
    vm.deletion.clicked(booked);
    expect(vm.deletion.state).toBeNull();
    const quoted = vm.serviceRows.find((candidate) => candidate.id === 'quoted');
    if (!quoted) throw new Error('no quoted row');
    vm.deletion.clicked(quoted);
    await vm.deletion.confirmed();
    expect(vm.deletion.state).toEqual({
      status: 'failed',
      row: quoted,
      message: 'This item was just booked',
    });
    expect(vm.serviceRows.map((candidate) => candidate.id)).toContain('quoted');
  });

  it('someone who does not own the trip cannot remove anything', async () => {
    const { vm, host } = await open({ trip: trip({ user: { objectId: 'u-someone-else' } }) });
    await vm.pageOpened('it-ski', null);
    expect(vm.canEdit).toBe(false);
    const [row] = vm.serviceRows;
    if (!row) throw new Error('no row');
    vm.deletion.clicked(row);
    expect(vm.deletion.state).toBeNull();
    await vm.deletion.confirmed();
    expect(deletes(host)).toEqual([]);
  });

  it('a trip without a known owner is editable by no one', async () => {
    const { vm } = await open({
      trip: trip({ user: null }),
      items: [serviceItem('a', 'draft')],
      listingItems: [listingItem('l', 'draft')],
    });
    await vm.pageOpened('it-ski', null);
    expect(vm.canEdit).toBe(false);
  });
});
