import { describe, expect, it, vi } from 'vitest';
import {
  BrowserSessionSignals,
  SESSION_SIGNAL_KEY,
} from '../../../src/adapters/storage/browser-session-signals.js';

/** A window with its storage and its 'storage' listeners, as another tab's write reaches them. */
const fakeWindow = (setItem: (key: string, value: string) => void = () => undefined) => {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    localStorage: { setItem: vi.fn(setItem) },
    addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) =>
      listeners.delete(listener),
    otherTabWrote: (key: string | null, newValue: string | null) => {
      for (const listener of listeners) listener({ key, newValue } as StorageEvent);
    },
    listenerCount: () => listeners.size,
  };
};

describe('BrowserSessionSignals', () => {
  it('announces through localStorage with the time, so the same event twice is still a change', () => {
    const window = fakeWindow();
    let now = 1000;
    const signals = new BrowserSessionSignals(window, () => now);
    signals.announce('login');
    now = 2000;
    signals.announce('login');
    expect(window.localStorage.setItem.mock.calls).toEqual([
      [SESSION_SIGNAL_KEY, 'login:1000'],
      [SESSION_SIGNAL_KEY, 'login:2000'],
    ]);
  });

  it('storage that throws (full, disabled) loses the announcement, nothing else', () => {
    const window = fakeWindow(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => new BrowserSessionSignals(window).announce('logout')).not.toThrow();
  });

  it("hears another tab's events under its key only, and stops hearing when asked", () => {
    const window = fakeWindow();
    const heard: string[] = [];
    const stop = new BrowserSessionSignals(window).listen((event) => heard.push(event));
    window.otherTabWrote(SESSION_SIGNAL_KEY, 'logout:1700000000000');
    window.otherTabWrote('bookingState:bs_1:leadId', 'lead_1');
    window.otherTabWrote(SESSION_SIGNAL_KEY, null); // the key was removed
    window.otherTabWrote(null, null); // storage cleared
    window.otherTabWrote(SESSION_SIGNAL_KEY, '<script>');
    expect(heard).toEqual(['logout', '<script>']);
    stop();
    expect(window.listenerCount()).toBe(0);
  });
});
