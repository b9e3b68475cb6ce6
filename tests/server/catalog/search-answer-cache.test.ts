import { describe, expect, it } from 'vitest';
import { CatalogVersionReader } from '../../../server/catalog/catalog-version.js';
import { SearchAnswerCache } from '../../../server/catalog/search-answer-cache.js';

/** A promise the test settles by hand. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CatalogVersionReader', () => {
  it('never answers a caller from a read that began before it arrived, and shares the next one', async () => {
    const reads: ReturnType<typeof deferred<bigint>>[] = [];
    const reader = new CatalogVersionReader(() => {
      const read = deferred<bigint>();
      reads.push(read);
      return read.promise;
    });
    const early = reader.current();
    await tick();
    expect(reads).toHaveLength(1);
    // These arrive while the first read runs: a write may have committed since it began.
    const late = [reader.current(), reader.current(), reader.current()];
    await tick();
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(1n);
    expect(await early).toBe(1n);
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]?.resolve(2n);
    expect(await Promise.all(late)).toEqual([2n, 2n, 2n]);
  });

  it('passes a failed read to its callers and reads afresh for the next', async () => {
    let calls = 0;
    const reader = new CatalogVersionReader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 7n;
    });
    await expect(reader.current()).rejects.toThrow('connection lost');
    expect(await reader.current()).toBe(7n);
  });
});

describe('SearchAnswerCache', () => {
  it('makes an answer once per version and search, sharing it with concurrent requests', async () => {
    const cache = new SearchAnswerCache();
    let made = 0;
    const make = async () => ({ made: ++made });
    const [a, b] = await Promise.all([cache.answer('k', 1n, make), cache.answer('k', 1n, make)]);
    expect(a).toBe(b);
    expect(a.json).toBe('{"made":1}');
    expect((await cache.answer('k', 1n, make)).json).toBe('{"made":1}');
    expect((await cache.answer('k', 2n, make)).json).toBe('{"made":2}');
  });

  it('sends but does not keep an answer made from an older version than it holds', async () => {
    const cache = new SearchAnswerCache();
    await cache.answer('k', 5n, async () => 'new');
    expect((await cache.answer('other', 4n, async () => 'old')).json).toBe('"old"');
    expect(cache.size).toBe(1);
    expect((await cache.answer('k', 5n, async () => 'again')).json).toBe('"new"');
  });

  it('does not keep a failed search', async () => {
    const cache = new SearchAnswerCache();
    await expect(cache.answer('k', 1n, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await tick();
    expect((await cache.answer('k', 1n, async () => 'back')).json).toBe('"back"');
  });

  it('lets the least recently used search go when full, by count and by size', async () => {
    const byCount = new SearchAnswerCache(2);
    await byCount.answer('a', 1n, async () => 'a');
    await byCount.answer('b', 1n, async () => 'b');
    await byCount.answer('a', 1n, async () => 'not made');
    await byCount.answer('c', 1n, async () => 'c');
    expect((await byCount.answer('a', 1n, async () => 'a again')).json).toBe('"a"');
    expect((await byCount.answer('b', 1n, async () => 'b again')).json).toBe('"b again"');

    const bySize = new SearchAnswerCache(100, 10);
    await bySize.answer('big', 1n, async () => 'x'.repeat(20));
    await tick();
    expect(bySize.size).toBe(0);
  });

  it('compresses an answer once per encoding', async () => {
    const cache = new SearchAnswerCache();
    const answer = await cache.answer('k', 1n, async () => ({ homes: 'y'.repeat(5000) }));
    const gzip = await answer.compressed('gzip');
    expect(await answer.compressed('gzip')).toBe(gzip);
    expect(gzip.length).toBeLessThan(answer.bytes / 10);
  });
});
