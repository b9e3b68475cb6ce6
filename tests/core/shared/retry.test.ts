import { describe, expect, it } from 'vitest';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../../src/core/shared/retry.js';

const failing = (failures: number) => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    run: async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`failure ${calls}`);
      return 'loaded';
    },
  };
};

describe('lazy views retry up to 5 times, 1 second apart', () => {
  it('uses the product constants', () => {
    expect(LAZY_VIEW_RETRIES).toBe(5);
    expect(LAZY_VIEW_RETRY_DELAY_MS).toBe(1000);
  });

  it('succeeds after 5 failures, sleeping 1000 ms between tries', async () => {
    const sleeps: number[] = [];
    const op = failing(5);
    const result = await retry(op.run, {
      retries: 5,
      delayMs: 1000,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(result).toBe('loaded');
    expect(op.calls).toBe(6);
    expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('fails with the last error after the sixth failure', async () => {
    const op = failing(6);
    await expect(retry(op.run, { retries: 5, delayMs: 1, sleep: async () => undefined })).rejects.toThrow(
      'failure 6',
    );
    expect(op.calls).toBe(6);
  });

  it('does not sleep when the first try works', async () => {
    const sleeps: number[] = [];
    await retry(failing(0).run, { retries: 5, delayMs: 1000, sleep: async (ms) => void sleeps.push(ms) });
    expect(sleeps).toEqual([]);
  });
});
