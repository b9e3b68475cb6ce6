import { describe, expect, it } from 'vitest';
import type { ServicePlace } from '../../../src/core/navigation/service-address.rule.js';
import { ServiceDetailsViewModel } from '../../../src/ui/services/service-details.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { testContainer } from '../../support/test-container.js';
import { serviceItem } from '../itineraries/trip-fixtures.js';
import { chaletStay, chefDinner, serviceHost } from './service-fixtures.js';

const catalog: ServicePlace = { kind: 'catalog', marketId: 'rocky-mountains' };
const readonly: ServicePlace = { kind: 'readonly', marketId: 'rocky-mountains' };
const trip: ServicePlace = { kind: 'trip', itineraryId: 'it-ski' };

const open = (options: Parameters<typeof serviceHost>[0] = {}) => {
  const { host, similarQueries } = serviceHost(options);
  const ports = testContainer({ host });
  const vm = ports.container.get(ServiceDetailsViewModel);
  const shell = ports.container.get(ShellViewModel);
  return { ...ports, vm, shell, host, similarQueries };
};

describe('ServiceDetailsViewModel: showing a service', () => {
  it('loads the service and services like it, for the product line of the address', async () => {
    const { vm, host, similarQueries } = open();
    const opened = vm.opened(catalog, 'sv-chef', '?product_line=capital_one_premier&start_date=2030-03-09');
    expect(vm.state.status).toBe('loading');
    await opened;
    expect(vm.state).toMatchObject({ status: 'ready', service: { name: 'Private Chef Dinner' } });
    // The service itself and repeats are left out of the similar ones.
    expect(vm.similar.map((other) => other.id)).toEqual(['sv-sushi']);
    const detail = host.requests.find((request) => request.method === 'POST');
    expect(detail?.body).toEqual({ itineraryId: null, leadId: null, productLine: 'Capital One Premier' });
    expect(Object.fromEntries(similarQueries[0] ?? [])).toEqual({ startDate: '2030-03-09', count: '7' });
    expect(host.requests.some((request) => request.path.startsWith('/api/guest-itinerary'))).toBe(false);
  });

  it('opened from a trip, asks for the service on that trip, near its dates, and books in its market', async () => {
    const { vm, host, similarQueries } = open();
    await vm.opened(trip, 'sv-chef', '');
    const detail = host.requests.find((request) => request.method === 'POST');
    expect(detail?.body).toEqual({ itineraryId: 'it-ski', leadId: null, productLine: 'Concierge' });
    expect(Object.fromEntries(similarQueries[0] ?? [])).toEqual({
      startDate: '2030-03-09',
      endDate: '2030-03-16',
      count: '7',
    });
    expect(vm.booking).toMatchObject({
      service: { id: 'sv-chef' },
      marketId: 'rocky-mountains',
      itineraryId: 'it-ski',
    });
  });

  it('says how the trip already holds the service, and nothing when it does not', async () => {
    const held = open({ tripItems: [serviceItem('i-1', 'quoted', { serviceId: 'sv-chef' })] });
    await held.vm.opened(trip, 'sv-chef', '');
    expect(held.vm.state).toMatchObject({ status: 'ready', onTrip: { status: 'Quote Provided' } });

    const other = open({ tripItems: [serviceItem('i-2', 'booked', { serviceId: 'sv-yoga' })] });
    await other.vm.opened(trip, 'sv-chef', '');
    expect(other.vm.state).toMatchObject({ status: 'ready', onTrip: null });
  });

  it('offers the standalone catalog booking in the market of the address, on no trip', async () => {
    const { vm } = open();
    await vm.opened(catalog, 'sv-chef', '');
    expect(vm.booking).toMatchObject({ marketId: 'rocky-mountains', itineraryId: null });
  });

  it('offers nothing from the read-only catalog, nor while the service loads', async () => {
    const { vm } = open();
    const opened = vm.opened(readonly, 'sv-chef', '');
    expect(vm.booking).toBeNull();
    await opened;
    expect(vm.state.status).toBe('ready');
    expect(vm.booking).toBeNull();
  });

  it('an unknown service is the page-load error the host answered (404)', async () => {
    const { vm, shell, errorReporter } = open({ serviceStatus: 404 });
    await vm.opened(catalog, 'sv-chef', '');
    expect(vm.state.status).toBe('failed');
    expect(shell.appError).toMatchObject({ status: 404 });
    expect(vm.booking).toBeNull();
    expect(errorReporter.reports).toEqual([]);
  });

  it("someone else's trip fails the page as the trip's page does (403)", async () => {
    const { vm, shell } = open({ tripStatus: 403 });
    await vm.opened(trip, 'sv-chef', '');
    expect(vm.state.status).toBe('failed');
    expect(shell.appError).toMatchObject({ status: 403 });
  });

  it('similar services that fail are reported and left out; the service shows', async () => {
    const { vm, errorReporter } = open({ similarStatus: 500 });
    await vm.opened(catalog, 'sv-chef', '');
    expect(vm.state.status).toBe('ready');
    expect(vm.similar).toEqual([]);
    expect(errorReporter.reports.map((report) => report.context.during)).toEqual([
      'loading similar services',
    ]);
  });

  it('a service that stands for a home opens the home, inside the trip when opened from one', async () => {
    const fromCatalog = open({ service: chaletStay() });
    await fromCatalog.vm.opened(catalog, 'sv-chalet', '?utm_source=mail&listing_adults=2');
    expect(fromCatalog.vm.state).toEqual({
      status: 'home',
      path: '/listings/elk1?utm_source=mail&listing_adults=2',
    });
    expect(fromCatalog.vm.booking).toBeNull();

    const fromTrip = open({ service: chaletStay() });
    await fromTrip.vm.opened(trip, 'sv-chalet', '');
    expect(fromTrip.vm.state).toEqual({ status: 'home', path: '/itineraries/it-ski/listing/elk1' });
  });

  it('the same address twice loads once; a newer one wins over an older answer', async () => {
    const { vm, host, shell } = open({ service: chefDinner() });
    await vm.opened(catalog, 'sv-chef', '');
    await vm.opened(catalog, 'sv-chef', '');
    // Parameters that change nothing shown here (a booking part's own, analytics) load nothing.
    await vm.opened(catalog, 'sv-chef', '?service_guests=4&utm_source=mail');
    expect(host.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    // The dates similar services are asked near do.
    await vm.opened(catalog, 'sv-chef', '?start_date=2030-03-01');
    expect(host.requests.filter((request) => request.method === 'POST')).toHaveLength(2);

    const older = vm.opened(catalog, 'sv-other', '');
    const newer = vm.opened(catalog, 'sv-chef', '?start_date=2030-03-10');
    await Promise.all([older, newer]);
    expect(vm.state).toMatchObject({ status: 'ready', service: { id: 'sv-chef' } });
    // The older address's 404 came back too, and was dropped: no error page over the newer one.
    expect(shell.appError).toBeNull();
  });
});
