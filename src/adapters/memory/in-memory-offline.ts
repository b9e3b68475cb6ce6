import type {
  AppUpdates,
  Connectivity,
  DocumentCopies,
  DocumentOpening,
  OfflineData,
} from '../../core/offline/index.js';

/**
 * The device's network, kept data, app version and kept documents in memory: tests set and
 * read each. A document opened online is kept, as the service worker keeps it.
 */
export class InMemoryOffline implements Connectivity, OfflineData, AppUpdates, DocumentCopies {
  online = true;
  /** The documents saved to the device, in order, and those kept for offline. */
  readonly opened: string[] = [];
  readonly kept = new Set<string>();
  /** Set by a test: the host refuses every document. */
  refusing = false;
  saved: Date | null = null;
  purges = 0;
  reloads = 0;
  #waiting = false;
  readonly #listeners = new Set<() => void>();
  readonly #waitingListeners = new Set<() => void>();

  isOnline(): boolean {
    return this.online;
  }
  savedAt(): Date | null {
    return this.saved;
  }
  listen(onChange: () => void): () => void {
    this.#listeners.add(onChange);
    return () => this.#listeners.delete(onChange);
  }
  /** Sets the network (and when the trip was fetched) as the browser's events would. */
  set(online: boolean, saved: Date | null = this.saved): void {
    this.online = online;
    this.saved = saved;
    for (const listener of this.#listeners) listener();
  }
  async purge(): Promise<void> {
    this.purges += 1;
    this.kept.clear();
  }
  keeps(href: string): boolean {
    return href.startsWith('/api/attachments/');
  }
  async open(href: string, name: string): Promise<DocumentOpening> {
    if (this.online && this.refusing) return 'failed';
    if (!this.online && !this.kept.has(href)) return 'not-on-device';
    this.kept.add(href);
    this.opened.push(name);
    return 'opened';
  }
  onWaiting(onWaiting: () => void): () => void {
    this.#waitingListeners.add(onWaiting);
    if (this.#waiting) onWaiting();
    return () => this.#waitingListeners.delete(onWaiting);
  }
  /** A new version arrives and waits. */
  newVersionWaiting(): void {
    this.#waiting = true;
    for (const listener of this.#waitingListeners) listener();
  }
  reloadToUpdate(): void {
    this.reloads += 1;
  }
}
