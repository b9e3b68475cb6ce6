import { Workbox } from 'workbox-window';

/** A new version, installed and waiting. */
export interface WaitingWorker {
  /** Tells the waiting worker to take over; the page reloads once it has. */
  activate(): void;
}

/**
 * Registers the build's service worker (dist/sw.js, scripts/build/service-worker.ts). Loaded
 * on its own after the first paint. A new worker that installs while this page runs waits:
 * the page is told, and only the guest's Reload makes it take over, after which the page
 * reloads whole, so no page mixes two builds.
 */
export const registerServiceWorker = async (
  win: Window,
  onWaiting: (waiting: WaitingWorker) => void,
): Promise<void> => {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onWaiting({
      activate: () => {
        workbox.addEventListener('controlling', () => win.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register();
};
