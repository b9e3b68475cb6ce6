import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../src/adapters/clock/manual-clock.js';
import { ManualScheduler } from '../../../src/adapters/clock/manual-scheduler.js';
import { SystemClock } from '../../../src/adapters/clock/system-clock.js';
import { TimerScheduler } from '../../../src/adapters/clock/timer-scheduler.js';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../../src/core/shared/retry.js';

describe('SystemClock', () => {
  it('tells the time of the machine', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('TimerScheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sleep resolves after the given time', async () => {
    vi.useFakeTimers();
    let woke = false;
    const sleeping = new TimerScheduler().sleep(1000).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(woke).toBe(true);
  });

  it('every repeats until cancelled, and a throwing task keeps its schedule', () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const cancel = new TimerScheduler((error) => errors.push(error)).every(3000, () => {
      runs += 1;
      if (runs === 1) throw new Error('first swap failed');
    });
    vi.advanceTimersByTime(9000);
    expect(runs).toBe(3);
    expect(errors).toHaveLength(1);
    cancel();
    vi.advanceTimersByTime(9000);
    expect(runs).toBe(3);
  });
});

describe('ManualClock', () => {
  it('stands still until advanced or set, and never runs backwards', () => {
    const clock = new ManualClock('2030-06-01T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2030-06-01T10:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2030-06-01T10:01:30.000Z');
    clock.set('2031-01-01T00:00:00Z');
    expect(clock.now().getUTCFullYear()).toBe(2031);
    expect(() => clock.advance(-1)).toThrow();
    expect(() => new ManualClock('nonsense')).toThrow();
  });
});

describe('ManualScheduler', () => {
  it('fires sleeps and repeating tasks in time order, moving its clock to each', async () => {
    const clock = new ManualClock('2030-01-01T00:00:00Z');
    const scheduler = new ManualScheduler(clock);
    const log: string[] = [];
    const stamp = (label: string) => log.push(`${label}@${clock.now().getTime() - Date.UTC(2030, 0, 1)}`);
    const cancel = scheduler.every(3000, () => stamp('swap'));
    void scheduler.sleep(1000).then(() => stamp('slept'));
    await scheduler.advance(6500);
    expect(log).toEqual(['slept@1000', 'swap@3000', 'swap@6000']);
    expect(clock.now().getTime() - Date.UTC(2030, 0, 1)).toBe(6500);
    cancel();
    await scheduler.advance(10_000);
    expect(log).toHaveLength(3);
    expect(scheduler.pending).toBe(0);
  });

  it('runs the core retry (5 retries, 1 second apart) without waiting', async () => {
    const scheduler = new ManualScheduler();
    let attempts = 0;
    const result = retry(
      async () => {
        attempts += 1;
        if (attempts < 4) throw new Error('chunk failed');
        return 'loaded';
      },
      { retries: LAZY_VIEW_RETRIES, delayMs: LAZY_VIEW_RETRY_DELAY_MS, sleep: (ms) => scheduler.sleep(ms) },
    );
    await scheduler.runPendingSleeps();
    await expect(result).resolves.toBe('loaded');
    expect(attempts).toBe(4);
    expect(scheduler.clock.now().toISOString()).toBe('2030-01-01T00:00:03.000Z');
  });
});
