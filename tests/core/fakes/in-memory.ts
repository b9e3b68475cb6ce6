import type { KeyValueStore } from '../../../src/core/storage/key-value-store.port.js';

/** A promise the test settles by hand, to hold a call open and look at the state meanwhile. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

/** Lets every pending promise callback run. */
export const flush = () => new Promise<void>((done) => setImmediate(done));

export class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();

  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.data.set(key, value);
  }

  get(key: string) {
    return this.data.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.data.set(key, value);
  }
  remove(key: string) {
    this.data.delete(key);
  }
  keys() {
    return [...this.data.keys()];
  }
}

/** Reports kept as [error, context] pairs. */
export const recordingReporter = () => {
  const reports: Array<[unknown, Readonly<Record<string, unknown>> | undefined]> = [];
  return {
    reports,
    report: (error: unknown, context?: Readonly<Record<string, unknown>>) => reports.push([error, context]),
  };
};
