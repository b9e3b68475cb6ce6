import { describe, expect, it } from 'vitest';
import {
  SESSION_REFETCH_GUARD_MS,
  SESSION_REFETCH_INTERVAL_SECONDS,
  shouldRefetch,
} from '../../../src/core/session/session-refetch.rule.js';

describe('session refetch', () => {
  it('session refetch 60*60 (seconds); guard 1 second', () => {
    expect(SESSION_REFETCH_INTERVAL_SECONDS).toBe(3600);
    expect(SESSION_REFETCH_GUARD_MS).toBe(1000);
  });

  it('non-forced refetch skipped within 1 second of last sync', () => {
    expect(shouldRefetch(10_000, 10_000, false)).toBe(false);
    expect(shouldRefetch(10_000, 10_999, false)).toBe(false);
  });

  it('non-forced refetch runs at exactly 1 second and after', () => {
    expect(shouldRefetch(10_000, 11_000, false)).toBe(true);
    expect(shouldRefetch(10_000, 50_000, false)).toBe(true);
  });

  it('forced refetch is never skipped', () => {
    expect(shouldRefetch(10_000, 10_001, true)).toBe(true);
  });

  it('refetch: never synced always refetches', () => {
    expect(shouldRefetch(null, 0, false)).toBe(true);
  });
});
