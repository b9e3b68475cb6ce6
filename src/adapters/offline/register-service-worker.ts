/** A new version, installed and waiting. */
export interface WaitingWorker {
  /** Tells the waiting worker to take over; the page reloads once it has. */
  activate(): void;
}

/**
 * Registers the build's service worker (dist/sw.js, scripts/build/service-worker.ts). Loaded
 * on its own after the first paint. A new worker that installs while this page runs waits:
 * the page is told, and only the guest's Reload makes it take over, after which the page
 * reloads whole, so no page mixes two builds. The platform's own API, not workbox-window:
 * these few lines are all of it the app used, and it cost 2.4 kB gzip on every page.
 */
export const registerServiceWorker = async (
  win: Window,
  onWaiting: (waiting: WaitingWorker) => void,
): Promise<void> => {
  const workers = win.navigator.serviceWorker;
  const announce = (worker: ServiceWorker) =>
    onWaiting({
      activate: () => {
        workers.addEventListener('controllerchange', () => win.location.reload(), { once: true });
        // The message the generated worker answers with skipWaiting() (workbox-build's own).
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  const registration = await workers.register('/sw.js', { scope: '/' });
  // A worker that installed before this page listened (another tab found it) waits already.
  if (registration.waiting && workers.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // A browser's first worker takes charge at once; one that finds a worker in charge waits.
      if (installing.state === 'installed' && workers.controller) announce(installing);
    });
  });
};
