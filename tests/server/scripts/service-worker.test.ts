import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';

type RouteMatch = (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;

import {
  isCachedTripRead,
  serviceWorkerOptions,
  TRIP_CACHE_PREFIX,
} from '../../../scripts/build/service-worker.js';

const ORIGIN = 'http://127.0.0.1:3000';

/** The worker's route that would answer a same-origin request, as Workbox matches them (first wins). */
const routeFor = (path: string, mode: RequestMode = 'cors'): RuntimeCaching | undefined => {
  const url = new URL(path, ORIGIN);
  const request = { mode, method: 'GET' } as Request;
  return serviceWorkerOptions('/dist').runtimeCaching?.find((route) =>
    (route.urlPattern as unknown as RouteMatch)({ url, request, sameOrigin: true }),
  );
};

const KEPT = [
  '/api/itinerary',
  '/api/guest-itinerary/T1',
  '/api/itinerary/T1',
  '/api/itinerary/T1/items',
  '/api/itinerary/T1/listing-items',
  '/api/itinerary/T1/pending',
  '/api/itinerary/T1/item/I1/history',
  '/api/attachments/A1/file',
  '/api/itinerary/T1/attachments',
  '/api/item/I1/attachments',
  '/api/listing-item/L1/attachments',
  '/auth/current-user',
];
const NEVER = [
  '/api/itinerary/T1/creditCard',
  '/api/itinerary/T1/folio',
  '/api/itinerary/T1/listing-item/L1/pricing-estimate',
  '/api/itinerary/T1/calendar.ics',
  '/api/payment-methods',
  '/api/listings',
  '/api/cards/T1',
  '/api/listing/H1/attachments',
];

describe("the service worker's runtime caching", () => {
  it.each(KEPT)('keeps %s NetworkFirst in a trip cache the purge deletes', (path) => {
    const route = routeFor(path);
    expect(route?.handler).toBe('NetworkFirst');
    expect(route?.options?.cacheName?.startsWith(TRIP_CACHE_PREFIX)).toBe(true);
    expect(route?.options?.cacheableResponse?.statuses).toEqual([200]);
    expect(isCachedTripRead(path)).toBe(true);
  });

  it.each(NEVER)('never keeps %s (card, payment, money owed, anything else)', (path) => {
    expect(routeFor(path)).toBeUndefined();
    expect(isCachedTripRead(path)).toBe(false);
  });

  it("answers a guest-app page offline with this build's precached shell, never the portal's pages", () => {
    const page = routeFor('/itineraries/T1', 'navigate');
    expect(page?.handler).toBe('NetworkOnly');
    expect(page?.options?.precacheFallback?.fallbackURL).toBe('/index.html');
    expect(routeFor('/sso/logout', 'navigate')).toBeUndefined();
  });
});

describe('the generated worker', () => {
  it("precaches the guest app's page and hashed files, not the portal's, and waits to take over", async () => {
    const dist = await mkdtemp(join(tmpdir(), 'sw-'));
    try {
      await mkdir(join(dist, 'static/js/async'), { recursive: true });
      await mkdir(join(dist, 'static/js/sso'), { recursive: true });
      await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      await writeFile(join(dist, 'sso.html'), '<!doctype html>');
      await writeFile(join(dist, 'static/js/index.0123456789.js'), 'console.log(1)');
      await writeFile(join(dist, 'static/js/async/trip.abcdef0123.js'), 'console.log(2)');
      await writeFile(join(dist, 'static/js/sso/sso.abcdef0123.js'), 'console.log(3)');
      const { generateSW } = await import('workbox-build');
      const { count } = await generateSW(serviceWorkerOptions(dist));
      expect(count).toBe(3);
      const worker = await readFile(join(dist, 'sw.js'), 'utf8');
      expect(worker).toContain('static/js/index.0123456789.js');
      expect(worker).toContain('static/js/async/trip.abcdef0123.js');
      expect(worker).not.toContain('sso.abcdef0123');
      expect(worker).not.toContain('sso.html');
      expect(worker).toContain(`${TRIP_CACHE_PREFIX}-answers`);
      // No skipWaiting() at install: a new version waits for the guest's Reload (SKIP_WAITING).
      expect(worker).toContain('SKIP_WAITING');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  }, 30_000);
});
