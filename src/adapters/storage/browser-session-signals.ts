import type { SessionSignals, SessionStorageEvent } from '../../core/session/index.js';

/** The storage key the app and the portal write session events under. */
export const SESSION_SIGNAL_KEY = 'keyhaven:session-event';

/** What the window gives this adapter: its storage (which may throw) and its events. */
export interface SignalWindow {
  readonly localStorage: Pick<Storage, 'setItem'>;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * Session events between tabs through browser storage: a write to localStorage fires a
 * `storage` event in every other tab of the same origin (never in the writing one), which is
 * exactly "tell the other tabs". The value carries the time as well, so the same event twice
 * in a row is still a change. Storage that throws (full, disabled) only means the other tabs
 * find out at their next refetch; a value someone else wrote under the key is passed on as
 * it is, and the core ignores what is not one of its events.
 */
export class BrowserSessionSignals implements SessionSignals {
  constructor(
    private readonly window: SignalWindow,
    private readonly now: () => number = Date.now,
  ) {}

  announce(event: SessionStorageEvent): void {
    try {
      this.window.localStorage.setItem(SESSION_SIGNAL_KEY, `${event}:${this.now()}`);
    } catch {
      // The other tabs refetch on their own poll instead.
    }
  }

  listen(onEvent: (event: string) => void): () => void {
    const listener = (event: StorageEvent) => {
      if (event.key !== SESSION_SIGNAL_KEY || event.newValue === null) return;
      onEvent(event.newValue.split(':')[0] ?? '');
    };
    this.window.addEventListener('storage', listener);
    return () => this.window.removeEventListener('storage', listener);
  }
}
