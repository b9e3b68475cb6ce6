import type {
  AppUpdates,
  Connectivity,
  DocumentCopies,
  DocumentOpening,
  OfflineData,
} from '../../core/offline/index.js';
import type { WaitingWorker } from './register-service-worker.js';

/** The trip's reads whose date says when the trip on screen was fetched (My Trips and a trip). */
const TRIP_READ = /\/api\/(guest-)?itinerary(\/|\?|$)/;
/** A document the host keeps, as the service worker keeps it (scripts/build/service-worker.ts). */
const KEPT_DOCUMENT = /^\/api\/attachments\/[^/]+\/file$/;

/**
 * The browser as the offline ports see it (docs/architecture/offline.md), kept small because it
 * is in every page's first download: navigator.onLine and its events; the Date of the last
 * trip answer (a kept answer keeps the date the host sent it); the service worker, registered
 * after the first paint from a chunk of its own with the new version it finds waiting; the
 * purge and the opening of a trip document, whose code loads only when they run.
 */
export class BrowserDevice implements Connectivity, OfflineData, AppUpdates, DocumentCopies {
  private saved: Date | null = null;
  private waiting: WaitingWorker | null = null;
  private readonly changes = new Set<() => void>();
  private readonly waits = new Set<() => void>();

  constructor(private readonly win: Window) {
    const changed = () => this.changed();
    win.addEventListener('online', changed);
    win.addEventListener('offline', changed);
  }

  isOnline(): boolean {
    return this.win.navigator.onLine !== false;
  }

  savedAt(): Date | null {
    return this.saved;
  }

  listen(onChange: () => void): () => void {
    this.changes.add(onChange);
    return () => this.changes.delete(onChange);
  }

  /** Wraps fetch: each trip answer that came back whole notes its date. */
  recording(fetchImpl: typeof fetch): typeof fetch {
    return async (input, init) => {
      const response = await fetchImpl(input, init);
      if (response.ok && (init?.method ?? 'GET') === 'GET' && TRIP_READ.test(String(input))) {
        const at = new Date(response.headers.get('date') ?? Date.now());
        if (!Number.isNaN(at.getTime())) {
          this.saved = at;
          this.changed();
        }
      }
      return response;
    };
  }

  purge(): Promise<void> {
    return import('./purge-offline-data.js').then(({ purgeBrowserOfflineData }) =>
      purgeBrowserOfflineData(this.win),
    );
  }

  /** Only the app's own host's files: the worker keeps nothing of another origin. */
  keeps(href: string): boolean {
    try {
      const url = new URL(href, this.win.location.href);
      return url.origin === this.win.location.origin && KEPT_DOCUMENT.test(url.pathname);
    } catch {
      return false;
    }
  }

  open(href: string, name: string): Promise<DocumentOpening> {
    return import('./open-document.js').then(
      ({ openDocument }) => openDocument(this.win, href, name),
      // The chunk itself could not load (offline before the worker kept it).
      () => (this.isOnline() ? 'failed' : 'not-on-device'),
    );
  }

  /** Registers /sw.js once the page has loaded and the main thread is idle. */
  start(): void {
    const { win } = this;
    if (!('serviceWorker' in win.navigator)) return;
    const register = () =>
      import('./register-service-worker.js')
        .then(({ registerServiceWorker }) => registerServiceWorker(win, (waiting) => this.announce(waiting)))
        .catch(() => {
          // No worker: the app works as before, online only.
        });
    const whenIdle = () =>
      // Safari has no requestIdleCallback: a task of its own is the next best.
      typeof win.requestIdleCallback === 'function'
        ? win.requestIdleCallback(register, { timeout: 5000 })
        : setTimeout(register, 0);
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  }

  announce(waiting: WaitingWorker): void {
    this.waiting = waiting;
    for (const onWaiting of this.waits) onWaiting();
  }

  onWaiting(onWaiting: () => void): () => void {
    this.waits.add(onWaiting);
    if (this.waiting) onWaiting();
    return () => this.waits.delete(onWaiting);
  }

  reloadToUpdate(): void {
    if (this.waiting) this.waiting.activate();
    else this.win.location.reload();
  }

  private changed(): void {
    for (const onChange of this.changes) onChange();
  }
}
