import { describe, expect, it } from 'vitest';
import { InMemoryErrorReporter } from '../../../src/adapters/error-reporting/in-memory-error-reporter.js';
import {
  BrowserKeyValueStore,
  STORAGE_FAILURE_ACTION,
} from '../../../src/adapters/storage/browser-key-value-store.js';
import { InMemoryKeyValueStore } from '../../../src/adapters/storage/in-memory-key-value-store.js';
import { readStoredBookingValue } from '../../../src/core/booking/booking-value.rule.js';
import type { KeyValueStore } from '../../../src/core/storage/key-value-store.port.js';

/** A Storage stand-in that can be made to fail like a full or private-mode localStorage. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  failWrites: Error | null = null;
  failReads: Error | null = null;
  [name: string]: unknown;

  get length(): number {
    this.guardRead();
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    this.guardRead();
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    this.guardRead();
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    if (this.failWrites) throw this.failWrites;
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw this.failWrites;
    this.items.set(key, value);
  }
  private guardRead(): void {
    if (this.failReads) throw this.failReads;
  }
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

const setup = () => {
  const storage = new FakeStorage();
  const errors = new InMemoryErrorReporter();
  return { storage, errors, store: new BrowserKeyValueStore(() => storage, errors) };
};

describe.each<[string, () => KeyValueStore]>([
  ['BrowserKeyValueStore', () => setup().store],
  ['InMemoryKeyValueStore', () => new InMemoryKeyValueStore()],
])('%s stores strings by key', (_name, create) => {
  it('gets what was set, null for what was not, and forgets what was removed', () => {
    const store = create();
    store.set('bookingState:b1:leadId', 'lead-7');
    store.set('bookingState:b1:adultCount', '2');
    expect(store.get('bookingState:b1:leadId')).toBe('lead-7');
    expect(store.get('missing')).toBeNull();
    expect([...store.keys()].sort()).toEqual(['bookingState:b1:adultCount', 'bookingState:b1:leadId']);
    store.remove('bookingState:b1:leadId');
    expect(store.get('bookingState:b1:leadId')).toBeNull();
    expect(store.keys()).toEqual(['bookingState:b1:adultCount']);
  });
});

describe('BrowserKeyValueStore: quota and privacy-mode failures are swallowed', () => {
  it('a full storage neither throws nor loses the value for this page, and is reported once', () => {
    const { storage, errors, store } = setup();
    storage.failWrites = quotaExceeded();
    expect(() => store.set('bookingState:b1:leadId', 'lead-7')).not.toThrow();
    expect(() => store.set('bookingState:b1:pmId', 'pm-1')).not.toThrow();
    expect(store.get('bookingState:b1:leadId')).toBe('lead-7');
    expect(store.keys()).toEqual(['bookingState:b1:leadId', 'bookingState:b1:pmId']);
    expect(storage.items.size).toBe(0);
    expect(errors.reports).toHaveLength(1);
    expect(errors.reports[0]?.context).toEqual({
      action: STORAGE_FAILURE_ACTION,
      operation: 'set',
      key: 'bookingState:b1:leadId',
    });
    expect((errors.reports[0]?.error as Error | undefined)?.name).toBe('QuotaExceededError');
  });

  it('once storage has room again the kept value is written through', () => {
    const { storage, store } = setup();
    storage.failWrites = quotaExceeded();
    store.set('k', 'v1');
    storage.failWrites = null;
    store.set('k', 'v2');
    expect(storage.items.get('k')).toBe('v2');
    expect(store.get('k')).toBe('v2');
  });

  it('storage that cannot even be reached (cookies blocked) reads as empty', () => {
    const errors = new InMemoryErrorReporter();
    const store = new BrowserKeyValueStore(() => {
      throw securityError();
    }, errors);
    expect(store.get('k')).toBeNull();
    expect(store.keys()).toEqual([]);
    expect(() => store.remove('k')).not.toThrow();
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    expect(errors.reports.map((report) => report.context.operation)).toEqual([
      'get',
      'keys',
      'remove',
      'set',
    ]);
  });

  it('failing reads are swallowed and reported', () => {
    const { storage, errors, store } = setup();
    storage.items.set('k', 'v');
    storage.failReads = securityError();
    expect(store.get('k')).toBeNull();
    expect(store.keys()).toEqual([]);
    expect(errors.reports).toHaveLength(2);
  });

  it('a reporter that throws does not break storage either', () => {
    const storage = new FakeStorage();
    storage.failWrites = quotaExceeded();
    const store = new BrowserKeyValueStore(() => storage, {
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(() => store.set('k', 'v')).not.toThrow();
  });
});

describe('a corrupt stored value never crashes, it reads as the default and is deleted', () => {
  it.each([
    ['array', '{not json'],
    ['array', '[]'],
    ['object', '"a string"'],
    ['object', 'null'],
    ['number', 'NaN'],
    ['boolean', 'yes'],
    ['datetime', 'not-a-date'],
    ['string', ''],
  ] as const)('%s stored as %j', (kind, raw) => {
    const { storage, store } = setup();
    const key = 'bookingState:b1:field';
    storage.items.set(key, raw);
    const read = readStoredBookingValue(kind, store.get(key));
    expect(read.deleteStored).toBe(true);
    if (read.deleteStored) store.remove(key);
    expect(storage.items.has(key)).toBe(false);
  });

  it('a valid stored value survives the round trip', () => {
    const { store } = setup();
    store.set('bookingState:b1:promoCodes', JSON.stringify(['SUMMER']));
    expect(readStoredBookingValue('array', store.get('bookingState:b1:promoCodes'))).toEqual({
      value: ['SUMMER'],
      deleteStored: false,
    });
  });
});
