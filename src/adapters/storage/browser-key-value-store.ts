import type { ErrorReporter } from '../../core/errors/index.js';
import type { KeyValueStore } from '../../core/storage/index.js';

/**
 * The context of every storage failure report: an error updating the booking state
 * (docs/product/errors.md#other-messages).
 */
export const STORAGE_FAILURE_ACTION = 'error updating booking state';

type Operation = 'get' | 'set' | 'remove' | 'keys';

/**
 * window.localStorage behind the KeyValueStore port. Storage throws in real browsers: the
 * quota is full, Safari's private mode has a quota of 0, and with cookies blocked even
 * reading `window.localStorage` throws a SecurityError; that is why the Storage comes
 * through a function. No failure escapes: a value that could not be written is kept in
 * memory for the rest of the page's life, so the booking flow still works, just without
 * surviving a reload. Each kind of failure is reported once, not on every keystroke.
 *
 * Values are opaque strings here: what is valid is core's business (booking-value.rule.ts),
 * which reads a corrupt value as its default and deletes it.
 */
export class BrowserKeyValueStore implements KeyValueStore {
  private readonly unsaved = new Map<string, string>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly storage: () => Storage,
    private readonly errors: ErrorReporter,
  ) {}

  get(key: string): string | null {
    const pending = this.unsaved.get(key);
    if (pending !== undefined) return pending;
    return this.attempt('get', key, () => this.storage().getItem(key), null);
  }

  set(key: string, value: string): void {
    const saved = this.attempt(
      'set',
      key,
      () => {
        this.storage().setItem(key, value);
        return true;
      },
      false,
    );
    if (saved) this.unsaved.delete(key);
    else this.unsaved.set(key, value);
  }

  remove(key: string): void {
    this.unsaved.delete(key);
    this.attempt('remove', key, () => this.storage().removeItem(key), undefined);
  }

  keys(): readonly string[] {
    const stored = this.attempt(
      'keys',
      null,
      () => {
        const storage = this.storage();
        const keys: string[] = [];
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (key !== null) keys.push(key);
        }
        return keys;
      },
      [] as string[],
    );
    return [...new Set([...stored, ...this.unsaved.keys()])];
  }

  private attempt<T>(operation: Operation, key: string | null, action: () => T, fallback: T): T {
    try {
      return action();
    } catch (error) {
      this.reportOnce(operation, key, error);
      return fallback;
    }
  }

  private reportOnce(operation: Operation, key: string | null, error: unknown): void {
    const name = error instanceof Error ? error.name : typeof error;
    const signature = `${operation}:${name}`;
    if (this.reported.has(signature)) return;
    this.reported.add(signature);
    try {
      this.errors.report(error, { action: STORAGE_FAILURE_ACTION, operation, key });
    } catch {
      // a failing reporter must not turn a storage hiccup into a crash
    }
  }
}
