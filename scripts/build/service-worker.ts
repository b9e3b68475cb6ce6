import type { RsbuildPlugin } from '@rsbuild/core';
import type { GenerateSWOptions, RuntimeCaching } from 'workbox-build';

/**
 * The guest app's service worker (issue 32 item 1; docs/architecture/offline.md), generated
 * after each build with Workbox's `generateSW` into dist/sw.js:
 * - it precaches the guest app's shell (index.html and its hashed JS and CSS, never the
 *   portal's), one build's files under one revision list, so a page is never put together
 *   from two builds;
 * - it keeps the signed-in guest's trip reads (My Trips, a trip, its items, its lists of
 *   documents and the documents the guest opened) NetworkFirst in caches named `keyhaven-trips-*`, which signing out empties
 *   (src/adapters/storage/browser-offline-store.ts);
 * - it never keeps a card or payment answer, nor a write.
 */

/** Every cache the worker makes with a guest's data starts with this (the purge deletes them all). */
export const TRIP_CACHE_PREFIX = 'keyhaven-trips';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The trip's reads kept for offline: My Trips (GET /api/itinerary), one trip and what hangs
 * off it. Card, payment and folio answers are left out by name.
 */
export const TRIP_READ =
  /^\/api\/(guest-)?itinerary(\/[^/]+(\/(items|listing-items|pending|lead|conversation|(item|listing-item)\/[^/]+(\/history)?))?)?$/;
/** Never cached, whatever else matches: card data and money owed. */
export const NEVER_CACHED = /creditCard|card|payment|folio|stripe/i;
/** A document the guest opened (attachments' files). */
export const TRIP_DOCUMENT = /^\/api\/attachments\/[^/]+\/file$/;
/**
 * The lists of documents of the trip, of its services and of its homes: without them the trip's
 * documents page could not name, offline, the documents the guest opened.
 */
export const TRIP_DOCUMENT_LIST = /^\/api\/(itinerary|item|listing-item)\/[^/]+\/attachments$/;

/** Who is signed in and their roles: without them offline, the trip pages would ask to sign in. */
export const SESSION_READ = /^\/(auth\/current-user|api\/my-roles)$/;

/** What the worker keeps (the patterns above, as the worker's own functions spell them). */
export const isCachedTripRead = (pathname: string): boolean =>
  (TRIP_READ.test(pathname) ||
    SESSION_READ.test(pathname) ||
    TRIP_DOCUMENT_LIST.test(pathname) ||
    TRIP_DOCUMENT.test(pathname)) &&
  !NEVER_CACHED.test(pathname);

/** Functions below are serialised into the worker: they must not close over anything. */
const runtimeCaching: RuntimeCaching[] = [
  {
    // A page the guest opens offline is the precached shell of this build (an online page comes
    // from the host, with its preloads).
    urlPattern: ({ request, url }) =>
      request.mode === 'navigate' &&
      !/^\/(sso|api|auth|main-site|media|static|logout)(\/|$)/.test(url.pathname),
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: '/index.html' } },
  },
  {
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      !/creditCard|card|payment|folio|stripe/i.test(url.pathname) &&
      (/^\/api\/(guest-)?itinerary(\/[^/]+(\/(items|listing-items|pending|lead|conversation|(item|listing-item)\/[^/]+(\/history)?))?)?$/.test(
        url.pathname,
      ) ||
        /^\/(auth\/current-user|api\/my-roles)$/.test(url.pathname) ||
        /^\/api\/(itinerary|item|listing-item)\/[^/]+\/attachments$/.test(url.pathname)),
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: `${TRIP_CACHE_PREFIX}-answers`,
      networkTimeoutSeconds: 8,
      // No expiration plugin: it keeps an IndexedDB of its own, which would outlive a purge
      // a blocked deleteDatabase cannot finish; the purge on sign-out bounds the cache.
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/attachments\/[^/]+\/file$/.test(url.pathname),
    handler: 'NetworkFirst',
    method: 'GET',
    options: {
      cacheName: `${TRIP_CACHE_PREFIX}-documents`,
      networkTimeoutSeconds: 8,
      cacheableResponse: { statuses: [200] },
    },
  },
];

export const serviceWorkerOptions = (distPath: string): GenerateSWOptions => ({
  globDirectory: distPath,
  swDest: `${distPath}/${SERVICE_WORKER_FILE}`,
  // The guest app's shell: its page and its own hashed files, not the portal's nor the
  // precompressed twins (the host picks those per request).
  globPatterns: ['index.html', 'static/js/*.js', 'static/js/async/*.js', 'static/css/async/*.css'],
  globIgnores: ['**/sso/**', '**/*.LICENSE.txt'],
  // Hashed names need no revision of their own.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  // The basemap's data chunks (1-2 MB each) stay out: the trip reads offline without its map.
  maximumFileSizeToCacheInBytes: 512 * 1024,
  cacheId: 'keyhaven',
  // A new worker waits until the guest reloads ('A new version is available'); old precaches go.
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: null,
  sourcemap: false,
  mode: 'production',
  inlineWorkboxRuntime: true,
  runtimeCaching,
});

export const pluginServiceWorker = (): RsbuildPlugin => ({
  name: 'keyhaven:service-worker',
  setup(api) {
    api.onAfterBuild(async ({ environments, isWatch }) => {
      if (isWatch) return;
      const web = environments.web;
      if (!web) return;
      const { generateSW } = await import('workbox-build');
      const { warnings } = await generateSW(serviceWorkerOptions(web.distPath));
      for (const warning of warnings) api.logger.warn(`service worker: ${warning}`);
    });
  },
});
