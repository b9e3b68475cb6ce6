import type { KeyValueStore } from '../../core/storage/index.js';

/** Storage for tests and headless use; `values` is open so a test can plant a corrupt entry. */
export class InMemoryKeyValueStore implements KeyValueStore {
  readonly values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
}
