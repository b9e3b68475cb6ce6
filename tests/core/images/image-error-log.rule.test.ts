import { describe, expect, it } from 'vitest';
import {
  IMAGE_ERROR_LOG_CLEANUP_EVERY,
  IMAGE_ERROR_LOG_LIFETIME_MS,
  IMAGE_ERROR_LOG_MAX_ENTRIES,
  ImageErrorLog,
} from '../../../src/core/images/image-error-log.rule.js';

const MINUTE = 60_000;
const url = (n: number) => `https://img.test/${n}.jpg`;

const fill = (log: ImageErrorLog, from: number, to: number, nowMs: number) => {
  for (let n = from; n < to; n += 1) log.record('original', url(n), nowMs);
};

describe('image error log', () => {
  it('image error log: max 500 entries, 30-minute life, cleanup at multiples of 100', () => {
    expect(IMAGE_ERROR_LOG_MAX_ENTRIES).toBe(500);
    expect(IMAGE_ERROR_LOG_LIFETIME_MS).toBe(30 * MINUTE);
    expect(IMAGE_ERROR_LOG_CLEANUP_EVERY).toBe(100);
  });

  it('image failures reported once per image', () => {
    const log = new ImageErrorLog();
    expect(log.record('original', url(1), 0)).toBe(`No image found for ${url(1)}`);
    expect(log.record('original', url(1), 1000)).toBeNull();
    expect(log.record('original', url(2), 1000)).toBe(`No image found for ${url(2)}`);
    expect(log.size).toBe(2);
  });

  it('image failures: the sized copy and the original failing are two reports (decision)', () => {
    const log = new ImageErrorLog();
    expect(log.record('sized', url(1), 0)).toBe(`No sized image found for ${url(1)}`);
    expect(log.record('original', url(1), 0)).toBe(`No image found for ${url(1)}`);
    expect(log.record('sized', url(1), 0)).toBeNull();
  });

  it('image error log 30-minute life: still remembered 1 ms before, reported again at exactly 30 minutes', () => {
    const log = new ImageErrorLog();
    log.record('original', url(1), 0);
    expect(log.record('original', url(1), 30 * MINUTE - 1)).toBeNull();
    expect(log.record('original', url(1), 30 * MINUTE)).toBe(`No image found for ${url(1)}`);
    // The renewed entry lives from its new time.
    expect(log.record('original', url(1), 60 * MINUTE - 1)).toBeNull();
    expect(log.size).toBe(1);
  });

  it('image error log cleanup at multiples of 100: the 100th entry sweeps expired entries', () => {
    const log = new ImageErrorLog();
    fill(log, 0, 50, 0);
    fill(log, 50, 99, 20 * MINUTE);
    expect(log.size).toBe(99);
    log.record('original', url(99), 30 * MINUTE);
    // The 50 entries from time 0 are exactly 30 minutes old: swept; the 49 younger and the new one stay.
    expect(log.size).toBe(50);
  });

  it('image error log cleanup at multiples of 100: no sweep at 99 or 101 entries', () => {
    const log = new ImageErrorLog();
    fill(log, 0, 98, 0);
    log.record('original', url(98), 30 * MINUTE);
    expect(log.size).toBe(99);

    const other = new ImageErrorLog();
    fill(other, 0, 100, 5 * MINUTE);
    other.record('original', url(100), 35 * MINUTE);
    expect(other.size).toBe(101);
  });

  it('image error log cleanup: keeps entries younger than 30 minutes', () => {
    const log = new ImageErrorLog();
    fill(log, 0, 99, 0);
    log.record('original', url(99), 30 * MINUTE - 1);
    expect(log.size).toBe(100);
  });

  it('image error log max 500 entries: the oldest go first', () => {
    const log = new ImageErrorLog();
    for (let n = 0; n < 501; n += 1) log.record('original', url(n), n);
    expect(log.size).toBe(500);
    // url(0) was dropped, so it is reported again; url(1) is still remembered.
    expect(log.record('original', url(1), 600)).toBeNull();
    expect(log.record('original', url(0), 600)).toBe(`No image found for ${url(0)}`);
    expect(log.size).toBe(500);
  });

  it('image error log max 500 entries: exactly 500 are kept', () => {
    const log = new ImageErrorLog();
    fill(log, 0, 500, 0);
    expect(log.size).toBe(500);
    expect(log.record('original', url(0), 1)).toBeNull();
  });
});
