import { act, render, screen, waitFor } from '@testing-library/react';
import * as E from 'fp-ts/lib/Either.js';
import { Suspense } from 'react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCookieJar } from '../../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../../src/adapters/rest/rest-client.js';
import { lazyPort } from '../../../src/composition-root/lazy-ports.js';
import { createRestGateways } from '../../../src/composition-root/rest-gateways.js';
import { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import { PaymentGateway } from '../../../src/core/payment/payment-gateway.port.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS } from '../../../src/core/shared/retry.js';
import { hidesChrome, preloadViews, type RouteHandle } from '../../../src/ui/app/route-handle.js';
import { PageStarter, routes } from '../../../src/ui/app/routes.js';
import { lazyView } from '../../../src/ui/components/lazy-view.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { testContainer } from '../../support/test-container.js';
import { renderApp, renderAppOver } from './render-app.js';

afterEach(() => {
  vi.useRealTimers();
});

const View = () => <h1>Loaded view</h1>;

describe('lazy views (the page code comes down beside the startup calls)', () => {
  it('preload starts the load once, and the view renders from that same load', async () => {
    const load = vi.fn(async () => ({ default: View }));
    const Lazy = lazyView(load);
    Lazy.preload();
    Lazy.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded view' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('atOnceWhenLoaded: a view whose code has arrived renders in the same render as what shows it', async () => {
    const load = vi.fn(async () => ({ default: View }));
    const AtOnce = lazyView(load, { atOnceWhenLoaded: true });
    const Usual = lazyView(load);
    AtOnce.preload();
    Usual.preload();
    await new Promise((done) => setTimeout(done, 0)); // both loads have settled
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <AtOnce />
      </Suspense>,
    );
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Loaded view' })).toBeTruthy();
    // Without it the view takes a render of its own (what keeps a click that opens it quick).
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Usual />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Loaded view' })).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("an event's preload waits for a moment of its own, then starts the one load", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ default: View }));
    const Lazy = lazyView(load);
    Lazy.preloadSoon();
    expect(load).not.toHaveBeenCalled(); // not in the pointer's or the key's own task
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(1);
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that failed every retry is tried afresh when the view renders', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls <= LAZY_VIEW_RETRIES + 1) throw new Error('chunk failed');
      return { default: View };
    });
    const Lazy = lazyView(load);
    Lazy.preload();
    await vi.advanceTimersByTimeAsync(LAZY_VIEW_RETRIES * LAZY_VIEW_RETRY_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(LAZY_VIEW_RETRIES + 1);
    vi.useRealTimers();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded view' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(LAZY_VIEW_RETRIES + 2);
  });

  it.each(['/listings', '/itineraries/it-1', '/card-addition', '/no/such/page'])(
    'the route of %s names how to preload its view',
    (path) => {
      const handles = (matchRoutes(routes, path) ?? []).map((match) => match.route.handle as RouteHandle);
      expect(handles.some((handle) => typeof handle?.preload === 'function')).toBe(true);
    },
  );

  it('the layout preloads the matched views and leaves the others alone', () => {
    const wanted = vi.fn();
    const other = vi.fn();
    preloadViews([undefined, { preload: wanted }, { hideChrome: true }]);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(hidesChrome([undefined, { preload: wanted }])).toBe(false);
    expect(hidesChrome([{ hideChrome: true, preload: wanted }])).toBe(true);
  });

  it('/listings starts its catalog asks beside its code, through the catalog gateway', () => {
    const host = new FakeRestHost()
      .on('GET', '/api/listing/catalog', { status: 503, body: { message: 'down' } })
      .on('GET', '/api/listings/destinations', { body: [] });
    const ports = testContainer({ host });
    const handles = (matchRoutes(routes, '/listings') ?? []).map((match) => match.route.handle);
    preloadViews(handles, { catalog: ports.gateways.listingCatalogGateway });
    expect(host.requests.map((request) => request.path).sort()).toEqual([
      '/api/listing/catalog',
      '/api/listings/destinations',
    ]);
    // Without the ports only the code is preloaded.
    preloadViews(handles);
    expect(host.requests).toHaveLength(2);
  });

  it('a page started before the first render (main.tsx) is not started again by the layout', async () => {
    const host = new FakeRestHost()
      .on('GET', '/api/listing/catalog', { status: 503, body: { message: 'down' } })
      .on('GET', '/api/listings/destinations', { body: [] });
    const ports = testContainer({ host });
    const catalogAsks = () => host.requests.filter((request) => request.path === '/api/listing/catalog');
    ports.container.get(PageStarter).pageStarted({ pathname: '/listings' });
    ports.container.get(PageStarter).pageStarted({ pathname: '/listings' });
    expect(catalogAsks()).toHaveLength(1);
    renderAppOver(ports, '/listings');
    // The page takes the answer started early: the catalog failed, so it says so.
    expect(
      await screen.findByRole('heading', { name: /Search Unavailable$/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(catalogAsks()).toHaveLength(1);
    // Another path starts afresh.
    ports.container.get(PageStarter).pageStarted({ pathname: '/stays/content-homes' });
    ports.container.get(PageStarter).pageStarted({ pathname: '/listings' });
    expect(catalogAsks()).toHaveLength(2);
  });
});

describe('REST gateways loaded on first use', () => {
  it('answers through the real gateway and client once its code has loaded', async () => {
    const host = new FakeRestHost().on('GET', '/api/itinerary', {
      status: 404,
      body: { message: 'No trips here' },
    });
    const cookies = new InMemoryCookieJar();
    const gateways = createRestGateways(new RestClient({ baseUrl: '', cookies, fetch: host.fetch }));
    const answer = await gateways.itineraryGateway.itineraries({ isActive: true });
    expect(host.requests.map((request) => request.path)).toEqual(['/api/itinerary']);
    expect(answer).toEqual(E.left(expect.objectContaining({ kind: 'not-found', status: 404 })));
  });

  it("has exactly its port's methods (no `then`, so the container does not take it for a promise)", () => {
    const ports = testContainer();
    expect(Object.keys(ports.gateways.paymentGateway).sort()).toEqual([
      'addCardWithToken',
      'addCreditCard',
      'cardTokenStatus',
      'clientSecret',
      'creditCards',
    ]);
    expect((ports.gateways.paymentGateway as unknown as { then?: unknown }).then).toBeUndefined();
    expect(ports.container.get(PaymentGateway)).toBe(ports.gateways.paymentGateway);
    expect(ports.container.get(ItineraryGateway)).toBe(ports.gateways.itineraryGateway);
  });

  it('a module that cannot be loaded answers Left network after the retries, then loads on a later call', async () => {
    vi.useFakeTimers();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('ChunkLoadError');
      return {
        greet: async (name: string): Promise<E.Either<AppError, string>> => E.right(`hello ${name}`),
      };
    });
    const gateway = lazyPort('greeting gateway', ['greet'], load);
    const first = gateway.greet('Ava');
    await vi.advanceTimersByTimeAsync(LAZY_VIEW_RETRIES * LAZY_VIEW_RETRY_DELAY_MS);
    const failed = await first;
    expect(E.isLeft(failed) && failed.left.kind).toBe('network');
    expect(E.isLeft(failed) && failed.left.message).toContain('greeting gateway');
    expect(load).toHaveBeenCalledTimes(LAZY_VIEW_RETRIES + 1);

    fail = false;
    await expect(gateway.greet('Ava')).resolves.toEqual(E.right('hello Ava'));
    await expect(gateway.greet('Noah')).resolves.toEqual(E.right('hello Noah'));
    expect(load).toHaveBeenCalledTimes(LAZY_VIEW_RETRIES + 2); // loaded once, then kept
  });

  it('keeps what is assigned on it, such as a stub', async () => {
    const load = vi.fn(async () => ({ greet: async () => E.right('from the module') }));
    const gateway = lazyPort('greeting gateway', ['greet'], load);
    const stub = vi.fn(async () => E.right('from the stub'));
    gateway.greet = stub;
    await expect(gateway.greet()).resolves.toEqual(E.right('from the stub'));
    expect(stub).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('act-wrapped navigation of the test router', () => {
  it('moves the app and reports where it is', async () => {
    const { router } = renderApp('/listings');
    await screen.findByRole('heading', { level: 1, name: 'Explore Homes' });
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Homes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/listings');
  });
});
